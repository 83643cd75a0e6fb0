// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Signed and unsigned 32-bit addition, subtraction and multiplication
// (unsigned results wrap around).
// LAUNCH: int_add_sub_mul -g 64 in:int:64:-30000..30000 in:int:64:-30000..30000 in:uint:64 in:uint:64 out:int:192 out:uint:192

#ifndef REFERENCE
kernel void
int_add_sub_mul(global const int *a, global const int *b,
    global const uint *ua, global const uint *ub, global int *s,
    global uint *u)
{
	size_t i = get_global_id(0);

	s[3 * i] = a[i] + b[i];
	s[3 * i + 1] = a[i] - b[i];
	s[3 * i + 2] = a[i] * b[i];
	u[3 * i] = ua[i] + ub[i];
	u[3 * i + 1] = ua[i] - ub[i];
	u[3 * i + 2] = ua[i] * ub[i];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	const uint32_t *ua = REF_PTR(L, 2, uint32_t);
	const uint32_t *ub = REF_PTR(L, 3, uint32_t);
	int32_t *s = REF_PTR(L, 4, int32_t);
	uint32_t *u = REF_PTR(L, 5, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		s[3 * i] = a[i] + b[i];
		s[3 * i + 1] = a[i] - b[i];
		s[3 * i + 2] = a[i] * b[i];
		u[3 * i] = ua[i] + ub[i];
		u[3 * i + 1] = ua[i] - ub[i];
		u[3 * i + 2] = ua[i] * ub[i];
	}
}

REF_MAIN(reference)
#endif
