// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Global aliases: a function called through an alias of it, and a
// program-scope array read and written through an alias (clang makes that
// alias in address space 0, over an address space cast of the global array,
// and casts it back at each use). SPIR-V has no aliases; uses become uses of
// what they alias.
// LAUNCH: alias_k -g 16 in:int:16:-100..100 out:int:16
// CLSTD: CL2.0

#ifndef REFERENCE
int impl(int x) { return x * 3 + 1; }
int twice(int x) __attribute__((alias("impl")));

global int table[5] = {10, 20, 30, 40, 50};
extern global int tab2[5] __attribute__((alias("table")));

kernel void
alias_k(global const int *in, global int *out)
{
	size_t i = get_global_id(0);

	out[i] = twice(in[i]) + tab2[i & 3];
	if (i == 0) {
		/* written through the alias, read through the name */
		tab2[4] = in[1];
		out[0] += table[4];
	}
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);
	static const int32_t table[4] = {10, 20, 30, 40};

	for (size_t i = 0; i < L->global[0]; i++)
		out[i] = in[i] * 3 + 1 + table[i & 3];
	out[0] += in[1];
}

REF_MAIN(reference)
#endif
