// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// A program-scope constant vector of pointers (lanes that are the
// addresses of a constant table's elements) and a struct holding one with
// a null lane: each work-item reads through a lane of each. OpenCL C cannot
// write a vector of pointers, so the kernel is LLVM IR.
// KERNEL-IR: Inputs/global-vector-of-pointers.ll
// LAUNCH: vecptr -g 16 -l 4 out:int:16

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	static const int32_t lane[4] = {17, 10, 15, 12}; /* t[7], t[0], t[5], t[2] */
	int32_t *o = REF_PTR(L, 0, int32_t);

	for (size_t i = 0; i < L->global[0]; i++)
		o[i] = lane[i % 4] + 100 + 16 + 1;
}

REF_MAIN(reference)
#endif
