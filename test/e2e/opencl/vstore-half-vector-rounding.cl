// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vstore_half2_rtp and vstore_half3_rtn (the 3-lane form packs three halves)
// and vloada_half3, which reads a 3-lane half vector with 4-lane alignment.
// LAUNCH: vstore_half_vector_rounding -g 32 in:float:96:-100..100 in:ushort:128 out:ushort:160 out:float:128

#ifndef REFERENCE
kernel void
vstore_half_vector_rounding(global const float *f, global const half *hin, global half *h, global float *o)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	vstore_half2_rtp(vload2(i, f), i, h);
	vstore_half3_rtn(vload3(i, f), i, h + 2 * n);
	float3 r = vloada_half3(i, hin);
	vstore4((float4)(r, 1.0f), i, o);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static float
h2f(uint16_t h)
{
	int e = (h >> 10) & 0x1f, m = h & 0x3ff;
	float s = (h & 0x8000) ? -1.0f : 1.0f;

	if (e == 0x1f)
		return m ? NAN : s * INFINITY;
	if (e == 0)
		return s * ldexpf((float)m, -24);
	return s * ldexpf((float)(m | 0x400), e - 25);
}

/* float to half bits; mode 0 rte, 1 rtz, 2 rtp, 3 rtn */
static uint16_t
f2h(float f, int mode)
{
	double v = fabs((double)f), q, r;
	uint16_t s = signbit(f) ? 0x8000 : 0;
	int e, up;

	if (isnan(f))
		return 0x7e00;
	if (isinf(f))
		return s | 0x7c00;
	if (v == 0)
		return s;
	frexp(v, &e);
	e = e - 1 < -14 ? -14 : e - 1;
	q = ldexp(v, 10 - e);
	up = mode == 2 ? !s : mode == 3 ? s != 0 : 0;
	q = mode == 0 ? rint(q) : mode == 1 ? trunc(q) : up ? ceil(q) : floor(q);
	r = ldexp(q, e - 10);
	if (r > 65504.0)
		return s | (mode == 0 || up ? 0x7c00 : 0x7bff);
	if (r < 0x1p-14)
		return s | (uint16_t)ldexp(r, 24);
	frexp(r, &e);
	return s | (uint16_t)((e - 1 + 15) << 10 | ((uint16_t)ldexp(r, 11 - e) & 0x3ff));
}

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	const uint16_t *hin = REF_PTR(L, 1, uint16_t);
	uint16_t *h = REF_PTR(L, 2, uint16_t);
	float *o = REF_PTR(L, 3, float);
	size_t n = L->global[0];

	for (size_t i = 0; i < 2 * n; i++)
		h[i] = f2h(f[i], 2);
	for (size_t i = 0; i < 3 * n; i++)
		h[2 * n + i] = f2h(f[i], 3);
	for (size_t i = 0; i < n; i++) {
		for (int k = 0; k < 3; k++)
			o[4 * i + k] = h2f(hin[4 * i + k]);
		o[4 * i + 3] = 1.0f;
	}
}

REF_MAIN(reference)
#endif
