// HLSL's interpolation and clamping intrinsics (GLSL.std.450 in SPIR-V):
// lerp, step, smoothstep, saturate, clamp, frac, sign, min, max, abs, mad,
// on scalars and float4.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:float4:64:-2..2 sb:0:1=out:float4:64 sb:0:2=out:float4:64
// TOLERANCE: rel=1e-5 abs=1e-6

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float4> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float4> OutA;
[[vk::binding(2, 0)]] RWStructuredBuffer<float4> OutB;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float4 v = In[tid.x];
	float x = v.x;

	OutA[tid.x] = float4(lerp(v.y, v.z, 0.25f), step(0.5f, x),
	    smoothstep(-1.0f, 1.5f, x), saturate(v.w));
	OutB[tid.x] = lerp(v, v.wzyx, float4(0, 0.5f, 1, 2)) +
	    clamp(v, (float4)-0.5f, (float4)0.75f) * frac(v) + sign(v) * 0.125f +
	    min(v, v.yzwx) - max(abs(v), (float4)0.3f) + mad(v, v.zwxy, (float4)1.0f);
}
#else
#include "ref.h"

static float
fracf(float x)
{
	return x - floorf(x);
}

static float
signf(float x)
{
	return x > 0 ? 1.0f : x < 0 ? -1.0f : 0.0f;
}

static float
smooth(float e0, float e1, float x)
{
	float t = (x - e0) / (e1 - e0);

	t = t < 0 ? 0 : t > 1 ? 1 : t;
	return t * t * (3 - 2 * t);
}

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *a = REF_PTR(L, 1, float), *b = REF_PTR(L, 2, float);
	static const float w[4] = { 0, 0.5f, 1, 2 };

	for (size_t t = 0; t < L->global[0]; t++) {
		const float *v = in + 4 * t;

		a[4 * t] = v[1] + (v[2] - v[1]) * 0.25f;
		a[4 * t + 1] = v[0] >= 0.5f ? 1.0f : 0.0f;
		a[4 * t + 2] = smooth(-1.0f, 1.5f, v[0]);
		a[4 * t + 3] = v[3] < 0 ? 0 : v[3] > 1 ? 1 : v[3];
		for (int k = 0; k < 4; k++) {
			float x = v[k], c = x < -0.5f ? -0.5f : x > 0.75f ? 0.75f : x;
			float mn = fminf(x, v[(k + 1) % 4]);
			float mx = fmaxf(fabsf(x), 0.3f);
			float l = x + (v[3 - k] - x) * w[k];

			b[4 * t + k] = l + c * fracf(x) + signf(x) * 0.125f + mn -
			    mx + (x * v[(k + 2) % 4] + 1.0f);
		}
	}
}

REF_MAIN(reference)
#endif
