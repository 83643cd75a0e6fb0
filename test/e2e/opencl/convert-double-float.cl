// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// REQUIRES-EXT: cl_khr_fp64
// Double conversions: convert_double(float) is exact, convert_float_rtz,
// _rtp and _rtn of doubles round the other way from the default, and
// convert_long_rte / convert_double(long) round trip.
// LAUNCH: convert_double_float -g 64 in:double:64:-1e6..1e6 in:float:64 out:double:64 out:float:256 out:long:64 out:double:64
// TOLERANCE: ulp=0

#ifndef REFERENCE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void
convert_double_float(global const double *d, global const float *f, global double *o1, global float *o2,
                     global long *o3, global double *o4)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	double x = d[i];
	o1[i] = convert_double(f[i]);
	o2[i] = convert_float(x);
	o2[n + i] = convert_float_rtz(x);
	o2[2 * n + i] = convert_float_rtp(x);
	o2[3 * n + i] = convert_float_rtn(x);
	o3[i] = convert_long_rte(x * 3.0);
	o4[i] = convert_double(o3[i] * 7 - 1);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static float
conv(double v, int mode)
{
	float r = (float)v;
	if (mode == 1 && fabs((double)r) > fabs(v))
		r = nextafterf(r, 0.0f);
	if (mode == 2 && (double)r < v)
		r = nextafterf(r, INFINITY);
	if (mode == 3 && (double)r > v)
		r = nextafterf(r, -INFINITY);
	return r;
}

static void
reference(struct ref_launch *L)
{
	const double *d = REF_PTR(L, 0, double);
	const float *f = REF_PTR(L, 1, float);
	double *o1 = REF_PTR(L, 2, double);
	float *o2 = REF_PTR(L, 3, float);
	int64_t *o3 = REF_PTR(L, 4, int64_t);
	double *o4 = REF_PTR(L, 5, double);
	size_t n = L->global[0];

	for (size_t i = 0; i < n; i++) {
		o1[i] = (double)f[i];
		for (int m = 0; m < 4; m++)
			o2[m * n + i] = conv(d[i], m);
		o3[i] = (int64_t)rint(d[i] * 3.0);
		o4[i] = (double)(o3[i] * 7 - 1);
	}
}

REF_MAIN(reference)
#endif
