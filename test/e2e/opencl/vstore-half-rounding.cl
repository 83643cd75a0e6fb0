// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vstore_half with each rounding suffix (default, _rte, _rtz, _rtp, _rtn) on
// floats that half cannot hold exactly, including values past the half range.
// LAUNCH: vstore_half_rounding -g 64 in:float:64:-70000..70000 out:ushort:320
// LAUNCH: vstore_half_rounding -g 64 in:float:64:-0.01..0.01 out:ushort:320

#ifndef REFERENCE
kernel void
vstore_half_rounding(global const float *f, global half *h)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	float x = f[i];
	vstore_half(x, i, h);
	vstore_half_rte(x, n + i, h);
	vstore_half_rtz(x, 2 * n + i, h);
	vstore_half_rtp(x, 3 * n + i, h);
	vstore_half_rtn(x, 4 * n + i, h);
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
	size_t n = L->global[0];

	for (size_t i = 0; i < n; i++) {
		h[i] = f2h(f[i], 0);
		for (int m = 0; m < 4; m++)
			h[(m + 1) * n + i] = f2h(f[i], m);
	}
	(void)h2f;
}

REF_MAIN(reference)
#endif
