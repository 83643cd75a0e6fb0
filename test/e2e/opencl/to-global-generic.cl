// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// to_global on a generic pointer that points to global memory gives it back
// (not NULL); the store goes through the result. A function keeps the generic
// pointer at -O0.
// LAUNCH: to_global_k -g 64 -l 16 in:int:64 out:int:64 out:int:64
// CLSTD: CL2.0

#ifndef REFERENCE
static int
put(generic int *p, int v)
{
	global int *g = to_global(p);

	if (g)
		*g = v * 2;
	return g != 0;
}

kernel void
to_global_k(global const int *in, global int *o, global int *ok)
{
	size_t i = get_global_id(0);

	ok[i] = put(&o[i], in[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t), *ok = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		o[i] = (int32_t)((uint32_t)in[i] * 2u);
		ok[i] = 1;
	}
}

REF_MAIN(reference)
#endif
