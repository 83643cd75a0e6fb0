// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Float comparisons with NaN, infinities and signed zeros: every relational
// operator, their negations (which are true for unordered operands), and
// min/max written with the conditional operator.
// LAUNCH: float_compare -g 64 in:float:64:special in:float:64:special out:int:64 out:float:128

#ifndef REFERENCE
kernel void
float_compare(global const float *pa, global const float *pb, global int *o,
    global float *of)
{
	size_t i = get_global_id(0);
	/* pair each value with a different one from the second table */
	float x = pa[i], y = pb[(i * 5 + 3) % 64];
	int bits = 0;

	bits |= (x < y) << 0;
	bits |= (x <= y) << 1;
	bits |= (x > y) << 2;
	bits |= (x >= y) << 3;
	bits |= (x == y) << 4;
	bits |= (x != y) << 5;
	bits |= !(x < y) << 6;
	bits |= !(x >= y) << 7;
	bits |= !(x == y) << 8;
	bits |= (x == x) << 9;
	bits |= (x < 0.0f) << 10;
	o[i] = bits;
	of[2 * i] = x < y ? x : y;
	of[2 * i + 1] = x >= y ? x : y;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *pa = REF_PTR(L, 0, float);
	const float *pb = REF_PTR(L, 1, float);
	int32_t *o = REF_PTR(L, 2, int32_t);
	float *of = REF_PTR(L, 3, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		float x = pa[i], y = pb[(i * 5 + 3) % 64];
		int bits = 0;

		bits |= (x < y) << 0;
		bits |= (x <= y) << 1;
		bits |= (x > y) << 2;
		bits |= (x >= y) << 3;
		bits |= (x == y) << 4;
		bits |= (x != y) << 5;
		bits |= !(x < y) << 6;
		bits |= !(x >= y) << 7;
		bits |= !(x == y) << 8;
		bits |= (x == x) << 9;
		bits |= (x < 0.0f) << 10;
		o[i] = bits;
		of[2 * i] = x < y ? x : y;
		of[2 * i + 1] = x >= y ? x : y;
	}
}

REF_MAIN(reference)
#endif
