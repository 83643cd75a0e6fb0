// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// The values returned by atomic_inc and atomic_add are tickets: every
// work-item must get a different one.  Each work-item marks its ticket's
// slot, so every slot is marked exactly once whatever the order.
// LAUNCH: atomics_inc_unique -g 128 -l 16 io:uint:2:zero io:int:128:zero io:int:64:zero

#ifndef REFERENCE
kernel void
atomics_inc_unique(volatile global uint *counter, volatile global int *slots,
    volatile global int *pairs)
{
	uint t = atomic_inc(&counter[0]);
	uint p = atomic_add(&counter[1], 2u);

	atomic_add(&slots[t], 1);
	atomic_add(&pairs[p / 4], (int)(p % 4) + 1);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	uint32_t *counter = REF_PTR(L, 0, uint32_t);
	int32_t *slots = REF_PTR(L, 1, int32_t);
	int32_t *pairs = REF_PTR(L, 2, int32_t);
	uint32_t n = (uint32_t)L->global[0];

	counter[0] = n;
	counter[1] = 2 * n;
	for (uint32_t k = 0; k < n; k++)
		slots[k] = 1;
	/* tickets 0, 2, 4, ...: slot p/4 gets (p%4)+1 for p = 4j and 4j+2 */
	for (uint32_t k = 0; k < n / 2; k++)
		pairs[k] = 1 + 3;
}

REF_MAIN(reference)
#endif
