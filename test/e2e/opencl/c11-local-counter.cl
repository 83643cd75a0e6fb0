// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// C11 atomics on a __local atomic_int: atomic_init by one work-item, then
// atomic_fetch_add from all, and atomic_load after the barrier; each group's
// sum goes to its own output.
// LAUNCH: c11_local -g 128 -l 32 in:int:128:-50..50 out:int:128
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_local(global const int *in, global int *o)
{
	local atomic_int sum;
	size_t i = get_global_id(0);

	if (get_local_id(0) == 0)
		atomic_init(&sum, 1000);
	barrier(CLK_LOCAL_MEM_FENCE);
	atomic_fetch_add_explicit(&sum, in[i], memory_order_relaxed, memory_scope_work_group);
	barrier(CLK_LOCAL_MEM_FENCE);
	o[i] = atomic_load(&sum);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);
	size_t n = L->global[0], l = L->local[0];

	for (size_t g = 0; g < n; g += l) {
		int32_t s = 1000;
		for (size_t i = g; i < g + l; i++)
			s += in[i];
		for (size_t i = g; i < g + l; i++)
			o[i] = s;
	}
}

REF_MAIN(reference)
#endif
