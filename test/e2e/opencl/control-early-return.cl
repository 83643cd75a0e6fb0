// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Early returns: the kernel returns at once for work-items past the element
// count (so their output slots keep the pre-fill), and a helper function has
// several return statements, one inside a loop.
// LAUNCH: control_early_return -g 64 val:int:50 in:int:64:-100..100 out:int:64

#ifndef REFERENCE
static int
classify(int v)
{
	if (v < -50)
		return -2;
	if (v < 0)
		return -1;
	for (int k = 2; k * k <= v; k++) {
		if (v % k == 0)
			return k;
	}
	if (v == 0)
		return 0;
	return 1000 + v;
}

kernel void
control_early_return(int n, global const int *a, global int *o)
{
	size_t i = get_global_id(0);

	if (i >= (size_t)n)
		return;
	if (a[i] == 13) {
		o[i] = 13013;
		return;
	}
	o[i] = classify(a[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int
classify(int v)
{
	if (v < -50)
		return -2;
	if (v < 0)
		return -1;
	for (int k = 2; k * k <= v; k++) {
		if (v % k == 0)
			return k;
	}
	return v == 0 ? 0 : 1000 + v;
}

static void
reference(struct ref_launch *L)
{
	int n = REF_VAL(L, 0, int32_t);
	const int32_t *a = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < (size_t)n; i++)
		o[i] = a[i] == 13 ? 13013 : classify(a[i]);
}

REF_MAIN(reference)
#endif
