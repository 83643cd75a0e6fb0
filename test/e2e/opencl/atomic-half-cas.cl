// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomicrmw fadd and fsub on half without SPV_EXT_shader_atomic_float16_add:
// compare-and-swap loops on the 32-bit word that holds the half,
// with four work-items' halves in each pair of words updated at the same
// time. The sums are exact in half. The kernel is LLVM IR: OpenCL
// C 1.2 on PoCL has no half arithmetic (nor a half fmin/fmax to test those).
// KERNEL-IR: Inputs/atomic-half-cas.ll
// LAUNCH: half_ops -g 64 -l 16 io:ushort:8:zero

#ifdef REFERENCE
#include "ref.h"

/* The half with the value of integer n, 0 <= n < 2048. */
static uint16_t
halfof(unsigned n)
{
	unsigned e = 0;

	if (!n)
		return 0;
	while (n >> (e + 1))
		e++;
	return (uint16_t)((e + 15) << 10 | ((n << (10 - e)) & 0x3ff));
}

static void
reference(struct ref_launch *L)
{
	uint16_t *h = REF_PTR(L, 0, uint16_t);
	unsigned n = (unsigned)L->global[0], s;

	for (s = 0; s < 4; s++) {
		h[s] = halfof(n / 4);
		h[4 + s] = (uint16_t)(0x8000 | halfof(n / 8)); /* -(n / 4) * 0.5 */
	}
}

REF_MAIN(reference)
#endif
