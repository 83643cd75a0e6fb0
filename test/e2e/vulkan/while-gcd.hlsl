// A while loop with a data-dependent trip count (Euclid's algorithm) over
// two input buffers.
// LAUNCH: main -g 128 -l 64 sb:0:0=in:uint:128:1..5000 sb:0:1=in:uint:128:1..5000 sb:0:2=out:uint:128

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint> A;
[[vk::binding(1, 0)]] StructuredBuffer<uint> B;
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> Out;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint a = A[tid.x], b = B[tid.x];

	while (b != 0) {
		uint t = a % b;
		a = b;
		b = t;
	}
	Out[tid.x] = a;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *A = REF_PTR(L, 0, uint32_t), *B = REF_PTR(L, 1, uint32_t);
	uint32_t *out = REF_PTR(L, 2, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		uint32_t a = A[i], b = B[i], t;

		while (b != 0) {
			t = a % b;
			a = b;
			b = t;
		}
		out[i] = a;
	}
}

REF_MAIN(reference)
#endif
