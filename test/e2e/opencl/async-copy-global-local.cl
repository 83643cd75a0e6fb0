// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// async_work_group_copy global -> local, wait_group_events, a barrier, a
// rotation within the group in local memory, and an async copy back.
// LAUNCH: async_copy_global_local -g 64 -l 16 in:int:64 out:int:64 local:int:16 local:int:16

#ifndef REFERENCE
kernel void
async_copy_global_local(global const int *in, global int *out, local int *a, local int *b)
{
	size_t l = get_local_id(0), n = get_local_size(0), base = get_group_id(0) * n;
	event_t e = async_work_group_copy(a, in + base, n, 0);
	wait_group_events(1, &e);
	b[l] = a[(l + 3) % n] + 1;
	barrier(CLK_LOCAL_MEM_FENCE);
	e = async_work_group_copy(out + base, b, n, 0);
	wait_group_events(1, &e);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);
	size_t n = L->local[0];

	for (size_t g = 0; g < L->global[0]; g++) {
		size_t base = g - g % n;
		out[g] = (int32_t)((uint32_t)in[base + (g % n + 3) % n] + 1);
	}
}

REF_MAIN(reference)
#endif
