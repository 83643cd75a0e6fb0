// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Signed versus unsigned comparisons of the same bits, 64-bit comparisons,
// and comparison results used as values and in conditional expressions.
// LAUNCH: int_compare -g 64 in:int:64:special in:int:64:-3..3 out:int:512

#ifndef REFERENCE
kernel void
int_compare(global const int *a, global const int *b, global int *o)
{
	size_t i = get_global_id(0);
	int x = a[i], y = b[i];
	uint ux = (uint)x, uy = (uint)y;
	long lx = (long)x * 3, ly = (long)ux;

	o[8 * i] = x < y;
	o[8 * i + 1] = ux < uy;
	o[8 * i + 2] = x >= y;
	o[8 * i + 3] = ux >= uy;
	o[8 * i + 4] = x == y ? 100 : -100;
	o[8 * i + 5] = (x != 0) + (y > 0) * 2 + (ux > 1000u) * 4;
	o[8 * i + 6] = lx > ly;
	o[8 * i + 7] = (ulong)lx <= (ulong)ly ? x : y;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t x = a[i], y = b[i];
		uint32_t ux = (uint32_t)x, uy = (uint32_t)y;
		int64_t lx = (int64_t)x * 3, ly = (int64_t)ux;

		o[8 * i] = x < y;
		o[8 * i + 1] = ux < uy;
		o[8 * i + 2] = x >= y;
		o[8 * i + 3] = ux >= uy;
		o[8 * i + 4] = x == y ? 100 : -100;
		o[8 * i + 5] = (x != 0) + (y > 0) * 2 + (ux > 1000u) * 4;
		o[8 * i + 6] = lx > ly;
		o[8 * i + 7] = (uint64_t)lx <= (uint64_t)ly ? x : y;
	}
}

REF_MAIN(reference)
#endif
