// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomic_fetch_or/xor/and on global atomic_uint: set, toggle and clear one
// bit per work-item.
// LAUNCH: c11_bitwise -g 64 -l 16 io:uint:3:=4294901760
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_bitwise(global atomic_uint *m)
{
	uint i = (uint)get_global_id(0);

	atomic_fetch_or(&m[0], 1u << (i % 32));
	atomic_fetch_xor(&m[1], 1u << (i % 7));
	atomic_fetch_and(&m[2], ~(1u << (i % 20 + 12)));
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	uint32_t *m = REF_PTR(L, 0, uint32_t);

	for (uint32_t i = 0; i < L->global[0]; i++) {
		m[0] |= 1u << (i % 32);
		m[1] ^= 1u << (i % 7);
		m[2] &= ~(1u << (i % 20 + 12));
	}
}

REF_MAIN(reference)
#endif
