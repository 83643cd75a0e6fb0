// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Conversions between integers and floats: casts (truncating toward zero),
// convert_int with explicit rounding modes, saturating conversions, and
// integer narrowing/widening.
// LAUNCH: conversions -g 64 in:float:64:-1000..1000 in:int:64 in:uint:64 in:int:64:-400..400 out:int:320 out:float:128 out:uchar:64 out:short:64 out:long:128

#ifndef REFERENCE
kernel void
conversions(global const float *f, global const int *n, global const uint *u,
    global const int *m, global int *oi, global float *of, global uchar *ouc,
    global short *os, global long *ol)
{
	size_t i = get_global_id(0);
	float x = f[i];

	oi[5 * i] = (int)x;
	oi[5 * i + 1] = convert_int_rte(x);
	oi[5 * i + 2] = convert_int_rtn(x);
	oi[5 * i + 3] = convert_int_rtp(x);
	oi[5 * i + 4] = (int)(char)n[i];
	of[2 * i] = (float)n[i];
	of[2 * i + 1] = (float)u[i];
	ouc[i] = convert_uchar_sat(m[i]);
	os[i] = convert_short_sat(n[i]);
	ol[2 * i] = (long)(x * 1000.0f);
	ol[2 * i + 1] = (long)n[i] + (long)u[i];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	const int32_t *n = REF_PTR(L, 1, int32_t);
	const uint32_t *u = REF_PTR(L, 2, uint32_t);
	const int32_t *m = REF_PTR(L, 3, int32_t);
	int32_t *oi = REF_PTR(L, 4, int32_t);
	float *of = REF_PTR(L, 5, float);
	uint8_t *ouc = REF_PTR(L, 6, uint8_t);
	int16_t *os = REF_PTR(L, 7, int16_t);
	int64_t *ol = REF_PTR(L, 8, int64_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		float x = f[i];

		oi[5 * i] = (int32_t)x;
		oi[5 * i + 1] = (int32_t)rintf(x);
		oi[5 * i + 2] = (int32_t)floorf(x);
		oi[5 * i + 3] = (int32_t)ceilf(x);
		oi[5 * i + 4] = (int32_t)(int8_t)n[i];
		of[2 * i] = (float)n[i];
		of[2 * i + 1] = (float)u[i];
		ouc[i] = m[i] < 0 ? 0 : m[i] > 255 ? 255 : (uint8_t)m[i];
		os[i] = n[i] < -32768 ? -32768 : n[i] > 32767 ? 32767 :
		    (int16_t)n[i];
		ol[2 * i] = (int64_t)(x * 1000.0f);
		ol[2 * i + 1] = (int64_t)n[i] + (int64_t)u[i];
	}
}

REF_MAIN(reference)
#endif
