// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_fetch_add/atomic_fetch_max on global atomic_long with values beyond
// 32 bits (Int64Atomics).
// LAUNCH: c11_long -g 128 -l 32 in:long:128:-1000000000000..1000000000000 io:long:2:zero
// CLSTD: CL2.0
// REQUIRES-EXT: cl_khr_int64_base_atomics

#ifndef REFERENCE
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void
c11_long(global const long *in, global atomic_long *m)
{
	size_t i = get_global_id(0);

	atomic_fetch_add(&m[0], in[i]);
	atomic_fetch_max(&m[1], in[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int64_t *in = REF_PTR(L, 0, int64_t);
	int64_t *m = REF_PTR(L, 1, int64_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		m[0] += in[i];
		if (in[i] > m[1])
			m[1] = in[i];
	}
}

REF_MAIN(reference)
#endif
