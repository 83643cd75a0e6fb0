// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// printf with %s of a string literal, a literal % and several calls in a
// loop of one work-item (the format strings are UniformConstant globals).
// LAUNCH: printf_string_loop -g 1 in:int:1:3..5 out:int:1

#ifndef REFERENCE
kernel void
printf_string_loop(global const int *n, global int *o)
{
	for (int k = 0; k < n[0]; k++)
		printf("step %d of %s: 100%% %s\n", k, "loop", k & 1 ? "odd" : "even");
	o[0] = n[0];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *n = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);

	for (int k = 0; k < n[0]; k++)
		printf("step %d of %s: 100%% %s\n", k, "loop", k & 1 ? "odd" : "even");
	o[0] = n[0];
}

REF_MAIN(reference)
#endif
