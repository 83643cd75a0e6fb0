// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// REQUIRES-EXT: cl_khr_fp64
// Double precision (needs cl_khr_fp64; the test is skipped on devices
// without it): arithmetic, sqrt, float<->double and long<->double
// conversions, and a double scalar argument.
// LAUNCH: double_arith -g 32 in:double:32 in:double:32:0.5..8 val:double:0.1 out:double:224 out:float:32 out:long:32

#ifndef REFERENCE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void
double_arith(global const double *pa, global const double *pb, double s,
    global double *o, global float *of, global long *ol)
{
	size_t i = get_global_id(0);
	double a = pa[i], b = pb[i];

	o[7 * i] = a + b;
	o[7 * i + 1] = a - s;
	o[7 * i + 2] = a * b;
	o[7 * i + 3] = a / b;
	o[7 * i + 4] = sqrt(b);
	o[7 * i + 5] = (double)(float)a;
	o[7 * i + 6] = (double)(long)(a * 1e6) + 0.25;
	of[i] = (float)(a / 3.0);
	ol[i] = (long)(b * 1e12);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const double *pa = REF_PTR(L, 0, double);
	const double *pb = REF_PTR(L, 1, double);
	double s = REF_VAL(L, 2, double);
	double *o = REF_PTR(L, 3, double);
	float *of = REF_PTR(L, 4, float);
	int64_t *ol = REF_PTR(L, 5, int64_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		double a = pa[i], b = pb[i];

		o[7 * i] = a + b;
		o[7 * i + 1] = a - s;
		o[7 * i + 2] = a * b;
		o[7 * i + 3] = a / b;
		o[7 * i + 4] = sqrt(b);
		o[7 * i + 5] = (double)(float)a;
		o[7 * i + 6] = (double)(int64_t)(a * 1e6) + 0.25;
		of[i] = (float)(a / 3.0);
		ol[i] = (int64_t)(b * 1e12);
	}
}

REF_MAIN(reference)
#endif
