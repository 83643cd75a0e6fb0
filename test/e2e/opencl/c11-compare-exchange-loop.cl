// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// A retry loop on atomic_compare_exchange_strong: every work-item multiplies a
// shared counter modulo a prime; the failed attempts refresh the expected
// value through the pointer. The order of updates does not change the result.
// LAUNCH: c11_cas_loop -g 256 -l 64 io:int:2:=1
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
c11_cas_loop(global atomic_int *c)
{
	int e = atomic_load(&c[0]);

	while (!atomic_compare_exchange_strong(&c[0], &e, (int)((long)e * 3 % 1000003)))
		;
	e = atomic_load_explicit(&c[1], memory_order_relaxed);
	while (!atomic_compare_exchange_weak(&c[1], &e, e + 2))
		;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	int32_t *c = REF_PTR(L, 0, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		c[0] = (int32_t)((int64_t)c[0] * 3 % 1000003);
		c[1] += 2;
	}
}

REF_MAIN(reference)
#endif
