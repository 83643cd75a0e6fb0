// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Widening conversions extend by the source's signedness: convert_int(char)
// sign-extends, convert_uint(uchar) and convert_long(uint) zero-extend,
// convert_ulong(int) sign-extends, and same-type converts are copies.
// LAUNCH: convert_widen_sign -g 64 in:char:64 in:uchar:64 in:uint:64 in:int:64 out:int:64 out:uint:64 out:long:64 out:ulong:64 out:int:64

#ifndef REFERENCE
kernel void
convert_widen_sign(global const char *a, global const uchar *b, global const uint *c, global const int *d,
                   global int *o1, global uint *o2, global long *o3, global ulong *o4, global int *o5)
{
	size_t i = get_global_id(0);
	o1[i] = convert_int(a[i]);
	o2[i] = convert_uint(b[i]) + convert_uint(a[i]);
	o3[i] = convert_long(c[i]);
	o4[i] = convert_ulong(d[i]);
	o5[i] = convert_int(d[i]) ^ convert_int_sat(d[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int8_t *a = REF_PTR(L, 0, int8_t);
	const uint8_t *b = REF_PTR(L, 1, uint8_t);
	const uint32_t *c = REF_PTR(L, 2, uint32_t);
	const int32_t *d = REF_PTR(L, 3, int32_t);
	int32_t *o1 = REF_PTR(L, 4, int32_t);
	uint32_t *o2 = REF_PTR(L, 5, uint32_t);
	int64_t *o3 = REF_PTR(L, 6, int64_t);
	uint64_t *o4 = REF_PTR(L, 7, uint64_t);
	int32_t *o5 = REF_PTR(L, 8, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		o1[i] = a[i];
		o2[i] = (uint32_t)b[i] + (uint32_t)(int32_t)a[i];
		o3[i] = (int64_t)c[i];
		o4[i] = (uint64_t)(int64_t)d[i];
		o5[i] = 0;
	}
}

REF_MAIN(reference)
#endif
