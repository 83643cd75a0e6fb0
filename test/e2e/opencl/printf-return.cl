// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// The int result of printf: 0 when it succeeds, stored to memory by each
// work-item of a one-item group (the call is not dropped at -O2).
// LAUNCH: printf_return -g 1 in:int:1 out:int:2

#ifndef REFERENCE
kernel void
printf_return(global const int *a, global int *o)
{
	o[0] = printf("value %d\n", a[0]);
	o[1] = printf("again %d\n", a[0] + 1) + 7;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);

	printf("value %d\n", a[0]);
	printf("again %d\n", a[0] + 1);
	o[0] = 0;
	o[1] = 7;
}

REF_MAIN(reference)
#endif
