// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// to_local on a generic pointer to __local memory: the local buffer is written
// through the cast result and read back after the barrier.
// LAUNCH: to_local_k -g 64 -l 16 in:int:64 out:int:64
// CLSTD: CL2.0

#ifndef REFERENCE
static void
put(generic int *p, int v)
{
	local int *l = to_local(p);

	if (l)
		*l = v + 1;
}

kernel void
to_local_k(global const int *in, global int *o)
{
	local int t[16];
	size_t i = get_global_id(0), l = get_local_id(0);

	t[l] = 0;
	barrier(CLK_LOCAL_MEM_FENCE);
	put(&t[15 - l], in[i]);
	barrier(CLK_LOCAL_MEM_FENCE);
	o[i] = t[l];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);

	for (size_t g = 0; g < L->global[0]; g += 16)
		for (size_t l = 0; l < 16; l++)
			o[g + 15 - l] = (int32_t)((uint32_t)in[g + l] + 1u);
}

REF_MAIN(reference)
#endif
