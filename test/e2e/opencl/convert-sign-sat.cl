// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Saturating conversions between signed and unsigned types of the same or
// other widths: convert_uint_sat(int), convert_int_sat(uint),
// convert_ulong_sat(long), convert_uint_sat(long), convert_long_sat(ulong).
// LAUNCH: convert_sign_sat -g 64 in:int:64:special in:uint:64:special in:long:64:special in:ulong:64:special out:uint:64 out:int:64 out:ulong:64 out:uint:64 out:long:64

#ifndef REFERENCE
kernel void
convert_sign_sat(global const int *a, global const uint *b, global const long *c, global const ulong *d,
                 global uint *o1, global int *o2, global ulong *o3, global uint *o4, global long *o5)
{
	size_t i = get_global_id(0);
	o1[i] = convert_uint_sat(a[i]);
	o2[i] = convert_int_sat(b[i]);
	o3[i] = convert_ulong_sat(c[i]);
	o4[i] = convert_uint_sat(c[i]);
	o5[i] = convert_long_sat(d[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const uint32_t *b = REF_PTR(L, 1, uint32_t);
	const int64_t *c = REF_PTR(L, 2, int64_t);
	const uint64_t *d = REF_PTR(L, 3, uint64_t);
	uint32_t *o1 = REF_PTR(L, 4, uint32_t);
	int32_t *o2 = REF_PTR(L, 5, int32_t);
	uint64_t *o3 = REF_PTR(L, 6, uint64_t);
	uint32_t *o4 = REF_PTR(L, 7, uint32_t);
	int64_t *o5 = REF_PTR(L, 8, int64_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		o1[i] = a[i] < 0 ? 0 : (uint32_t)a[i];
		o2[i] = b[i] > INT32_MAX ? INT32_MAX : (int32_t)b[i];
		o3[i] = c[i] < 0 ? 0 : (uint64_t)c[i];
		o4[i] = c[i] < 0 ? 0 : c[i] > UINT32_MAX ? UINT32_MAX : (uint32_t)c[i];
		o5[i] = d[i] > INT64_MAX ? INT64_MAX : (int64_t)d[i];
	}
}

REF_MAIN(reference)
#endif
