// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// prefetch (OpenCL.std prefetch) of the elements a work-item is about to
// read, of int and of float2; prefetch is a hint and changes no result.
// LAUNCH: prefetch_read -g 32 in:int:64 in:float2:32 out:int:32 out:float2:32

#ifndef REFERENCE
kernel void
prefetch_read(global const int *a, global const float2 *f, global int *o, global float2 *of)
{
	size_t i = get_global_id(0);
	prefetch(a + 2 * i, 2);
	prefetch(f + i, 1);
	o[i] = a[2 * i] - a[2 * i + 1];
	of[i] = f[i].yx;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const float *f = REF_PTR(L, 1, float);
	int32_t *o = REF_PTR(L, 2, int32_t);
	float *of = REF_PTR(L, 3, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		o[i] = (int32_t)((uint32_t)a[2 * i] - (uint32_t)a[2 * i + 1]);
		of[2 * i] = f[2 * i + 1];
		of[2 * i + 1] = f[2 * i];
	}
}

REF_MAIN(reference)
#endif
