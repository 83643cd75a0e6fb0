// Rounding: floor, ceil, round (to nearest even, as HLSL's round is),
// trunc, frac and fmod on negative and positive values, halves included.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:float:64:-20..20 sb:0:1=out:float4:64 sb:0:2=out:float2:64
// TOLERANCE: ulp=1

#ifndef REFERENCE
#ifdef STANDIN
/* glslang's HLSL fmod is GLSL's mod (the divisor's sign); HLSL's keeps the
 * dividend's sign, as clang's frem does. */
#define FMOD(x, y) (sign(x) * fmod(abs(x), y))
#else
#define FMOD(x, y) fmod(x, y)
#endif
[[vk::binding(0, 0)]] StructuredBuffer<float> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float4> Out;
[[vk::binding(2, 0)]] RWStructuredBuffer<float2> Rem;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float x = In[tid.x];
	float h = (float)((int)tid.x - 32) * 0.5f;

	Out[tid.x] = float4(floor(x), ceil(x), round(h), trunc(x));
	Rem[tid.x] = float2(frac(x), FMOD(x, 2.5f));
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *o = REF_PTR(L, 1, float), *r = REF_PTR(L, 2, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		float x = in[t], h = (float)((int32_t)t - 32) * 0.5f;

		o[4 * t] = floorf(x);
		o[4 * t + 1] = ceilf(x);
		o[4 * t + 2] = rintf(h);	/* ties to even */
		o[4 * t + 3] = truncf(x);
		r[2 * t] = x - floorf(x);
		r[2 * t + 1] = fmodf(x, 2.5f);
	}
}

REF_MAIN(reference)
#endif
