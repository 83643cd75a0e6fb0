// A constant buffer (cbuffer, a Uniform block in set 1) with scalars,
// vectors and an array of floats (16-byte stride), laid out alike by HLSL's
// and std140's rules: scale 0, count 4, offset 8, bias 16, weights 32..95.
// LAUNCH: main -g 64 -l 64 ub:1:0=in:float:24:1..2 sb:0:0=in:float4:64 sb:0:1=out:float4:64
// TOLERANCE: ulp=2

#ifndef REFERENCE
cbuffer Params : register(b0, space1) {
	float Scale;
	uint Count;
	float2 Offset;
	float4 Bias;
	float Weights[4];
};

[[vk::binding(0, 0)]] StructuredBuffer<float4> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float4> Out;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float4 v = In[tid.x] * Scale + Bias;

	v.xy += Offset * Weights[tid.x % 4];
	if (tid.x % 64 < (Count & 63u))
		v.w = -v.w;
	Out[tid.x] = v;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *cb = REF_PTR(L, 0, float);
	const float *in = REF_PTR(L, 1, float);
	float *out = REF_PTR(L, 2, float);
	uint32_t count;

	memcpy(&count, cb + 1, 4);
	for (size_t t = 0; t < L->global[0]; t++) {
		float v[4], w = cb[8 + 4 * (t % 4)];

		for (int k = 0; k < 4; k++)
			v[k] = in[4 * t + k] * cb[0] + cb[4 + k];
		v[0] += cb[2] * w;
		v[1] += cb[3] * w;
		if (t % 64 < (count & 63u))
			v[3] = -v[3];
		memcpy(out + 4 * t, v, sizeof(v));
	}
}

REF_MAIN(reference)
#endif
