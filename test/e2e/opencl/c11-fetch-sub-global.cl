// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_fetch_sub on global atomic_int counters: all work-items subtract
// from a shared total; each also subtracts from its own slot and returns the
// old value.
// LAUNCH: c11_fetch_sub -g 128 -l 32 in:int:128:0..100 io:int:1:=100000 io:int:128:idx out:int:128
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_fetch_sub(global const int *in, global atomic_int *total, global atomic_int *slot,
    global int *old)
{
	size_t i = get_global_id(0);

	atomic_fetch_sub(total, in[i]);
	old[i] = atomic_fetch_sub(&slot[i], in[i] + 7);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *total = REF_PTR(L, 1, int32_t), *slot = REF_PTR(L, 2, int32_t);
	int32_t *old = REF_PTR(L, 3, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		total[0] -= in[i];
		old[i] = slot[i];
		slot[i] -= in[i] + 7;
	}
}

REF_MAIN(reference)
#endif
