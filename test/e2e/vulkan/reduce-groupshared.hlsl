// Group-shared tree reduction: each group of 64 threads loads its inputs into
// groupshared memory and halves the active range with a barrier per step.
// LAUNCH: main -g 256 -l 64 sb:0:0=in:float:256 sb:0:1=out:float:4
// TOLERANCE: rel=1e-6

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float> Out;

groupshared float Partial[64];

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint li : SV_GroupIndex,
    uint3 gid : SV_GroupID)
{
	Partial[li] = In[tid.x];
	GroupMemoryBarrierWithGroupSync();
	for (uint s = 32; s > 0; s >>= 1) {
		if (li < s)
			Partial[li] += Partial[li + s];
		GroupMemoryBarrierWithGroupSync();
	}
	if (li == 0)
		Out[gid.x] = Partial[0];
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *out = REF_PTR(L, 1, float);
	float part[64];

	for (size_t g = 0; g < L->global[0] / 64; g++) {
		for (unsigned i = 0; i < 64; i++)
			part[i] = in[g * 64 + i];
		for (unsigned s = 32; s > 0; s >>= 1)
			for (unsigned i = 0; i < s; i++)
				part[i] += part[i + s];
		out[g] = part[0];
	}
}

REF_MAIN(reference)
#endif
