// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_cmpxchg on a __local uint: a lock-free maximum of a hash of the
// input, then atomic_dec counts the group down to zero.
// LAUNCH: cmpxchg_local -g 256 -l 64 in:uint:256 out:uint:8

#ifndef REFERENCE
kernel void
cmpxchg_local(global const uint *in, global uint *o)
{
	local uint best, left;
	size_t g = get_group_id(0);
	uint v = in[get_global_id(0)] * 2654435761u, old;

	if (get_local_id(0) == 0) {
		best = 0;
		left = (uint)get_local_size(0);
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	old = best;
	while (v > old) {
		uint seen = atomic_cmpxchg(&best, old, v);
		if (seen == old)
			break;
		old = seen;
	}
	atomic_dec(&left);
	barrier(CLK_LOCAL_MEM_FENCE);
	if (get_local_id(0) == 0) {
		o[2 * g] = best;
		o[2 * g + 1] = left;
	}
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *o = REF_PTR(L, 1, uint32_t);
	size_t l = L->local[0];

	for (size_t g = 0; g < L->global[0] / l; g++) {
		uint32_t best = 0;
		for (size_t i = g * l; i < (g + 1) * l; i++) {
			uint32_t v = in[i] * 2654435761u;
			if (v > best)
				best = v;
		}
		o[2 * g] = best;
		o[2 * g + 1] = 0;
	}
}

REF_MAIN(reference)
#endif
