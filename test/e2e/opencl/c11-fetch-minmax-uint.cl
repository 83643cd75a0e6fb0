// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_fetch_min/atomic_fetch_max on global atomic_uint compare unsigned:
// inputs above 2^31 are the largest, not negative.
// LAUNCH: c11_minmax_uint -g 256 -l 64 in:uint:256 io:uint:2:=2147483648
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_minmax_uint(global const uint *in, global atomic_uint *m)
{
	size_t i = get_global_id(0);

	atomic_fetch_min_explicit(&m[0], in[i], memory_order_relaxed);
	atomic_fetch_max_explicit(&m[1], in[i], memory_order_relaxed, memory_scope_device);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *m = REF_PTR(L, 1, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		if (in[i] < m[0])
			m[0] = in[i];
		if (in[i] > m[1])
			m[1] = in[i];
	}
}

REF_MAIN(reference)
#endif
