// Wave votes and ballots with 8-lane subgroups: all/any true, the ballot's
// low word, and the count of set bits, over the whole subgroup and inside
// a branch taken by some lanes.
// LAUNCH: main -g 128 -l 32 sb:0:0=in:uint:128:0..9 sb:0:1=out:uint4:128
// FEATURES: subgroup-vote subgroup-ballot subgroup-size-8

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint4> Out;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint v = In[tid.x];
	uint4 r;

	r.x = (WaveActiveAllTrue(v < 9) ? 1u : 0u) |
	    (WaveActiveAnyTrue(v == 0) ? 2u : 0u);
	r.y = WaveActiveBallot(v >= 5).x;
	r.z = WaveActiveCountBits((v & 1) != 0);
	r.w = 99;
	if (v >= 3)
		r.w = WaveActiveCountBits(true);
	Out[tid.x] = r;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *out = REF_PTR(L, 1, uint32_t);

	for (size_t s = 0; s < L->global[0]; s += 8) {
		uint32_t all = 1, any = 0, ballot = 0, odd = 0, big = 0;

		for (size_t i = s; i < s + 8; i++) {
			all &= in[i] < 9;
			any |= in[i] == 0;
			ballot |= (uint32_t)(in[i] >= 5) << (i - s);
			odd += in[i] & 1;
			big += in[i] >= 3;
		}
		for (size_t i = s; i < s + 8; i++) {
			out[4 * i] = all | any << 1;
			out[4 * i + 1] = ballot;
			out[4 * i + 2] = odd;
			out[4 * i + 3] = in[i] >= 3 ? big : 99;
		}
	}
}

REF_MAIN(reference)
#endif
