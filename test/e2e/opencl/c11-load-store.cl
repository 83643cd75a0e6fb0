// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_init, atomic_store and atomic_load (default and _explicit) on global
// atomic_int slots, each work-item on its own slot.
// LAUNCH: c11_load_store -g 64 -l 16 in:int:64 io:int:64:zero out:int:64 out:int:64
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_load_store(global const int *in, global atomic_int *a, global int *o1, global int *o2)
{
	size_t i = get_global_id(0);

	atomic_init(&a[i], 5);
	o1[i] = atomic_load(&a[i]);
	atomic_store_explicit(&a[i], in[i], memory_order_release, memory_scope_work_group);
	o2[i] = atomic_load_explicit(&a[i], memory_order_acquire) ^ 0x55;
	atomic_store(&a[i], o2[i] + 1);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *a = REF_PTR(L, 1, int32_t), *o1 = REF_PTR(L, 2, int32_t), *o2 = REF_PTR(L, 3, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		o1[i] = 5;
		o2[i] = in[i] ^ 0x55;
		a[i] = (int32_t)((uint32_t)o2[i] + 1u);
	}
}

REF_MAIN(reference)
#endif
