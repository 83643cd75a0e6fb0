// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// A 16-bin histogram per work-group with atomic_inc on __local counters, merged
// into a global histogram with atomic_add (OpenCL 1.x atomics).
// LAUNCH: histogram -g 512 -l 128 in:uint:512 io:uint:16:zero

#ifndef REFERENCE
kernel void
histogram(global const uint *in, volatile global uint *h)
{
	local uint bins[16];
	size_t l = get_local_id(0);

	if (l < 16)
		bins[l] = 0;
	barrier(CLK_LOCAL_MEM_FENCE);
	atomic_inc(&bins[in[get_global_id(0)] >> 28]);
	barrier(CLK_LOCAL_MEM_FENCE);
	if (l < 16)
		atomic_add(&h[l], bins[l]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *h = REF_PTR(L, 1, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++)
		h[in[i] >> 28]++;
}

REF_MAIN(reference)
#endif
