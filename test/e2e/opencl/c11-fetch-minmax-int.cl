// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_fetch_min/atomic_fetch_max on global atomic_int (signed): the
// minimum and maximum of negative and positive inputs.
// LAUNCH: c11_minmax_int -g 256 -l 64 in:int:256:-100000..100000 io:int:2:zero
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_minmax_int(global const int *in, global atomic_int *m)
{
	size_t i = get_global_id(0);

	atomic_fetch_min(&m[0], in[i]);
	atomic_fetch_max(&m[1], in[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *m = REF_PTR(L, 1, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		if (in[i] < m[0])
			m[0] = in[i];
		if (in[i] > m[1])
			m[1] = in[i];
	}
}

REF_MAIN(reference)
#endif
