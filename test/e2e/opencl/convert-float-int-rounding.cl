// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// convert_int_rte/_rtz/_rtp/_rtn and plain convert_int of floats with
// fractions (ties included: the inputs are multiples of 1/256).
// LAUNCH: convert_float_int_rounding -g 64 in:float:64 out:int:320

#ifndef REFERENCE
kernel void
convert_float_int_rounding(global const float *f, global int *o)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	float x = f[i] * 16.0f;
	o[i] = convert_int(x);
	o[n + i] = convert_int_rte(x);
	o[2 * n + i] = convert_int_rtz(x);
	o[3 * n + i] = convert_int_rtp(x);
	o[4 * n + i] = convert_int_rtn(x);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	int32_t *o = REF_PTR(L, 1, int32_t);
	size_t n = L->global[0];

	for (size_t i = 0; i < n; i++) {
		float x = f[i] * 16.0f;
		o[i] = (int32_t)x;
		o[n + i] = (int32_t)rintf(x);
		o[2 * n + i] = (int32_t)truncf(x);
		o[3 * n + i] = (int32_t)ceilf(x);
		o[4 * n + i] = (int32_t)floorf(x);
	}
}

REF_MAIN(reference)
#endif
