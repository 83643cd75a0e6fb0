// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// cl_khr_int64_base/extended_atomics on global longs: atom_add, atom_sub,
// atom_inc, atom_min, atom_max, atom_or and atom_xchg on each work-item's slot.
// LAUNCH: atom_long -g 128 -l 32 in:long:128:-5000000000..5000000000 io:long:6:zero io:long:128:idx out:long:128
// REQUIRES-EXT: cl_khr_int64_extended_atomics

#ifndef REFERENCE
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void
atom_long(global const long *in, volatile global long *c, volatile global long *slot,
    global long *old)
{
	size_t i = get_global_id(0);
	long v = in[i];

	atom_add(&c[0], v);
	atom_sub(&c[1], v);
	atom_inc(&c[2]);
	atom_min(&c[3], v);
	atom_max(&c[4], v);
	atom_or(&c[5], 1L << (i % 63));
	old[i] = atom_xchg(&slot[i], v);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int64_t *in = REF_PTR(L, 0, int64_t);
	int64_t *c = REF_PTR(L, 1, int64_t), *slot = REF_PTR(L, 2, int64_t), *old = REF_PTR(L, 3, int64_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int64_t v = in[i];
		c[0] += v;
		c[1] -= v;
		c[2]++;
		if (v < c[3])
			c[3] = v;
		if (v > c[4])
			c[4] = v;
		c[5] |= (int64_t)1 << (i % 63);
		old[i] = slot[i];
		slot[i] = v;
	}
}

REF_MAIN(reference)
#endif
