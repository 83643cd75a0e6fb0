// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// __local buffers passed as kernel arguments (sized by the host): each
// work-group reverses its slice of the input through one, and rotates a
// float4 slice through another.
// LAUNCH: local_arg_buffer -g 64 -l 16 local:int:16 local:float4:16 in:int:64 in:float4:64 out:int:64 out:float4:64

#ifndef REFERENCE
kernel void
local_arg_buffer(local int *scratch, local float4 *vec, global const int *in,
    global const float4 *fin, global int *o, global float4 *of)
{
	size_t lid = get_local_id(0), n = get_local_size(0);
	size_t gid = get_global_id(0);

	scratch[lid] = in[gid];
	vec[lid] = fin[gid];
	barrier(CLK_LOCAL_MEM_FENCE);
	o[gid] = scratch[n - 1 - lid];
	of[gid] = vec[(lid + 1) % n].yzwx;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 2, int32_t);
	const float *fin = REF_PTR(L, 3, float);
	int32_t *o = REF_PTR(L, 4, int32_t);
	float *of = REF_PTR(L, 5, float);
	size_t n = L->local[0];

	for (size_t gid = 0; gid < L->global[0]; gid++) {
		size_t base = gid - gid % n, lid = gid % n;
		size_t src = base + (lid + 1) % n;

		o[gid] = in[base + n - 1 - lid];
		for (int k = 0; k < 4; k++)
			of[4 * gid + k] = fin[4 * src + (k + 1) % 4];
	}
}

REF_MAIN(reference)
#endif
