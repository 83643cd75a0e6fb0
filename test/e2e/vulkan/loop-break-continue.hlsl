// A counted loop with `continue` on some iterations and two data-dependent
// `break`s (one on the running sum, one on the thread's index).
// LAUNCH: main -g 128 -l 32 sb:0:0=in:int:128:-50..50 sb:0:1=out:int:128

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<int> Out;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int x = In[tid.x];
	int acc = 0;

	for (int i = 0; i < 64; i++) {
		if ((i & 3) == 1)
			continue;
		acc += x * i - (i ^ x);
		if (acc > 500 || acc < -500)
			break;
		if (i == (int)(tid.x & 31) + 20)
			break;
	}
	Out[tid.x] = acc;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		int32_t x = in[t], acc = 0;

		for (int32_t i = 0; i < 64; i++) {
			if ((i & 3) == 1)
				continue;
			acc += x * i - (i ^ x);
			if (acc > 500 || acc < -500)
				break;
			if (i == (int32_t)(t & 31) + 20)
				break;
		}
		out[t] = acc;
	}
}

REF_MAIN(reference)
#endif
