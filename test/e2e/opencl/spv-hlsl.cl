// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// The compute and HLSL llvm.spv.* intrinsics of LLVM's SPIR-V target in the
// Kernel environment (Inputs/spv-hlsl.ll): work-item ids, firstbit*, dot4add,
// sdot, sign, all/any, pack*, clamps, frac, saturate, lerp, step, smoothstep,
// rsqrt, degrees, fdot, faceforward, reflect, refract, cross, distance, length.
// KERNEL-IR: Inputs/spv-hlsl.ll
// LAUNCH: hlsl -g 64 -l 16 in:int:64 in:int:64 in:float:64 in:float:64 out:int:1536 out:float:1536
// TOLERANCE: ulp=16 abs=1e-6

#ifdef REFERENCE
#include <math.h>
#include "ref.h"

static int32_t
uhigh(uint64_t x)
{
	int k = -1;
	for (int b = 0; b < 64; b++)
		if (x >> b & 1)
			k = b;
	return k;
}

static int32_t
shigh(int64_t x, int w)
{
	uint64_t y = (uint64_t)(x < 0 ? ~x : x) & (w == 64 ? ~0ull : (1ull << w) - 1);
	return uhigh(y);
}

static int32_t
low(uint64_t x)
{
	for (int b = 0; b < 64; b++)
		if (x >> b & 1)
			return b;
	return -1;
}

static int32_t
dot4(uint32_t a, uint32_t b, int sgn)
{
	uint32_t acc = 7;
	for (int k = 0; k < 4; k++) {
		int32_t x = sgn ? (int8_t)(a >> 8 * k) : (uint8_t)(a >> 8 * k);
		int32_t y = sgn ? (int8_t)(b >> 8 * k) : (uint8_t)(b >> 8 * k);
		acc += (uint32_t)(x * y);
	}
	return (int32_t)acc;
}

static int32_t
pack(const int32_t *v, int lo, int hi)
{
	uint32_t r = 0;
	for (int k = 0; k < 4; k++) {
		int32_t x = v[k] < lo ? lo : v[k] > hi ? hi : v[k];
		r |= (uint32_t)(x & 0xff) << 8 * k;
	}
	return (int32_t)r;
}

static float
dot3(const float *a, const float *b)
{
	return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static void
normalize3(const float *a, float *r)
{
	float l = sqrtf(dot3(a, a));
	for (int k = 0; k < 3; k++)
		r[k] = a[k] / l;
}

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t), *b = REF_PTR(L, 1, int32_t);
	const float *f = REF_PTR(L, 2, float), *g = REF_PTR(L, 3, float);
	int32_t *o = REF_PTR(L, 4, int32_t);
	float *q = REF_PTR(L, 5, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t *oi = o + 24 * i;
		float *qi = q + 24 * i;
		int32_t v[4] = {a[i], b[i], a[i] >> 23, b[i] >> 23};
		float n[3] = {f[i], g[i], 0.5f}, w[3] = {g[i], 0.25f, f[i]}, nn[3], vn[3], d, k;
		float t = (f[i] + 4.0f) / 8.0f;

		oi[0] = (int32_t)(i % 16);
		oi[1] = (int32_t)(i / 16);
		oi[2] = (int32_t)(i % 16);
		oi[3] = 0;
		oi[4] = uhigh((uint32_t)a[i]);
		oi[5] = shigh(a[i], 32);
		oi[6] = low((uint16_t)b[i]);
		oi[7] = uhigh((uint64_t)(uint32_t)a[i] << 20);
		oi[8] = shigh((int16_t)b[i], 16);
		oi[9] = dot4((uint32_t)a[i], (uint32_t)b[i], 1);
		oi[10] = dot4((uint32_t)a[i], (uint32_t)b[i], 0);
		oi[11] = (int32_t)((uint32_t)a[i] * (uint32_t)b[i] * 2u);
		oi[12] = f[i] > 0 ? 1 : f[i] < 0 ? -1 : 0;
		oi[13] = a[i] > 0 ? 1 : a[i] < 0 ? -1 : 0;
		oi[14] = f[i] != 0 && g[i] != 0;
		oi[15] = (a[i] & 3) != 0;
		oi[16] = pack(v, -128, 127);
		oi[17] = pack(v, INT32_MIN, INT32_MAX);
		oi[18] = pack(v, 0, 255);
		oi[19] = a[i] < -1000 ? -1000 : a[i] > 1000 ? 1000 : a[i];
		oi[20] = (uint32_t)b[i] < 10 ? 10 : (uint32_t)b[i] > 1000000 ? 1000000 : b[i];
		qi[0] = f[i] - floorf(f[i]);
		qi[1] = f[i] < 0 ? 0 : f[i] > 1 ? 1 : f[i];
		qi[2] = f[i] + (g[i] - f[i]) * 0.25f;
		qi[3] = g[i] < f[i] ? 0.0f : 1.0f;
		t = t < 0 ? 0 : t > 1 ? 1 : t;
		qi[4] = t * t * (3.0f - 2.0f * t);
		qi[5] = 1.0f / sqrtf(fabsf(g[i]) + 1.0f);
		qi[6] = f[i] * (float)(180.0 / M_PI);
		qi[7] = f[i] < -1 ? -1 : f[i] > 2 ? 2 : f[i];
		qi[8] = dot3(n, w);
		for (int c = 0; c < 3; c++)
			qi[9 + c] = dot3(n, w) < 0 ? n[c] : -n[c];
		for (int c = 0; c < 3; c++)
			qi[12 + c] = w[c] - 2.0f * dot3(n, w) * n[c];
		normalize3(n, nn);
		normalize3(w, vn);
		d = dot3(nn, vn);
		k = 1.0f - 0.75f * 0.75f * (1.0f - d * d);
		for (int c = 0; c < 3; c++)
			qi[15 + c] = k < 0 ? 0.0f : 0.75f * vn[c] - (0.75f * d + sqrtf(k)) * nn[c];
		qi[18] = n[1] * w[2] - n[2] * w[1];
		qi[19] = n[2] * w[0] - n[0] * w[2];
		qi[20] = n[0] * w[1] - n[1] * w[0];
		qi[21] = sqrtf((n[0] - w[0]) * (n[0] - w[0]) + (n[1] - w[1]) * (n[1] - w[1]) + (n[2] - w[2]) * (n[2] - w[2]));
		qi[22] = sqrtf(dot3(w, w));
	}
}

REF_MAIN(reference)
#endif
