// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vload4/vstore4 on a float buffer at element offsets (not 16-byte aligned
// addresses): out[i] = reversed lanes of in[i*4+1 .. i*4+4] scaled by 2.
// LAUNCH: vload_vstore_float4 -g 32 -l 8 in:float:132 out:float:128

#ifndef REFERENCE
kernel void
vload_vstore_float4(global const float *in, global float *out)
{
	size_t i = get_global_id(0);
	float4 v = vload4(0, in + 4 * i + 1);
	vstore4(v.wzyx * 2.0f, i, out);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *out = REF_PTR(L, 1, float);

	for (size_t i = 0; i < L->global[0]; i++)
		for (int k = 0; k < 4; k++)
			out[4 * i + k] = in[4 * i + 1 + (3 - k)] * 2.0f;
}

REF_MAIN(reference)
#endif
