// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// OpenCL C 2.0 program-scope variables that only ever hold their initializer
// or one other value: at -O2 GlobalOpt shrinks each to an i1 global, which
// lives in memory as a byte (found by test/diff, Csmith --mode global). One
// work-item, so the variables are not shared.
// LAUNCH: two_valued -g 1 in:int:16:0..9 out:int:16 out:long:16
// CLSTD: CL2.0

#ifndef REFERENCE
static global int flag = 0;
static global long big = 5;

static void
set(int x)
{
	if (x > 6)
		flag = 37;
	if (x == 3)
		big = -1;
}

kernel void
two_valued(global const int *a, global int *o, global long *p)
{
	for (int i = 0; i < 16; i++) {
		o[i] = flag;
		p[i] = big;
		set(a[i]);
	}
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);
	int64_t *p = REF_PTR(L, 2, int64_t);
	int32_t flag = 0;
	int64_t big = 5;

	for (int i = 0; i < 16; i++) {
		o[i] = flag;
		p[i] = big;
		if (a[i] > 6)
			flag = 37;
		if (a[i] == 3)
			big = -1;
	}
}

REF_MAIN(reference)
#endif
