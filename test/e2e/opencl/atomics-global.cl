// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// 32-bit atomics on global counters from every work-item: add, sub, inc,
// dec, min, max, or, and, and a compare-and-swap retry loop; only the final
// values are checked, so the result does not depend on the order.
// LAUNCH: atomics_global -g 256 -l 32 in:int:256:-1000..1000 io:int:9:zero io:uint:3:=1000000

#ifndef REFERENCE
kernel void
atomics_global(global const int *in, volatile global int *c,
    volatile global uint *u)
{
	size_t i = get_global_id(0);
	int v = in[i], old;

	atomic_add(&c[0], v);
	atomic_inc(&c[1]);
	atomic_max(&c[2], v);
	atomic_min(&c[3], v);
	atomic_sub(&c[4], 3);
	atomic_dec(&c[5]);
	atomic_or(&c[6], 1 << (i % 31));
	do {
		old = c[7];
	} while (atomic_cmpxchg(&c[7], old, old + 2) != old);
	atomic_xchg(&c[8], 42);
	atomic_min(&u[0], (uint)(v + 5000));
	atomic_and(&u[1], ~(1u << (i % 32)) | (i >= 128 ? 0u : 1u));
	atomic_max(&u[2], (uint)v);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *c = REF_PTR(L, 1, int32_t);
	uint32_t *u = REF_PTR(L, 2, uint32_t);
	size_t n = L->global[0];

	for (size_t i = 0; i < n; i++) {
		int32_t v = in[i];

		c[0] += v;
		c[1]++;
		if (i == 0 || v > c[2])
			c[2] = v;
		if (i == 0 || v < c[3])
			c[3] = v;
		c[4] -= 3;
		c[5]--;
		c[6] |= 1 << (i % 31);
		c[7] += 2;
		c[8] = 42;
		if ((uint32_t)(v + 5000) < u[0])
			u[0] = (uint32_t)(v + 5000);
		u[1] &= ~(1u << (i % 32)) | (i >= 128 ? 0u : 1u);
		if ((uint32_t)v > u[2])
			u[2] = (uint32_t)v;
	}
}

REF_MAIN(reference)
#endif
