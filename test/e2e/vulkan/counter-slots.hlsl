// RWStructuredBuffer counters: IncrementCounter() hands out the distinct
// slots 0..N-1 (each marked once; the counter ends at N) and
// DecrementCounter() counts a second counter down from N, returning the
// count after, so it hands out N-1..0. The counters are storage buffers of
// their own at the first bindings the set has free (2 and 3 here).
// LAUNCH: main -g 256 -l 64 sb:0:0=out:uint:256 sb:0:1=out:uint:256 sb:0:2=io:uint:1:zero sb:0:3=io:uint:1:=256

#ifndef REFERENCE
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> Up;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Down;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint s = Up.IncrementCounter();
	Up[s] = 1u;
	uint d = Down.DecrementCounter();
	Down[d] = 2u;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	uint32_t *up = REF_PTR(L, 0, uint32_t);
	uint32_t *down = REF_PTR(L, 1, uint32_t);
	uint32_t *upc = REF_PTR(L, 2, uint32_t);
	uint32_t *downc = REF_PTR(L, 3, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		up[(*upc)++] = 1u;
		down[--(*downc)] = 2u;
	}
}

REF_MAIN(reference)
#endif
