// Bitonic sort of 64 keys per group in groupshared memory: two nested
// loops with a barrier in the inner one, compare-and-swap by one thread of
// each pair.  The sequence length comes from a push constant, so -O3 keeps
// the loops (fully unrolled, clang 22's IR fails LLVM 19's convergence
// verifier: a loop token after a barrier in one block).
// LAUNCH: main -g 128 -l 64 pc=val:uint:64 sb:0:0=in:uint:128 sb:0:1=out:uint:128

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Out;

groupshared uint Keys[64];

struct Size {
	uint N;	/* 64 */
};

#ifdef STANDIN
/* glslang puts a plain struct variable in the $Global uniform block */
[[vk::push_constant]] ConstantBuffer<Size> PC;
#else
[[vk::push_constant]] Size PC;
#endif

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint li : SV_GroupIndex)
{
	Keys[li] = In[tid.x];
	GroupMemoryBarrierWithGroupSync();
	for (uint k = 2; k <= PC.N; k <<= 1) {
		for (uint j = k >> 1; j > 0; j >>= 1) {
			uint p = li ^ j;
			if (p > li) {
				uint a = Keys[li], b = Keys[p];
				bool up = (li & k) == 0;
				if ((a > b) == up) {
					Keys[li] = b;
					Keys[p] = a;
				}
			}
			GroupMemoryBarrierWithGroupSync();
		}
	}
	Out[tid.x] = Keys[li];
}
#else
#include "ref.h"

static int
cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 1, uint32_t);
	uint32_t *out = REF_PTR(L, 2, uint32_t);

	memcpy(out, in, L->global[0] * sizeof(uint32_t));
	for (size_t g = 0; g < L->global[0]; g += 64)
		qsort(out + g, 64, sizeof(uint32_t), cmp_u32);
}

REF_MAIN(reference)
#endif
