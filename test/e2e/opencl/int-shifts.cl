// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Shifts: OpenCL C uses only the low log2(width) bits of the shift count, so
// counts of 32 and more wrap; >> on signed values is arithmetic, on unsigned
// values logical.  Also 64-bit shifts and shifts by constants.
// LAUNCH: int_shifts -g 64 in:int:64 in:uint:64 in:int:64:0..70 out:int:192 out:uint:128 out:ulong:128

#ifndef REFERENCE
kernel void
int_shifts(global const int *a, global const uint *ua, global const int *n,
    global int *s, global uint *u, global ulong *l)
{
	size_t i = get_global_id(0);
	int k = n[i];

	s[3 * i] = a[i] >> k;
	s[3 * i + 1] = as_int(as_uint(a[i]) << k);
	s[3 * i + 2] = a[i] >> 5;
	u[2 * i] = ua[i] >> k;
	u[2 * i + 1] = (ua[i] << 3) | (ua[i] >> 29);
	l[2 * i] = (ulong)ua[i] << k;
	l[2 * i + 1] = (ulong)(long)a[i] >> (k + 1);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const uint32_t *ua = REF_PTR(L, 1, uint32_t);
	const int32_t *n = REF_PTR(L, 2, int32_t);
	int32_t *s = REF_PTR(L, 3, int32_t);
	uint32_t *u = REF_PTR(L, 4, uint32_t);
	uint64_t *l = REF_PTR(L, 5, uint64_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int k = n[i];

		s[3 * i] = a[i] >> (k & 31);
		s[3 * i + 1] = (int32_t)((uint32_t)a[i] << (k & 31));
		s[3 * i + 2] = a[i] >> 5;
		u[2 * i] = ua[i] >> (k & 31);
		u[2 * i + 1] = (ua[i] << 3) | (ua[i] >> 29);
		l[2 * i] = (uint64_t)ua[i] << (k & 63);
		l[2 * i + 1] = (uint64_t)(int64_t)a[i] >> ((k + 1) & 63);
	}
}

REF_MAIN(reference)
#endif
