// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Integer builtins on edge values (0, -1, INT_MIN, INT_MAX, ...) and random
// ones: abs, abs_diff, min, max, clamp, popcount, clz, mad24 and mul24 (with
// operands and results in range), rotate, mul_hi (signed and unsigned),
// add_sat, sub_sat and hadd.
// LAUNCH: int_builtins -g 64 in:int:64:special in:int:64 in:int:64:-8000000..8000000 in:int:64:-250..250 out:uint:1024

#ifndef REFERENCE
kernel void
int_builtins(global const int *pa, global const int *pb, global const int *pc,
    global const int *pd, global uint *o)
{
	size_t i = get_global_id(0);
	int a = pa[i], b = pb[i], c = pc[i], d = pd[i];
	global uint *r = o + 16 * i;

	r[0] = abs(a);
	r[1] = abs_diff(a, b);
	r[2] = (uint)min(a, b);
	r[3] = (uint)max(a, b);
	r[4] = (uint)clamp(a, -100, 100);
	r[5] = popcount(a);
	r[6] = (uint)clz(a);
	r[7] = (uint)mad24(c, d, c);
	r[8] = (uint)mul24(c, d);
	r[9] = (uint)rotate(a, b);
	r[10] = (uint)mul_hi(a, b);
	r[11] = mul_hi((uint)a, (uint)b);
	r[12] = (uint)add_sat(a, b);
	r[13] = (uint)sub_sat(a, b);
	r[14] = add_sat((uint)a, (uint)b);
	r[15] = (uint)hadd(a, b);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int32_t
sat32(int64_t v)
{
	return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : (int32_t)v;
}

static void
reference(struct ref_launch *L)
{
	const int32_t *pa = REF_PTR(L, 0, int32_t);
	const int32_t *pb = REF_PTR(L, 1, int32_t);
	const int32_t *pc = REF_PTR(L, 2, int32_t);
	const int32_t *pd = REF_PTR(L, 3, int32_t);
	uint32_t *o = REF_PTR(L, 4, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int64_t a = pa[i], b = pb[i], c = pc[i], d = pd[i];
		uint32_t ua = (uint32_t)a, ub = (uint32_t)b, cnt = 0, lz = 0;
		unsigned rot = (unsigned)b & 31;
		uint32_t *r = o + 16 * i;

		for (int k = 0; k < 32; k++)
			cnt += (ua >> k) & 1;
		while (lz < 32 && !(ua & (0x80000000u >> lz)))
			lz++;
		r[0] = (uint32_t)(a < 0 ? -a : a);
		r[1] = (uint32_t)(a > b ? a - b : b - a);
		r[2] = (uint32_t)(a < b ? a : b);
		r[3] = (uint32_t)(a > b ? a : b);
		r[4] = (uint32_t)(a < -100 ? -100 : a > 100 ? 100 : a);
		r[5] = cnt;
		r[6] = lz;
		r[7] = (uint32_t)(c * d + c);
		r[8] = (uint32_t)(c * d);
		r[9] = rot ? (ua << rot) | (ua >> (32 - rot)) : ua;
		r[10] = (uint32_t)((a * b) >> 32);
		r[11] = (uint32_t)(((uint64_t)ua * ub) >> 32);
		r[12] = (uint32_t)sat32(a + b);
		r[13] = (uint32_t)sat32(a - b);
		r[14] = (uint64_t)ua + ub > UINT32_MAX ? UINT32_MAX : ua + ub;
		r[15] = (uint32_t)((a + b) >> 1);
	}
}

REF_MAIN(reference)
#endif
