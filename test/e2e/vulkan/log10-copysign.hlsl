// log10 and copysign, which GLSL.std.450 lacks: log10 is Log2 times
// log10(2), copysign moves the sign bit in the integer form (float and
// half). copysign comes from clang's builtin (HLSL has no intrinsic).
// LAUNCH: main -g 64 -l 32 sb:0:0=in:float:64:0.05..9 sb:0:1=in:float:64:-3..3 sb:0:2=out:float4:64
// TOLERANCE: rel=1e-5 abs=1e-6

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> P;
[[vk::binding(1, 0)]] StructuredBuffer<float> S;
[[vk::binding(2, 0)]] RWStructuredBuffer<float4> Out;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float p = P[tid.x], s = S[tid.x];

	Out[tid.x] = float4(log10(p), __builtin_copysignf(p, s),
	    __builtin_copysignf(s, -p), log10(p * 100.0f));
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *P = REF_PTR(L, 0, float), *S = REF_PTR(L, 1, float);
	float *o = REF_PTR(L, 2, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		float p = P[t], s = S[t];

		o[4 * t] = log10f(p);
		o[4 * t + 1] = copysignf(p, s);
		o[4 * t + 2] = copysignf(s, -p);
		o[4 * t + 3] = log10f(p * 100.0f);
	}
}

REF_MAIN(reference)
#endif
