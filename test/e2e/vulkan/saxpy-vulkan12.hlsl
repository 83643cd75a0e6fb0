// A Vulkan 1.2 module (triple spirv1.5-unknown-vulkan1.2-compute: SPIR-V
// 1.5, validated for vulkan1.2): saxpy with the scale in a cbuffer and a
// bounds check against the element count.
// TRIPLE: spirv1.5-unknown-vulkan1.2-compute
// LAUNCH: main -g 128 -l 64 ub:0:0=in:float:4:=1.5 sb:0:1=in:float:100 sb:0:2=io:float:128

#ifndef REFERENCE
cbuffer Params : register(b0, space0) {
	float Alpha;
};

[[vk::binding(1, 0)]] StructuredBuffer<float> X;
[[vk::binding(2, 0)]] RWStructuredBuffer<float> Y;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	if (tid.x >= 100)
		return;
	Y[tid.x] = Alpha * X[tid.x] + Y[tid.x];
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *x = REF_PTR(L, 1, float);
	float *y = REF_PTR(L, 2, float);

	for (size_t i = 0; i < 100; i++)
		y[i] = 1.5f * x[i] + y[i];
}

REF_MAIN(reference)
#endif
