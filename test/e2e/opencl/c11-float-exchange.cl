// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_store, atomic_load and atomic_exchange on atomic_float slots (no
// float atomic extension needed).
// LAUNCH: c11_float_xchg -g 64 -l 16 in:float:64 io:float:64:zero out:float:64
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_float_xchg(global const float *in, global atomic_float *a, global float *o)
{
	size_t i = get_global_id(0);

	atomic_store(&a[i], in[i] * 2.0f);
	o[i] = atomic_exchange(&a[i], atomic_load(&a[i]) + 1.0f);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *a = REF_PTR(L, 1, float), *o = REF_PTR(L, 2, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		o[i] = in[i] * 2.0f;
		a[i] = o[i] + 1.0f;
	}
}

REF_MAIN(reference)
#endif
