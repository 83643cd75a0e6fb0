// Compare-and-swap in a retry loop: a float accumulator updated through
// its bits (the values are small integers, so any order gives the same
// exact sum), and an exchange whose final value is the same from every
// thread.
// LAUNCH: main -g 128 -l 32 sb:0:0=in:int:128:-50..50 sb:0:1=io:uint:2:zero

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Acc;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float add = (float)In[tid.x];
	uint seen = Acc[0];
	uint prev;

	for (;;) {
		uint want = asuint(asfloat(seen) + add);
#ifdef STANDIN
		InterlockedCompareExchange(Acc[0], seen, want, prev);
#else
		prev = seen;
		__scoped_atomic_compare_exchange_n(__builtin_addressof(Acc[0]),
		    __builtin_addressof(prev), want, false, __ATOMIC_RELAXED,
		    __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
#endif
		if (prev == seen)
			break;
		seen = prev;
	}
#ifdef STANDIN
	InterlockedExchange(Acc[1], 0x12345678u, prev);
#else
	prev = __scoped_atomic_exchange_n(__builtin_addressof(Acc[1]),
	    0x12345678u, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
#endif
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	uint32_t *acc = REF_PTR(L, 1, uint32_t);
	float sum = 0;

	for (size_t t = 0; t < L->global[0]; t++)
		sum += (float)in[t];
	memcpy(&acc[0], &sum, 4);
	acc[1] = 0x12345678u;
}

REF_MAIN(reference)
#endif
