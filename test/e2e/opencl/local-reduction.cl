// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Work-group tree reduction in a __local array declared in the kernel, with
// barrier(CLK_LOCAL_MEM_FENCE) between the steps: per-group sum and maximum.
// LAUNCH: local_reduction -g 256 -l 64 in:int:256:-1000..1000 out:int:8

#ifndef REFERENCE
#define WG 64

kernel void
local_reduction(global const int *in, global int *o)
{
	local int lsum[WG];
	local int lmax[WG];
	size_t lid = get_local_id(0);
	size_t gid = get_global_id(0);

	lsum[lid] = in[gid];
	lmax[lid] = in[gid];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t step = WG / 2; step > 0; step /= 2) {
		if (lid < step) {
			lsum[lid] += lsum[lid + step];
			lmax[lid] = max(lmax[lid], lmax[lid + step]);
		}
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (lid == 0) {
		o[2 * get_group_id(0)] = lsum[0];
		o[2 * get_group_id(0) + 1] = lmax[0];
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
	size_t wg = L->local[0];

	for (size_t g = 0; g < L->global[0] / wg; g++) {
		int32_t sum = 0, max = INT32_MIN;

		for (size_t k = 0; k < wg; k++) {
			sum += in[g * wg + k];
			if (in[g * wg + k] > max)
				max = in[g * wg + k];
		}
		o[2 * g] = sum;
		o[2 * g + 1] = max;
	}
}

REF_MAIN(reference)
#endif
