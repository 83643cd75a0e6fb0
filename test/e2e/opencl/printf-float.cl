// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// printf of floats (promoted to double in the call) with %f, %.3f, %e and
// %g, from one work-item, on values that print exactly.
// LAUNCH: printf_float -g 8 -l 8 in:float:8 out:float:8

#ifndef REFERENCE
kernel void
printf_float(global const float *f, global float *o)
{
	size_t i = get_global_id(0);
	if (i == 3)
		printf("floats: %f %.3f %e %g\n", f[0], f[1], f[2], f[3]);
	o[i] = f[i] + 1.0f;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	float *o = REF_PTR(L, 1, float);

	printf("floats: %f %.3f %e %g\n", f[0], f[1], f[2], f[3]);
	for (size_t i = 0; i < L->global[0]; i++)
		o[i] = f[i] + 1.0f;
}

REF_MAIN(reference)
#endif
