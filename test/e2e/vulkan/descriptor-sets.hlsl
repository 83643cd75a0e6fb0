// Resources spread over descriptor sets 0, 1 and 3 (set 2 unused) at
// scattered binding numbers.
// LAUNCH: main -g 64 -l 64 sb:1:5=in:uint:64 sb:3:0=in:uint:64:0..7 sb:0:2=out:uint:64 sb:3:7=out:uint:8

#ifndef REFERENCE
[[vk::binding(5, 1)]] StructuredBuffer<uint> Values;
[[vk::binding(0, 3)]] StructuredBuffer<uint> Keys;
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> Mixed;
[[vk::binding(7, 3)]] RWStructuredBuffer<uint> First;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint k = Keys[tid.x];

	Mixed[tid.x] = Values[tid.x] ^ (k * 0x9e3779b9u);
	if (tid.x < 8)
		First[tid.x] = Values[Keys[tid.x] * 8 + tid.x];
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *values = REF_PTR(L, 0, uint32_t);
	const uint32_t *keys = REF_PTR(L, 1, uint32_t);
	uint32_t *mixed = REF_PTR(L, 2, uint32_t);
	uint32_t *first = REF_PTR(L, 3, uint32_t);

	for (size_t t = 0; t < 64; t++) {
		mixed[t] = values[t] ^ (keys[t] * 0x9e3779b9u);
		if (t < 8)
			first[t] = values[keys[t] * 8 + t];
	}
}

REF_MAIN(reference)
#endif
