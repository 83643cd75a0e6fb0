// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// for, while and do-while loops whose trip counts depend on the data:
// an arithmetic series, Collatz step counting, and counting decimal digits.
// LAUNCH: control_loops -g 64 in:int:64:0..60 in:uint:64:1..5000 in:uint:64 out:uint:192

#ifndef REFERENCE
kernel void
control_loops(global const int *n, global const uint *start,
    global const uint *num, global uint *o)
{
	size_t i = get_global_id(0);
	uint sum = 0, steps = 0, digits = 0, v;

	for (int k = 0; k < n[i]; k++)
		sum += (uint)(k * k) + 1u;
	o[3 * i] = sum;

	v = start[i];
	while (v != 1u) {
		v = (v & 1u) ? 3u * v + 1u : v / 2u;
		steps++;
	}
	o[3 * i + 1] = steps;

	v = num[i];
	do {
		digits++;
		v /= 10u;
	} while (v != 0u);
	o[3 * i + 2] = digits;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *n = REF_PTR(L, 0, int32_t);
	const uint32_t *start = REF_PTR(L, 1, uint32_t);
	const uint32_t *num = REF_PTR(L, 2, uint32_t);
	uint32_t *o = REF_PTR(L, 3, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		uint32_t sum = 0, steps = 0, v;
		char buf[16];

		for (int k = 0; k < n[i]; k++)
			sum += (uint32_t)(k * k) + 1u;
		o[3 * i] = sum;
		for (v = start[i]; v != 1u; steps++)
			v = (v & 1u) ? 3u * v + 1u : v / 2u;
		o[3 * i + 1] = steps;
		o[3 * i + 2] = (uint32_t)snprintf(buf, sizeof(buf), "%u",
		    num[i]);
	}
}

REF_MAIN(reference)
#endif
