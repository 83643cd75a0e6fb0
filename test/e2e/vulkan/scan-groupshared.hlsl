// Inclusive prefix sum within each group of 64 (Hillis-Steele): two
// groupshared rows used in turn, a barrier after every step.
// LAUNCH: main -g 256 -l 64 sb:0:0=in:uint:256:0..100000 sb:0:1=out:uint:256

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Out;

groupshared uint Rows[2][64];

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint li : SV_GroupIndex)
{
	uint cur = 0;

	Rows[0][li] = In[tid.x];
	GroupMemoryBarrierWithGroupSync();
	for (uint off = 1; off < 64; off <<= 1) {
		uint v = Rows[cur][li];
		if (li >= off)
			v += Rows[cur][li - off];
		Rows[1 - cur][li] = v;
		cur = 1 - cur;
		GroupMemoryBarrierWithGroupSync();
	}
	Out[tid.x] = Rows[cur][li];
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *out = REF_PTR(L, 1, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++)
		out[i] = (i % 64 ? out[i - 1] : 0) + in[i];
}

REF_MAIN(reference)
#endif
