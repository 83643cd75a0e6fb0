// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Work-item functions in a 1D launch: get_global_id, get_local_id,
// get_group_id, get_local_size, get_num_groups, get_global_size and
// get_work_dim, including queries of the unused dimension 1 (which report
// id 0 and size 1).  Two launches with different sizes.
// LAUNCH: workitem_1d -g 48 -l 8 out:uint:480
// LAUNCH: workitem_1d -g 12 -l 3 out:uint:120

#ifndef REFERENCE
kernel void
workitem_1d(global uint *o)
{
	size_t i = get_global_id(0);
	global uint *r = o + 10 * i;

	r[0] = (uint)i;
	r[1] = (uint)get_local_id(0);
	r[2] = (uint)get_group_id(0);
	r[3] = (uint)get_local_size(0);
	r[4] = (uint)get_num_groups(0);
	r[5] = (uint)get_global_size(0);
	r[6] = get_work_dim();
	r[7] = (uint)(get_global_id(1) + get_local_id(1) * 10);
	r[8] = (uint)(get_global_size(1) * 100 + get_local_size(1) * 10 +
	    get_num_groups(1));
	r[9] = (uint)(get_group_id(0) * get_local_size(0) + get_local_id(0));
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	uint32_t *o = REF_PTR(L, 0, uint32_t);
	size_t n = L->global[0], l = L->local[0];

	for (size_t i = 0; i < n; i++) {
		uint32_t *r = o + 10 * i;

		r[0] = (uint32_t)i;
		r[1] = (uint32_t)(i % l);
		r[2] = (uint32_t)(i / l);
		r[3] = (uint32_t)l;
		r[4] = (uint32_t)(n / l);
		r[5] = (uint32_t)n;
		r[6] = 1;
		r[7] = 0;
		r[8] = 111;
		r[9] = (uint32_t)i;
	}
}

REF_MAIN(reference)
#endif
