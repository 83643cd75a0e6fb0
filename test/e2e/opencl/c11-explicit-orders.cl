// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_fetch_add_explicit with every memory_order and the work_item,
// work_group and device memory scopes: the total counts every addition.
// LAUNCH: c11_orders -g 128 -l 32 io:int:1:zero
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_orders(global atomic_int *c)
{
	atomic_fetch_add_explicit(c, 1, memory_order_relaxed);
	atomic_fetch_add_explicit(c, 2, memory_order_acquire, memory_scope_device);
	atomic_fetch_add_explicit(c, 3, memory_order_release, memory_scope_device);
	atomic_fetch_add_explicit(c, 4, memory_order_acq_rel, memory_scope_work_group);
	atomic_fetch_add_explicit(c, 5, memory_order_seq_cst, memory_scope_device);
	atomic_fetch_add_explicit(c, 6, memory_order_relaxed, memory_scope_work_item);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	int32_t *c = REF_PTR(L, 0, int32_t);

	c[0] = (int32_t)L->global[0] * 21;
}

REF_MAIN(reference)
#endif
