// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Work-item functions in a 2D launch (8x6 items in 4x3 groups): ids, sizes
// and group counts in both dimensions, the work dimension, and dimension 2
// (unused: id 0, size 1).  Each item writes a row at its linear index.
// LAUNCH: workitem_2d -g 8,6 -l 4,3 out:uint:672

#ifndef REFERENCE
kernel void
workitem_2d(global uint *o)
{
	size_t x = get_global_id(0), y = get_global_id(1);
	global uint *r = o + 14 * (y * get_global_size(0) + x);

	r[0] = (uint)x;
	r[1] = (uint)y;
	r[2] = (uint)get_local_id(0);
	r[3] = (uint)get_local_id(1);
	r[4] = (uint)get_group_id(0);
	r[5] = (uint)get_group_id(1);
	r[6] = (uint)get_local_size(0);
	r[7] = (uint)get_local_size(1);
	r[8] = (uint)get_num_groups(0);
	r[9] = (uint)get_num_groups(1);
	r[10] = (uint)get_global_size(0);
	r[11] = (uint)get_global_size(1);
	r[12] = get_work_dim();
	r[13] = (uint)(get_global_id(2) + get_global_size(2) * 10);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	uint32_t *o = REF_PTR(L, 0, uint32_t);
	size_t gx = L->global[0], gy = L->global[1];
	size_t lx = L->local[0], ly = L->local[1];

	for (size_t y = 0; y < gy; y++) {
		for (size_t x = 0; x < gx; x++) {
			uint32_t *r = o + 14 * (y * gx + x);

			r[0] = (uint32_t)x;
			r[1] = (uint32_t)y;
			r[2] = (uint32_t)(x % lx);
			r[3] = (uint32_t)(y % ly);
			r[4] = (uint32_t)(x / lx);
			r[5] = (uint32_t)(y / ly);
			r[6] = (uint32_t)lx;
			r[7] = (uint32_t)ly;
			r[8] = (uint32_t)(gx / lx);
			r[9] = (uint32_t)(gy / ly);
			r[10] = (uint32_t)gx;
			r[11] = (uint32_t)gy;
			r[12] = 2;
			r[13] = 10;
		}
	}
}

REF_MAIN(reference)
#endif
