// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// 64-bit integers: add/sub/mul (wrapping for ulong), signed and unsigned
// division and remainder, shifts (count taken modulo 64), mul_hi on ulong,
// rotate, and conversions between int and long.
// LAUNCH: long_arith -g 64 in:long:64:-4000000000..4000000000 in:long:64:-100000..100000 in:ulong:64 in:ulong:64 out:long:384 out:ulong:320

#ifndef REFERENCE
kernel void
long_arith(global const long *pa, global const long *pb,
    global const ulong *pc, global const ulong *pd, global long *o,
    global ulong *ou)
{
	size_t i = get_global_id(0);
	long a = pa[i], b = pb[i] == 0 ? 3 : pb[i];
	ulong c = pc[i], d = pd[i] | 1;
	int k = (int)(c & 127);

	o[6 * i] = a + b;
	o[6 * i + 1] = a * b;
	o[6 * i + 2] = a / b;
	o[6 * i + 3] = a % b;
	o[6 * i + 4] = a >> k;
	o[6 * i + 5] = (long)(int)a + (long)(uint)(a >> 32);
	ou[5 * i] = c * d + c;
	ou[5 * i + 1] = c / (d >> 40 | 1);
	ou[5 * i + 2] = c << k;
	ou[5 * i + 3] = mul_hi(c, d);
	ou[5 * i + 4] = rotate(c, (ulong)k);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int64_t *pa = REF_PTR(L, 0, int64_t);
	const int64_t *pb = REF_PTR(L, 1, int64_t);
	const uint64_t *pc = REF_PTR(L, 2, uint64_t);
	const uint64_t *pd = REF_PTR(L, 3, uint64_t);
	int64_t *o = REF_PTR(L, 4, int64_t);
	uint64_t *ou = REF_PTR(L, 5, uint64_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int64_t a = pa[i], b = pb[i] == 0 ? 3 : pb[i];
		uint64_t c = pc[i], d = pd[i] | 1;
		int k = (int)(c & 127), m = k & 63;

		o[6 * i] = a + b;
		o[6 * i + 1] = a * b;
		o[6 * i + 2] = a / b;
		o[6 * i + 3] = a % b;
		o[6 * i + 4] = a >> m;
		o[6 * i + 5] = (int64_t)(int32_t)a + (int64_t)(uint32_t)(a >> 32);
		ou[5 * i] = c * d + c;
		ou[5 * i + 1] = c / (d >> 40 | 1);
		ou[5 * i + 2] = c << m;
		ou[5 * i + 3] = (uint64_t)(((unsigned __int128)c * d) >> 64);
		ou[5 * i + 4] = m ? (c << m) | (c >> (64 - m)) : c;
	}
}

REF_MAIN(reference)
#endif
