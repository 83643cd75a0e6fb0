// Push constants ([[vk::push_constant]] struct): a float, a uint, a float2
// at offsets 0, 4 and 8, read by every thread; the second launch sets Mode
// to 1 (the bits of the float 1e-45).
// LAUNCH: main -g 64 -l 32 pc=val:float4:2.5,0,-1.25,0.75 sb:0:0=in:float:64 sb:0:1=out:float2:64
// LAUNCH: main -g 64 -l 32 pc=val:float4:-3,1e-45,4.5,8 sb:0:0=in:float:64 sb:0:1=out:float2:64
// TOLERANCE: ulp=2

#ifndef REFERENCE
struct Constants {
	float Scale;
	uint Mode;
	float2 Shift;
};

#ifdef STANDIN
/* glslang puts a plain struct variable in the $Global uniform block */
[[vk::push_constant]] ConstantBuffer<Constants> PC;
#else
[[vk::push_constant]] Constants PC;
#endif

[[vk::binding(0, 0)]] StructuredBuffer<float> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float2> Out;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float x = In[tid.x] * PC.Scale;

	if (PC.Mode == 0)
		Out[tid.x] = float2(x, -x) + PC.Shift;
	else
		Out[tid.x] = PC.Shift;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *pc = REF_PTR(L, 0, float);
	const float *in = REF_PTR(L, 1, float);
	float *out = REF_PTR(L, 2, float);
	uint32_t mode;

	memcpy(&mode, pc + 1, 4);
	for (size_t t = 0; t < L->global[0]; t++) {
		float x = in[t] * pc[0];

		out[2 * t] = (mode == 0 ? x : 0) + pc[2];
		out[2 * t + 1] = (mode == 0 ? -x : 0) + pc[3];
	}
}

REF_MAIN(reference)
#endif
