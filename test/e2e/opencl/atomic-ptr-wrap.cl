// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Atomics on a pointer stored in local memory (exchange, compare-exchange,
// atomic load and store: through the pointer-sized integer) and atomicrmw
// uinc_wrap/udec_wrap (compare-and-swap loops). The kernels are LLVM IR:
// clang makes neither from OpenCL C.
// KERNEL-IR: Inputs/atomic-ptr-wrap.ll
// LAUNCH: ptr_ops -g 1 in:int:16 local:ulong:1 out:long:12
// LAUNCH: wrap -g 64 -l 16 io:uint:3:zero out:uint:16
// REQUIRES-EXT: cl_khr_int64_base_atomics

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	if (!strcmp(L->kernel, "ptr_ops")) {
		int64_t *out = REF_PTR(L, 2, int64_t);

		/* exchange k returns the pointer exchange k - 1 stored */
		for (int k = 0; k < 8; k++)
			out[k] = k - 1;
		out[8] = 0;	/* the slot holds &buf[7], not &buf[3] */
		out[9] = 1;	/* ... so the second compare-exchange stores &buf[9] */
		out[10] = 7;
		out[11] = 9;
		return;
	}
	uint32_t *ctr = REF_PTR(L, 0, uint32_t), *out = REF_PTR(L, 1, uint32_t);
	static const uint32_t steps[16] = {0, 1, 2, 3, 0, 1, 2, 3, 0, 4, 3, 2, 1, 0, 4, 3};
	uint32_t n = (uint32_t)L->global[0];

	ctr[0] = n % 6;		/* 0..5 under uinc_wrap 5 */
	ctr[1] = (7 - n % 7) % 7;	/* 0, 6, 5, ..., 1 under udec_wrap 6 */
	ctr[2] = 2;
	for (int k = 0; k < 16; k++)
		out[k] = steps[k];
}

REF_MAIN(reference)
#endif
