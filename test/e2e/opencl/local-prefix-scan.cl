// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Inclusive prefix sum per work-group (Hillis-Steele), with barriers inside
// a loop and a private temporary carried across them.
// LAUNCH: local_prefix_scan -g 128 -l 32 in:int:128:-100..100 out:int:128

#ifndef REFERENCE
kernel void
local_prefix_scan(global const int *in, global int *o)
{
	local int buf[32];
	size_t lid = get_local_id(0), gid = get_global_id(0);
	int v;

	buf[lid] = in[gid];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t off = 1; off < get_local_size(0); off *= 2) {
		v = lid >= off ? buf[lid - off] : 0;
		barrier(CLK_LOCAL_MEM_FENCE);
		buf[lid] += v;
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	o[gid] = buf[lid];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);
	size_t n = L->local[0];
	int32_t run = 0;

	for (size_t gid = 0; gid < L->global[0]; gid++) {
		if (gid % n == 0)
			run = 0;
		run += in[gid];
		o[gid] = run;
	}
}

REF_MAIN(reference)
#endif
