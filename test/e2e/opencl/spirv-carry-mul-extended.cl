// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// The translator's __spirv_IAddCarry, __spirv_ISubBorrow, __spirv_UMulExtended
// and __spirv_SMulExtended, declared by hand (clang returns the struct through
// an sret pointer): sum and carry, difference and borrow, and both halves of
// the full product, for uint, ulong and int. (Under E2E_STANDIN=1, clang-15
// builds SPIR directly, so the file defines them itself.)
// LAUNCH: carry -g 64 in:uint:64 in:uint:64 in:ulong:64 in:ulong:64 in:int:64 out:uint:256 out:ulong:256 out:int:128

#ifndef REFERENCE
typedef struct { uint lo, hi; } upair;
typedef struct { ulong lo, hi; } lpair;
typedef struct { int lo, hi; } ipair;

#if __clang_major__ >= 19
upair __attribute__((overloadable)) __spirv_IAddCarry(uint, uint);
upair __attribute__((overloadable)) __spirv_ISubBorrow(uint, uint);
upair __attribute__((overloadable)) __spirv_UMulExtended(uint, uint);
lpair __attribute__((overloadable)) __spirv_IAddCarry(ulong, ulong);
lpair __attribute__((overloadable)) __spirv_ISubBorrow(ulong, ulong);
lpair __attribute__((overloadable)) __spirv_UMulExtended(ulong, ulong);
ipair __attribute__((overloadable)) __spirv_SMulExtended(int, int);
#else
upair __attribute__((overloadable)) __spirv_IAddCarry(uint a, uint b) { return (upair){a + b, a + b < a}; }
upair __attribute__((overloadable)) __spirv_ISubBorrow(uint a, uint b) { return (upair){a - b, a < b}; }
upair __attribute__((overloadable)) __spirv_UMulExtended(uint a, uint b) { return (upair){a * b, mul_hi(a, b)}; }
lpair __attribute__((overloadable)) __spirv_IAddCarry(ulong a, ulong b) { return (lpair){a + b, a + b < a}; }
lpair __attribute__((overloadable)) __spirv_ISubBorrow(ulong a, ulong b) { return (lpair){a - b, a < b}; }
lpair __attribute__((overloadable)) __spirv_UMulExtended(ulong a, ulong b) { return (lpair){a * b, mul_hi(a, b)}; }
ipair __attribute__((overloadable)) __spirv_SMulExtended(int a, int b) { return (ipair){a * b, mul_hi(a, b)}; }
#endif

kernel void
carry(global const uint *a, global const uint *b, global const ulong *c, global const ulong *d,
      global const int *e, global uint *o, global ulong *p, global int *q)
{
	size_t i = get_global_id(0);
	upair s = __spirv_IAddCarry(a[i], b[i]), t = __spirv_ISubBorrow(a[i], b[i]);
	upair m = __spirv_UMulExtended(a[i], b[i]);
	lpair u = __spirv_IAddCarry(c[i], d[i]), w = __spirv_ISubBorrow(c[i], d[i]);
	lpair n = __spirv_UMulExtended(c[i], d[i]);
	ipair x = __spirv_SMulExtended(e[i], (int)a[i]);
	o[4 * i] = s.lo;
	o[4 * i + 1] = s.hi + 2 * t.hi;
	o[4 * i + 2] = t.lo;
	o[4 * i + 3] = m.hi ^ m.lo;
	p[4 * i] = u.lo;
	p[4 * i + 1] = u.hi + 2 * w.hi;
	p[4 * i + 2] = w.lo;
	p[4 * i + 3] = n.hi;
	q[2 * i] = x.lo;
	q[2 * i + 1] = x.hi;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *a = REF_PTR(L, 0, uint32_t), *b = REF_PTR(L, 1, uint32_t);
	const uint64_t *c = REF_PTR(L, 2, uint64_t), *d = REF_PTR(L, 3, uint64_t);
	const int32_t *e = REF_PTR(L, 4, int32_t);
	uint32_t *o = REF_PTR(L, 5, uint32_t);
	uint64_t *p = REF_PTR(L, 6, uint64_t);
	int32_t *q = REF_PTR(L, 7, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		uint64_t m = (uint64_t)a[i] * b[i];
		unsigned __int128 n = (unsigned __int128)c[i] * d[i];
		int64_t x = (int64_t)e[i] * (int32_t)a[i];
		o[4 * i] = a[i] + b[i];
		o[4 * i + 1] = (uint32_t)(a[i] + b[i] < a[i]) + 2 * (uint32_t)(a[i] < b[i]);
		o[4 * i + 2] = a[i] - b[i];
		o[4 * i + 3] = (uint32_t)(m >> 32) ^ (uint32_t)m;
		p[4 * i] = c[i] + d[i];
		p[4 * i + 1] = (uint64_t)(c[i] + d[i] < c[i]) + 2 * (uint64_t)(c[i] < d[i]);
		p[4 * i + 2] = c[i] - d[i];
		p[4 * i + 3] = (uint64_t)(n >> 64);
		q[2 * i] = (int32_t)(uint32_t)(uint64_t)x;
		q[2 * i + 1] = (int32_t)(x >> 32);
	}
}

REF_MAIN(reference)
#endif
