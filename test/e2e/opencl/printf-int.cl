// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// printf of integers (%d, %u, %x, %ld, %c, a width and a flag) from one
// work-item; the output is captured and compared line by line.
// LAUNCH: printf_int -g 4 -l 4 in:int:4:-1000..1000 out:int:4

#ifndef REFERENCE
kernel void
printf_int(global const int *a, global int *o)
{
	size_t i = get_global_id(0);
	if (i == 0) {
		printf("ints: %d %u %x\n", a[0], (uint)a[1], a[2] & 0xffff);
		printf("long: %ld char: %c width: [%5d] [%-4d]\n", (long)a[3] * 100000, 'A' + (a[0] & 7), a[1], 42);
	}
	o[i] = a[i] * 2;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);

	printf("ints: %d %u %x\n", a[0], (uint32_t)a[1], a[2] & 0xffff);
	printf("long: %ld char: %c width: [%5d] [%-4d]\n", (long)a[3] * 100000, 'A' + (a[0] & 7), a[1], 42);
	for (size_t i = 0; i < L->global[0]; i++)
		o[i] = a[i] * 2;
}

REF_MAIN(reference)
#endif
