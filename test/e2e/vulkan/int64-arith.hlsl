// 64-bit integers (shaderInt64): uint64_t and int64_t buffers, multiply,
// shifts across the 32-bit boundary, signed division, comparisons and
// conversions to and from 32 bits.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:ulong:64 sb:0:1=in:long:64:-1000000000000..1000000000000 sb:0:2=out:ulong:64 sb:0:3=out:long:64 sb:0:4=out:uint:64
// FEATURES: shaderInt64

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint64_t> U;
[[vk::binding(1, 0)]] StructuredBuffer<int64_t> S;
[[vk::binding(2, 0)]] RWStructuredBuffer<uint64_t> OutU;
[[vk::binding(3, 0)]] RWStructuredBuffer<int64_t> OutS;
[[vk::binding(4, 0)]] RWStructuredBuffer<uint> Low;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint64_t u = U[tid.x];
	int64_t s = S[tid.x];

	OutU[tid.x] = u * 0x100000001b3ull + (u >> 37) + ((uint64_t)tid.x << 40);
	OutS[tid.x] = s / 7 + s % 1000 - (s > 0 ? (int64_t)1 << 33 : -(s >> 3));
	Low[tid.x] = (uint)u ^ (uint)(u >> 32) ^ (uint)(s < -5 ? 1 : 0);
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint64_t *U = REF_PTR(L, 0, uint64_t);
	const int64_t *S = REF_PTR(L, 1, int64_t);
	uint64_t *ou = REF_PTR(L, 2, uint64_t);
	int64_t *os = REF_PTR(L, 3, int64_t);
	uint32_t *low = REF_PTR(L, 4, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		uint64_t u = U[t];
		int64_t s = S[t];

		ou[t] = u * 0x100000001b3ull + (u >> 37) + ((uint64_t)t << 40);
		os[t] = s / 7 + s % 1000 - (s > 0 ? (int64_t)1 << 33 : -(s >> 3));
		low[t] = (uint32_t)u ^ (uint32_t)(u >> 32) ^ (uint32_t)(s < -5);
	}
}

REF_MAIN(reference)
#endif
