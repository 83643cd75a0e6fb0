// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// OpenCL 1.1 atomic_xchg on global and local floats: the old value comes back.
// LAUNCH: xchg_float -g 64 -l 16 in:float:64 io:float:64:zero out:float:64
// TOLERANCE: ulp=0

#ifndef REFERENCE
kernel void
xchg_float(global const float *in, volatile global float *a, global float *o)
{
	local float t[16];
	size_t i = get_global_id(0), l = get_local_id(0);

	t[l] = 0.5f;
	atomic_xchg(&a[i], in[i]);
	o[i] = atomic_xchg(&t[l], in[i] + 1.0f) + atomic_xchg(&a[i], in[i] * 3.0f);
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
		o[i] = 0.5f + in[i];
		a[i] = in[i] * 3.0f;
	}
}

REF_MAIN(reference)
#endif
