// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Signed and unsigned division and remainder by run-time divisors (both
// signs, truncating toward zero) and by constants (which the optimiser turns
// into multiplications).
// LAUNCH: int_div_rem -g 64 in:int:64:-100000..100000 in:int:64:-50..50 in:uint:64 in:uint:64:1..1000 out:int:256 out:uint:256

#ifndef REFERENCE
kernel void
int_div_rem(global const int *a, global const int *b, global const uint *ua,
    global const uint *ub, global int *s, global uint *u)
{
	size_t i = get_global_id(0);
	int d = b[i] == 0 ? 7 : b[i];

	s[4 * i] = a[i] / d;
	s[4 * i + 1] = a[i] % d;
	s[4 * i + 2] = a[i] / 7;
	s[4 * i + 3] = a[i] % -13;
	u[4 * i] = ua[i] / ub[i];
	u[4 * i + 1] = ua[i] % ub[i];
	u[4 * i + 2] = ua[i] / 10u;
	u[4 * i + 3] = ua[i] % 1000u;
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
		int32_t d = b[i] == 0 ? 7 : b[i];

		s[4 * i] = a[i] / d;
		s[4 * i + 1] = a[i] % d;
		s[4 * i + 2] = a[i] / 7;
		s[4 * i + 3] = a[i] % -13;
		u[4 * i] = ua[i] / ub[i];
		u[4 * i + 1] = ua[i] % ub[i];
		u[4 * i + 2] = ua[i] / 10u;
		u[4 * i + 3] = ua[i] % 1000u;
	}
}

REF_MAIN(reference)
#endif
