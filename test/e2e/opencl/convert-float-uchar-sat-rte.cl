// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// convert_uchar_sat_rte and convert_char_sat (float to 8-bit, saturating,
// rounding to nearest even versus toward zero), scalar and uchar4.
// LAUNCH: convert_float_uchar_sat_rte -g 64 in:float:64:-300..300 out:uchar:64 out:char:64 out:uchar:256

#ifndef REFERENCE
kernel void
convert_float_uchar_sat_rte(global const float *f, global uchar *a, global char *b, global uchar4 *c)
{
	size_t i = get_global_id(0);
	float x = f[i];
	a[i] = convert_uchar_sat_rte(x);
	b[i] = convert_char_sat(x);
	c[i] = convert_uchar4_sat_rte((float4)(x, x * 0.5f, x + 0.5f, -x));
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int
clampi(double v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : (int)v;
}

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	uint8_t *a = REF_PTR(L, 1, uint8_t);
	int8_t *b = REF_PTR(L, 2, int8_t);
	uint8_t *c = REF_PTR(L, 3, uint8_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		float x = f[i];
		float v[4] = {x, x * 0.5f, x + 0.5f, -x};
		a[i] = (uint8_t)clampi(rint(x), 0, 255);
		b[i] = (int8_t)clampi(trunc(x), -128, 127);
		for (int k = 0; k < 4; k++)
			c[4 * i + k] = (uint8_t)clampi(rint(v[k]), 0, 255);
	}
}

REF_MAIN(reference)
#endif
