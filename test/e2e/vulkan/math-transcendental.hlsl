// Exponentials, logarithms, powers, trigonometry, square roots and fmod
// (GLSL.std.450; fmod keeps the dividend's sign as in HLSL).  The bounds
// are loose: Vulkan allows these a few ulp or an absolute 2^-11.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:float:64:0.1..4 sb:0:1=in:float:64:-3..3 sb:0:2=out:float4:64 sb:0:3=out:float4:64
// TOLERANCE: rel=1e-4 abs=1e-3

#ifndef REFERENCE
#ifdef STANDIN
/* glslang's HLSL fmod is GLSL's mod (the divisor's sign); HLSL's keeps the
 * dividend's sign, as clang's frem does. */
#define FMOD(x, y) (sign(x) * fmod(abs(x), y))
#else
#define FMOD(x, y) fmod(x, y)
#endif
[[vk::binding(0, 0)]] StructuredBuffer<float> P;
[[vk::binding(1, 0)]] StructuredBuffer<float> S;
[[vk::binding(2, 0)]] RWStructuredBuffer<float4> Exp;
[[vk::binding(3, 0)]] RWStructuredBuffer<float4> Trig;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float p = P[tid.x], s = S[tid.x];

	Exp[tid.x] = float4(exp(s) + exp2(s), log(p) + log2(p),
	    pow(p, 1.5f) + sqrt(p), rsqrt(p) + FMOD(s, 0.75f));
	Trig[tid.x] = float4(sin(s), cos(s), tan(s * 0.4f), atan2(s, p - 2));
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *P = REF_PTR(L, 0, float), *S = REF_PTR(L, 1, float);
	float *e = REF_PTR(L, 2, float), *tr = REF_PTR(L, 3, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		float p = P[t], s = S[t];

		e[4 * t] = expf(s) + exp2f(s);
		e[4 * t + 1] = logf(p) + log2f(p);
		e[4 * t + 2] = powf(p, 1.5f) + sqrtf(p);
		e[4 * t + 3] = 1 / sqrtf(p) + fmodf(s, 0.75f);
		tr[4 * t] = sinf(s);
		tr[4 * t + 1] = cosf(s);
		tr[4 * t + 2] = tanf(s * 0.4f);
		tr[4 * t + 3] = atan2f(s, p - 2);
	}
}

REF_MAIN(reference)
#endif
