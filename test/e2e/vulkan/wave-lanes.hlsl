// Lanes of an 8-lane subgroup: the lane index and count, the first lane,
// and WaveReadLaneAt with a constant lane (a broadcast) and with a lane
// computed per thread (a shuffle).
// LAUNCH: main -g 64 -l 64 sb:0:0=in:float:64 sb:0:1=out:uint:64 sb:0:2=out:float2:64
// FEATURES: subgroup-basic subgroup-ballot subgroup-shuffle subgroup-size-8

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Lanes;
[[vk::binding(2, 0)]] RWStructuredBuffer<float2> Read;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float v = In[tid.x];
	uint lane = WaveGetLaneIndex();

	Lanes[tid.x] = lane | WaveGetLaneCount() << 8 |
	    (WaveIsFirstLane() ? 1u : 0u) << 16;
	Read[tid.x] = float2(WaveReadLaneAt(v, 3),
	    WaveReadLaneAt(v, (lane + 1) % 8));
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	uint32_t *lanes = REF_PTR(L, 1, uint32_t);
	float *rd = REF_PTR(L, 2, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		size_t base = i & ~(size_t)7, lane = i & 7;

		lanes[i] = (uint32_t)lane | 8u << 8 | (uint32_t)(lane == 0) << 16;
		rd[2 * i] = in[base + 3];
		rd[2 * i + 1] = in[base + (lane + 1) % 8];
	}
}

REF_MAIN(reference)
#endif
