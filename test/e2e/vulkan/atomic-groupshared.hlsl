// Atomics on groupshared memory (workgroup scope) between barriers: per
// group an add, min, max, or and a counter, then one thread writes them.
// LAUNCH: main -g 256 -l 64 sb:0:0=in:uint:256:0..1000000 sb:0:1=out:uint:20

#ifndef REFERENCE
#ifdef STANDIN
#define ATOMIC(op, dst, v, old) Interlocked##op(dst, v, old)
#else
#define ATOMIC_Add fetch_add
#define ATOMIC_Min fetch_min
#define ATOMIC_Max fetch_max
#define ATOMIC_Or fetch_or
#define ATOMIC_(f, dst, v) __scoped_atomic_##f(__builtin_addressof(dst), v, \
	__ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP)
#define ATOMIC__(f, dst, v) ATOMIC_(f, dst, v)
#define ATOMIC(op, dst, v, old) old = ATOMIC__(ATOMIC_##op, dst, v)
#endif

[[vk::binding(0, 0)]] StructuredBuffer<uint> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Out;

groupshared uint Stats[5];

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint li : SV_GroupIndex,
    uint3 gid : SV_GroupID)
{
	uint v = In[tid.x];
	uint old;

	if (li < 5)
		Stats[li] = li == 1 ? 0xffffffffu : 0u;
	GroupMemoryBarrierWithGroupSync();
	ATOMIC(Add, Stats[0], v, old);
	ATOMIC(Min, Stats[1], v, old);
	ATOMIC(Max, Stats[2], v, old);
	ATOMIC(Or, Stats[3], 1u << (v % 32), old);
	if (v % 3 == 0)
		ATOMIC(Add, Stats[4], 1u, old);
	GroupMemoryBarrierWithGroupSync();
	if (li < 5)
		Out[gid.x * 5 + li] = Stats[li];
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *out = REF_PTR(L, 1, uint32_t);

	for (size_t g = 0; g < L->global[0] / 64; g++) {
		uint32_t s[5] = { 0, 0xffffffffu, 0, 0, 0 };

		for (size_t i = g * 64; i < g * 64 + 64; i++) {
			uint32_t v = in[i];

			s[0] += v;
			s[1] = v < s[1] ? v : s[1];
			s[2] = v > s[2] ? v : s[2];
			s[3] |= 1u << (v % 32);
			s[4] += v % 3 == 0;
		}
		memcpy(out + 5 * g, s, sizeof(s));
	}
}

REF_MAIN(reference)
#endif
