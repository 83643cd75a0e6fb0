// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_compare_exchange_strong_explicit on each work-item's own slot: it
// succeeds when the expected value matches (the slot takes the new value) and
// fails otherwise, returning 0 and writing the current value to *expected.
// LAUNCH: c11_cas_result -g 64 -l 16 io:int:64:idx out:int:64 out:int:64
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_cas_result(global atomic_int *a, global int *ok, global int *seen)
{
	int i = (int)get_global_id(0);
	int e = i % 3 == 0 ? i : i + 1000;

	ok[i] = atomic_compare_exchange_strong_explicit(&a[i], &e, -i, memory_order_acq_rel,
	                                                memory_order_acquire, memory_scope_device);
	seen[i] = e;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	int32_t *a = REF_PTR(L, 0, int32_t), *ok = REF_PTR(L, 1, int32_t), *seen = REF_PTR(L, 2, int32_t);

	for (int32_t i = 0; i < (int32_t)L->global[0]; i++) {
		int32_t e = i % 3 == 0 ? i : i + 1000;
		if (a[i] == e) {
			a[i] = -i;
			ok[i] = 1;
		} else {
			ok[i] = 0;
			e = a[i];
		}
		seen[i] = e;
	}
}

REF_MAIN(reference)
#endif
