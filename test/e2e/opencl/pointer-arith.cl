// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Pointer arithmetic on global pointers: offsets, post-increment walks with
// a stride, pointer differences and comparisons, a pointer chosen at run
// time, and byte access through a global uchar pointer cast.
// LAUNCH: pointer_arith -g 16 in:int:256:-100..100 in:int:256:-100..100 in:int:16:0..3 out:int:96

#ifndef REFERENCE
kernel void
pointer_arith(global const int *a, global const int *b,
    global const int *stride, global int *o)
{
	size_t i = get_global_id(0);
	global const int *row = a + 16 * i;
	global const int *end = row + 16;
	global const int *p, *src;
	global const uchar *bytes;
	int s = stride[i] + 1, sum = 0, steps = 0;

	for (p = row; p < end; p += s) {
		sum += *p;
		steps++;
	}
	o[6 * i] = sum;
	o[6 * i + 1] = steps;

	src = (i & 1) ? b + 16 * i : row;
	p = src;
	while (*p >= -50 && p != src + 15)
		p++;
	o[6 * i + 2] = (int)(p - src);
	o[6 * i + 3] = *(src + 15) - src[0];

	bytes = (global const uchar *)(b + i);
	o[6 * i + 4] = bytes[0] | (bytes[3] << 8);
	o[6 * i + 5] = (int)(&row[7] - &a[3]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	const int32_t *stride = REF_PTR(L, 2, int32_t);
	int32_t *o = REF_PTR(L, 3, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		const int32_t *row = a + 16 * i;
		const int32_t *src = (i & 1) ? b + 16 * i : row;
		int s = stride[i] + 1, sum = 0, steps = 0, k;
		uint32_t w = (uint32_t)b[i];

		for (k = 0; k < 16; k += s) {
			sum += row[k];
			steps++;
		}
		o[6 * i] = sum;
		o[6 * i + 1] = steps;
		for (k = 0; k < 15 && src[k] >= -50; k++)
			;
		o[6 * i + 2] = k;
		o[6 * i + 3] = src[15] - src[0];
		o[6 * i + 4] = (int32_t)((w & 0xff) | ((w >> 24) << 8));
		o[6 * i + 5] = (int32_t)(16 * i + 4);
	}
}

REF_MAIN(reference)
#endif
