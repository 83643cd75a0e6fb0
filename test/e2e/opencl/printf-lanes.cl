// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// printf of vector lanes and of narrow and wide integers: %hhd of a char,
// %hd of a short, %lu and %lx of ulongs. (PoCL 3.1 rejects the %v vector
// conversions with "printf format string error", so lanes are printed one
// by one.)
// LAUNCH: printf_lanes -g 1 in:int4:1:-50..50 in:ulong:1 out:int:1

#ifndef REFERENCE
kernel void
printf_lanes(global const int4 *a, global const ulong *u, global int *o)
{
	int4 v = a[0];
	printf("lanes: %d,%d,%d,%d\n", v.x, v.y, v.z, v.w);
	printf("narrow: %hhd %hd wide: %lu %lx\n", (char)(v.x * 3), (short)(v.y * 1000), u[0], u[0] >> 4);
	o[0] = v.x + v.w;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const uint64_t *u = REF_PTR(L, 1, uint64_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	printf("lanes: %d,%d,%d,%d\n", a[0], a[1], a[2], a[3]);
	printf("narrow: %hhd %hd wide: %lu %lx\n", (int8_t)(a[0] * 3), (int16_t)(a[1] * 1000),
	       (unsigned long)u[0], (unsigned long)(u[0] >> 4));
	o[0] = a[0] + a[3];
}

REF_MAIN(reference)
#endif
