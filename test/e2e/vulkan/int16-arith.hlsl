// 16-bit integers (shaderInt16, storageBuffer16BitAccess): int16_t and
// uint16_t buffers, wrapping arithmetic, shifts, widening and narrowing.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:short:64 sb:0:1=in:ushort:64 sb:0:2=out:short:64 sb:0:3=out:ushort:64 sb:0:4=out:int:64
// FEATURES: shaderInt16 storageBuffer16BitAccess
// CLANG-FLAGS: -Xclang -fnative-half-type -Xclang -fnative-int16-type
// GLSLANG-FLAGS: --hlsl-enable-16bit-types

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int16_t> S;
[[vk::binding(1, 0)]] StructuredBuffer<uint16_t> U;
[[vk::binding(2, 0)]] RWStructuredBuffer<int16_t> OutS;
[[vk::binding(3, 0)]] RWStructuredBuffer<uint16_t> OutU;
[[vk::binding(4, 0)]] RWStructuredBuffer<int> Wide;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int16_t s = S[tid.x];
	uint16_t u = U[tid.x];

	OutS[tid.x] = (int16_t)(s * (int16_t)3 + (int16_t)(s >> 2));
	OutU[tid.x] = (uint16_t)((u << 3) ^ (u >> 5)) + (uint16_t)tid.x;
	Wide[tid.x] = (int)s * (int)u;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int16_t *S = REF_PTR(L, 0, int16_t);
	const uint16_t *U = REF_PTR(L, 1, uint16_t);
	int16_t *os = REF_PTR(L, 2, int16_t);
	uint16_t *ou = REF_PTR(L, 3, uint16_t);
	int32_t *wide = REF_PTR(L, 4, int32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		int16_t s = S[t];
		uint16_t u = U[t];

		os[t] = (int16_t)(uint16_t)((uint32_t)s * 3u +
		    (uint32_t)(int16_t)(s >> 2));
		ou[t] = (uint16_t)((uint16_t)((u << 3) ^ (u >> 5)) + (uint16_t)t);
		wide[t] = (int32_t)s * (int32_t)u;
	}
}

REF_MAIN(reference)
#endif
