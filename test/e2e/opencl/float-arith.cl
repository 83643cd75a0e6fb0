// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Single-precision add, subtract, multiply, divide, negate, and a few
// combinations (written so that no a*b+c contraction can apply).
// LAUNCH: float_arith -g 64 in:float:64 in:float:64 in:float:64:0.5..8 out:float:448

#ifndef REFERENCE
kernel void
float_arith(global const float *a, global const float *b,
    global const float *c, global float *o)
{
	size_t i = get_global_id(0);
	float x = a[i], y = b[i], z = c[i];

	o[7 * i] = x + y;
	o[7 * i + 1] = x - y;
	o[7 * i + 2] = x * y;
	o[7 * i + 3] = x / z;
	o[7 * i + 4] = -x;
	o[7 * i + 5] = (x + y) * (x - z);
	o[7 * i + 6] = (x < y ? x : y) / (z * 0.25f);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *a = REF_PTR(L, 0, float);
	const float *b = REF_PTR(L, 1, float);
	const float *c = REF_PTR(L, 2, float);
	float *o = REF_PTR(L, 3, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		float x = a[i], y = b[i], z = c[i];

		o[7 * i] = x + y;
		o[7 * i + 1] = x - y;
		o[7 * i + 2] = x * y;
		o[7 * i + 3] = x / z;
		o[7 * i + 4] = -x;
		o[7 * i + 5] = (x + y) * (x - z);
		o[7 * i + 6] = (x < y ? x : y) / (z * 0.25f);
	}
}

REF_MAIN(reference)
#endif
