// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vload_half and vload_half4 read IEEE half bits (random patterns, so also
// subnormals, infinities and NaNs) and widen them to float exactly.
// LAUNCH: vload_half_k -g 32 in:ushort:160 out:float:32 out:float:128

#ifndef REFERENCE
kernel void
vload_half_k(global const half *h, global float *o1, global float4 *o4)
{
	size_t i = get_global_id(0);
	o1[i] = vload_half(i, h);
	o4[i] = vload_half4(i, h + 32);
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
	const uint16_t *h = REF_PTR(L, 0, uint16_t);
	float *o1 = REF_PTR(L, 1, float);
	float *o4 = REF_PTR(L, 2, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		o1[i] = h2f(h[i]);
		for (int k = 0; k < 4; k++)
			o4[4 * i + k] = h2f(h[32 + 4 * i + k]);
	}
	(void)f2h;
}

REF_MAIN(reference)
#endif
