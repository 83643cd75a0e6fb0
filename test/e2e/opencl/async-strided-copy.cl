// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// async_work_group_strided_copy gathers every 4th float of the group's
// slice into local memory, and scatters the scaled values back with a
// stride of 2 (the stride applies to the global side).
// LAUNCH: async_strided_copy -g 32 -l 8 in:float:128 out:float:64 local:float:8

#ifndef REFERENCE
kernel void
async_strided_copy(global const float *in, global float *out, local float *t)
{
	size_t l = get_local_id(0), n = get_local_size(0), grp = get_group_id(0);
	event_t e = async_work_group_strided_copy(t, in + grp * n * 4, n, 4, 0);
	wait_group_events(1, &e);
	t[l] *= 3.0f;
	barrier(CLK_LOCAL_MEM_FENCE);
	e = async_work_group_strided_copy(out + grp * n * 2, t, n, 2, 0);
	wait_group_events(1, &e);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *out = REF_PTR(L, 1, float);
	size_t n = L->local[0];

	for (size_t g = 0; g < L->global[0]; g++) {
		size_t grp = g / n, l = g % n;
		out[grp * n * 2 + 2 * l] = in[grp * n * 4 + 4 * l] * 3.0f;
	}
}

REF_MAIN(reference)
#endif
