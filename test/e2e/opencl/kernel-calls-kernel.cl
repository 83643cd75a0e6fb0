// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// A kernel that another kernel calls: both stay kernels after the round trip
// through SPIR-V (the callee becomes a separate function), and both run.
// (The called kernel uses no work-item functions: PoCL cannot link a
// non-inlined function that does when two kernels call it.)
// LAUNCH: scale -g 1 in:int:64:-1000..1000 val:int:3 val:int:64 out:int:64
// LAUNCH: scale_twice -g 1 in:int:64:-1000..1000 val:int:3 val:int:64 out:int:64

#ifndef REFERENCE
kernel void
scale(global const int *a, int k, int n, global int *o)
{
	for (int i = 0; i < n; i++)
		o[i] = a[i] * k + i;
}

kernel void
scale_twice(global const int *a, int k, int n, global int *o)
{
	scale(a, k, n, o);
	for (int i = 0; i < n; i++)
		o[i] *= 2;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	int32_t k = REF_VAL(L, 1, int32_t), n = REF_VAL(L, 2, int32_t), *o = REF_PTR(L, 3, int32_t);
	int twice = !strcmp(L->kernel, "scale_twice");

	for (int32_t i = 0; i < n; i++)
		o[i] = (a[i] * k + i) * (twice ? 2 : 1);
}

REF_MAIN(reference)
#endif
