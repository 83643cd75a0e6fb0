// Nested loops: a triangular inner loop, `continue` in the outer loop,
// `break` in both on data-dependent conditions.
// LAUNCH: main -g 64 -l 16 sb:0:0=in:uint:64:0..1000 sb:0:1=out:uint:64

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Out;

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint seed = In[tid.x];
	uint acc = 0;

	for (uint i = 0; i < 12; i++) {
		if (i == seed % 5)
			continue;
		for (uint j = i; j < 12; j++) {
			acc += (seed >> (j & 7)) & (i + j);
			if (acc % 97 == 13)
				break;
		}
		if (acc > 3000)
			break;
	}
	Out[tid.x] = acc;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *out = REF_PTR(L, 1, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		uint32_t seed = in[t], acc = 0;

		for (uint32_t i = 0; i < 12; i++) {
			if (i == seed % 5)
				continue;
			for (uint32_t j = i; j < 12; j++) {
				acc += (seed >> (j & 7)) & (i + j);
				if (acc % 97 == 13)
					break;
			}
			if (acc > 3000)
				break;
		}
		out[t] = acc;
	}
}

REF_MAIN(reference)
#endif
