// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_exchange on each work-item's own slot returns the old value and
// leaves the new one; atomic_exchange_explicit with acq_rel at work-group scope.
// LAUNCH: c11_exchange -g 128 -l 32 in:int:128 io:int:128:idx out:int:128 io:int:128:zero out:int:128
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_exchange(global const int *in, global atomic_int *a, global int *old,
    global atomic_int *b, global int *old2)
{
	size_t i = get_global_id(0);

	old[i] = atomic_exchange(&a[i], in[i]);
	old2[i] = atomic_exchange_explicit(&b[i], -in[i], memory_order_acq_rel, memory_scope_work_group);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *a = REF_PTR(L, 1, int32_t), *old = REF_PTR(L, 2, int32_t);
	int32_t *b = REF_PTR(L, 3, int32_t), *old2 = REF_PTR(L, 4, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		old[i] = a[i];
		a[i] = in[i];
		old2[i] = b[i];
		b[i] = (int32_t)(0u - (uint32_t)in[i]);
	}
}

REF_MAIN(reference)
#endif
