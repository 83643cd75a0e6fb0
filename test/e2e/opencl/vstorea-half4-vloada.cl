// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vstorea_half4_rtz and vstore_half8 (aligned and unaligned half vectors),
// read back with vloada_half4 and vload_half8 in the same kernel.
// LAUNCH: vstorea_half4_vloada -g 16 -l 16 in:float:192:-3000..3000 out:ushort:192 out:float:192

#ifndef REFERENCE
kernel void
vstorea_half4_vloada(global const float *f, global half *h, global float *o)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	float4 a = vload4(i, f);
	float8 b = vload8(i, f + 64);
	vstorea_half4_rtz(a, i, h);
	vstore_half8(b, i, h + 4 * n);
	barrier(CLK_GLOBAL_MEM_FENCE);
	vstore4(vloada_half4(i, h), i, o);
	vstore8(vload_half8(i, h + 4 * n), i, o + 4 * n);
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
	uint16_t *h = REF_PTR(L, 1, uint16_t);
	float *o = REF_PTR(L, 2, float);
	size_t n = L->global[0];

	for (size_t i = 0; i < 4 * n; i++)
		h[i] = f2h(f[i], 1);
	for (size_t i = 0; i < 8 * n; i++)
		h[4 * n + i] = f2h(f[64 + i], 0);
	for (size_t i = 0; i < 12 * n; i++)
		o[i] = h2f(h[i]);
}

REF_MAIN(reference)
#endif
