// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// OpenCL 2.0 atomic_fetch_add on a global atomic_int and atomic_uint: every
// work-item adds its input; the totals are checked, and each work-item's own
// slot returns the value it held before (0).
// LAUNCH: c11_fetch_add -g 256 -l 64 in:int:256:-1000..1000 io:int:2:zero out:int:256 io:uint:256:zero
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_fetch_add(global const int *in, global atomic_int *sum, global int *old,
    global atomic_uint *slot)
{
	size_t i = get_global_id(0);

	atomic_fetch_add(&sum[0], in[i]);
	atomic_fetch_add(&sum[1], 1);
	old[i] = (int)atomic_fetch_add(&slot[i], (uint)i * 3u + 1u);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *sum = REF_PTR(L, 1, int32_t), *old = REF_PTR(L, 2, int32_t);
	uint32_t *slot = REF_PTR(L, 3, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		sum[0] += in[i];
		sum[1]++;
		old[i] = 0;
		slot[i] = (uint32_t)i * 3u + 1u;
	}
}

REF_MAIN(reference)
#endif
