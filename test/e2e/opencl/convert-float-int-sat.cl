// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// convert_int_sat and convert_uint_sat of floats: NaN gives 0, values past
// the range clamp (infinities, FLT_MAX, 1e10), others truncate toward zero.
// LAUNCH: convert_float_int_sat -g 64 in:float:64:special out:int:64 out:uint:64
// LAUNCH: convert_float_int_sat -g 64 in:float:64:-5e9..5e9 out:int:64 out:uint:64

#ifndef REFERENCE
kernel void
convert_float_int_sat(global const float *f, global int *oi, global uint *ou)
{
	size_t i = get_global_id(0);
	oi[i] = convert_int_sat(f[i]);
	ou[i] = convert_uint_sat(f[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	int32_t *oi = REF_PTR(L, 1, int32_t);
	uint32_t *ou = REF_PTR(L, 2, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		double x = f[i];
		oi[i] = isnan(x) ? 0 : x >= 2147483647.0 ? INT32_MAX : x <= -2147483648.0 ? INT32_MIN : (int32_t)x;
		ou[i] = isnan(x) ? 0 : x >= 4294967295.0 ? UINT32_MAX : x <= 0 ? 0 : (uint32_t)x;
	}
}

REF_MAIN(reference)
#endif
