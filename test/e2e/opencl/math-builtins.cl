// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Floating-point math builtins: sqrt, exp, log, sin, cos, pow, fma, fabs,
// floor, ceil, fmin, fmax, plus exp2, log2, tan and atan2.  OpenCL allows a
// few ulp of error for most of them, hence the tolerance.
// TOLERANCE: ulp=16 abs=1e-6
// LAUNCH: math_builtins -g 64 in:float:64:0.01..20 in:float:64:-6..6 in:float:64 out:float:1024

#ifndef REFERENCE
kernel void
math_builtins(global const float *pa, global const float *pb,
    global const float *pc, global float *o)
{
	size_t i = get_global_id(0);
	float x = pa[i], y = pb[i], z = pc[i];
	global float *r = o + 16 * i;

	r[0] = sqrt(x);
	r[1] = exp(y);
	r[2] = log(x);
	r[3] = sin(y);
	r[4] = cos(y);
	r[5] = pow(x, y * 0.5f);
	r[6] = fma(y, z, x);
	r[7] = fabs(z);
	r[8] = floor(z);
	r[9] = ceil(z);
	r[10] = fmin(y, z);
	r[11] = fmax(y, z);
	r[12] = exp2(y);
	r[13] = log2(x);
	r[14] = tan(y * 0.25f);
	r[15] = atan2(y, z);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *pa = REF_PTR(L, 0, float);
	const float *pb = REF_PTR(L, 1, float);
	const float *pc = REF_PTR(L, 2, float);
	float *o = REF_PTR(L, 3, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		double x = pa[i], y = pb[i], z = pc[i];
		float *r = o + 16 * i;

		/* double precision, rounded once to float */
		r[0] = (float)sqrt(x);
		r[1] = (float)exp(y);
		r[2] = (float)log(x);
		r[3] = (float)sin(y);
		r[4] = (float)cos(y);
		r[5] = (float)pow(x, (double)(pb[i] * 0.5f));
		r[6] = fmaf(pb[i], pc[i], pa[i]);
		r[7] = (float)fabs(z);
		r[8] = (float)floor(z);
		r[9] = (float)ceil(z);
		r[10] = (float)fmin(y, z);
		r[11] = (float)fmax(y, z);
		r[12] = (float)exp2(y);
		r[13] = (float)log2(x);
		r[14] = (float)tan((double)(pb[i] * 0.25f));
		r[15] = (float)atan2(y, z);
	}
}

REF_MAIN(reference)
#endif
