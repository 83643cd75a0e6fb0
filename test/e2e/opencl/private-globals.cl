// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Module-scope variables in address space 0 (CrossWorkgroup variables, with
// address space 0 generic in the module), used by one work-item through their
// names, through pointers that point at them or at an alloca, and through a
// pointer stored in one of them. The kernel is LLVM IR: clang puts OpenCL
// program-scope variables in address spaces 1 and 2.
// KERNEL-IR: Inputs/private-globals.ll
// LAUNCH: priv -g 1 in:int:16:-50..50 out:int:11

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);
	int32_t counter = 5, hist[8] = {0}, acc = 100, *last = NULL;

	for (int k = 0; k < 16; k++) {
		int32_t *sel = in[k] & 1 ? &counter : &acc;
		hist[in[k] & 7]++;
		*sel += in[k];
		last = sel;
	}
	for (int j = 0; j < 8; j++)
		out[j] = hist[j];
	out[8] = counter;
	out[9] = acc;
	out[10] = *last;
}

REF_MAIN(reference)
#endif
