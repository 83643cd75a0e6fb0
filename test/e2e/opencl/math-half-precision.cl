// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Reduced-accuracy math: native_sqrt, native_recip, native_exp and native_log on float, hence the loose tolerance (PoCL's kernel library has no half_sqrt/half_exp/half_log, so those are left out).
// LAUNCH: math_half_precision -g 64 in:float:64:0.1..10 in:float:64:-5..5 out:float:256
// TOLERANCE: ulp=8192 rel=1e-3

#ifndef REFERENCE
kernel void
math_half_precision(global const float *pa, global const float *pb,
    global float *o)
{
	size_t i = get_global_id(0);
	float x = pa[i], y = pb[i];
	global float *r = o + 4 * i;

	r[0] = native_sqrt(x);
	r[1] = native_recip(x);
	r[2] = native_exp(y);
	r[3] = native_log(x);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *pa = REF_PTR(L, 0, float);
	const float *pb = REF_PTR(L, 1, float);
	float *o = REF_PTR(L, 2, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		double x = pa[i], y = pb[i];
		float *r = o + 4 * i;

		r[0] = (float)sqrt(x);
		r[1] = (float)(1.0 / x);
		r[2] = (float)exp(y);
		r[3] = (float)log(x);
	}
}

REF_MAIN(reference)
#endif
