// A do-while loop with a data-dependent trip count (Collatz steps, capped
// at 200) and a compound exit condition.
// LAUNCH: main -g 256 -l 64 sb:0:0=in:uint:256:1..100000 sb:0:1=out:uint:256

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Out;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint n = In[tid.x];
	uint steps = 0;

	do {
		n = (n & 1) != 0 ? 3 * n + 1 : n >> 1;
		steps++;
	} while (n != 1 && steps < 200);
	Out[tid.x] = steps;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *out = REF_PTR(L, 1, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		uint32_t n = in[t], steps = 0;

		do {
			n = (n & 1) != 0 ? 3 * n + 1 : n >> 1;
			steps++;
		} while (n != 1 && steps < 200);
		out[t] = steps;
	}
}

REF_MAIN(reference)
#endif
