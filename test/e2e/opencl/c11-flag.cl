// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_flag_test_and_set: of all the work-items of a group that race for
// their group's flag, exactly one sees it clear; the winner clears it again
// with atomic_flag_clear_explicit only after counting.
// LAUNCH: c11_flag -g 256 -l 64 io:int:4:zero io:int:4:zero
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_flag(global atomic_flag *flags, global atomic_int *winners)
{
	size_t g = get_group_id(0);

	if (!atomic_flag_test_and_set(&flags[g]))
		atomic_fetch_add(&winners[g], 1);
	barrier(CLK_GLOBAL_MEM_FENCE);
	if (get_local_id(0) == 0)
		atomic_flag_clear_explicit(&flags[g], memory_order_release, memory_scope_device);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	int32_t *flags = REF_PTR(L, 0, int32_t), *winners = REF_PTR(L, 1, int32_t);

	for (size_t g = 0; g < L->global[0] / L->local[0]; g++) {
		flags[g] = 0;
		winners[g] = 1;
	}
}

REF_MAIN(reference)
#endif
