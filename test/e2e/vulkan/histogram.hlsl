// Application: a 64-bin histogram of 4096 values.  Each group counts into
// a groupshared histogram with workgroup-scope atomics, then adds it to the
// global one with device-scope atomics (only non-zero bins).
// LAUNCH: main -g 4096 -l 256 sb:0:0=in:uint:4096 sb:0:1=io:uint:64:zero

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Hist;

groupshared uint Local[64];

[numthreads(256, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint li : SV_GroupIndex)
{
	uint old;

	if (li < 64)
		Local[li] = 0;
	GroupMemoryBarrierWithGroupSync();
	uint v = In[tid.x];
	uint bin = (v ^ (v >> 13) ^ (v >> 26)) & 63u;
#ifdef STANDIN
	InterlockedAdd(Local[bin], 1u, old);
#else
	old = __scoped_atomic_fetch_add(__builtin_addressof(Local[bin]), 1u,
	    __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);
#endif
	GroupMemoryBarrierWithGroupSync();
	if (li < 64 && Local[li] != 0) {
#ifdef STANDIN
		InterlockedAdd(Hist[li], Local[li], old);
#else
		old = __scoped_atomic_fetch_add(__builtin_addressof(Hist[li]),
		    Local[li], __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
#endif
	}
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *hist = REF_PTR(L, 1, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		uint32_t v = in[t];

		hist[(v ^ (v >> 13) ^ (v >> 26)) & 63u]++;
	}
}

REF_MAIN(reference)
#endif
