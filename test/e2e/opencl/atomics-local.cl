// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Atomics on __local counters: each work-group counts, sums and takes the
// maximum of its slice with atomic_inc/atomic_add/atomic_max and a
// compare-and-swap loop, then one work-item folds the group's sum into a
// global total with atomic_add.
// LAUNCH: atomics_local -g 128 -l 32 in:int:128:-500..500 out:int:16 io:int:1:=7

#ifndef REFERENCE
kernel void
atomics_local(global const int *in, global int *o, volatile global int *total)
{
	local int cnt, sum, max, cas;
	size_t lid = get_local_id(0), g = get_group_id(0);
	int v = in[get_global_id(0)], old;

	if (lid == 0) {
		cnt = 0;
		sum = 0;
		max = INT_MIN;
		cas = 1;
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	atomic_inc(&cnt);
	atomic_add(&sum, v);
	atomic_max(&max, v);
	do {
		old = cas;
	} while (atomic_cmpxchg(&cas, old, old * 3 % 1000003) != old);
	barrier(CLK_LOCAL_MEM_FENCE);
	if (lid == 0) {
		o[4 * g] = cnt;
		o[4 * g + 1] = sum;
		o[4 * g + 2] = max;
		o[4 * g + 3] = cas;
		atomic_add(total, sum);
	}
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);
	int32_t *total = REF_PTR(L, 2, int32_t);
	size_t wg = L->local[0];

	for (size_t g = 0; g < L->global[0] / wg; g++) {
		int32_t sum = 0, max = INT32_MIN, cas = 1;

		for (size_t k = 0; k < wg; k++) {
			sum += in[g * wg + k];
			if (in[g * wg + k] > max)
				max = in[g * wg + k];
			cas = cas * 3 % 1000003;
		}
		o[4 * g] = (int32_t)wg;
		o[4 * g + 1] = sum;
		o[4 * g + 2] = max;
		o[4 * g + 3] = cas;
		*total += sum;
	}
}

REF_MAIN(reference)
#endif
