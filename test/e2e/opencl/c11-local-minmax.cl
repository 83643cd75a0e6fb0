// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_fetch_min/max and atomic_exchange on __local atomics per work-group,
// folded into global results by work-item 0 of each group.
// LAUNCH: c11_local_minmax -g 256 -l 64 in:int:256:-100000..100000 out:int:12
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_local_minmax(global const int *in, global int *o)
{
	local atomic_int mn, mx, last;
	size_t i = get_global_id(0), g = get_group_id(0);

	if (get_local_id(0) == 0) {
		atomic_init(&mn, INT_MAX);
		atomic_init(&mx, INT_MIN);
		atomic_init(&last, 0);
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	atomic_fetch_min(&mn, in[i]);
	atomic_fetch_max(&mx, in[i]);
	atomic_exchange(&last, 42);
	barrier(CLK_LOCAL_MEM_FENCE);
	if (get_local_id(0) == 0) {
		o[3 * g] = atomic_load(&mn);
		o[3 * g + 1] = atomic_load(&mx);
		o[3 * g + 2] = atomic_load(&last);
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
	size_t n = L->global[0], l = L->local[0];

	for (size_t g = 0; g < n / l; g++) {
		int32_t mn = INT32_MAX, mx = INT32_MIN;
		for (size_t i = g * l; i < (g + 1) * l; i++) {
			if (in[i] < mn)
				mn = in[i];
			if (in[i] > mx)
				mx = in[i];
		}
		o[3 * g] = mn;
		o[3 * g + 1] = mx;
		o[3 * g + 2] = 42;
	}
}

REF_MAIN(reference)
#endif
