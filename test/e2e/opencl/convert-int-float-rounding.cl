// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// convert_float_rte/_rtz/_rtp/_rtn of ints and uints too wide for a float's
// 24-bit significand, so each rounding mode gives a different float.
// LAUNCH: convert_int_float_rounding -g 64 in:int:64 in:uint:64 out:float:512
// TOLERANCE: ulp=0

#ifndef REFERENCE
kernel void
convert_int_float_rounding(global const int *a, global const uint *b, global float *o)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	o[i] = convert_float_rte(a[i]);
	o[n + i] = convert_float_rtz(a[i]);
	o[2 * n + i] = convert_float_rtp(a[i]);
	o[3 * n + i] = convert_float_rtn(a[i]);
	o[4 * n + i] = convert_float(b[i]);
	o[5 * n + i] = convert_float_rtz(b[i]);
	o[6 * n + i] = convert_float_rtp(b[i]);
	o[7 * n + i] = convert_float_rtn(b[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"
#include <fenv.h>

static float
conv(double v, int mode)
{
	float r = (float)v; /* nearest even */
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
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const uint32_t *b = REF_PTR(L, 1, uint32_t);
	float *o = REF_PTR(L, 2, float);
	size_t n = L->global[0];

	for (size_t i = 0; i < n; i++)
		for (int m = 0; m < 4; m++) {
			o[m * n + i] = conv(a[i], m);
			o[(4 + m) * n + i] = conv(b[i], m);
		}
}

REF_MAIN(reference)
#endif
