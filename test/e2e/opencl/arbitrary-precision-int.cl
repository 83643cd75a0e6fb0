// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv, spirv-val-new
// Arbitrary-precision integers (SPV_INTEL_arbitrary_precision_integers):
// clang's _BitInt(13), (24), (96) and (128) arithmetic, shifts, division,
// comparisons, min/max and conversions kept at their widths in SPIR-V, read
// back by the Khronos translator and run by PoCL, whose LLVM handles any
// width; and the intrinsics OpenCL.std has no instruction for at such widths
// (saturating add/sub, abs, count leading/trailing zeros, popcount, bit
// reverse, rotate). (Debian 12's spirv-val rejects widths other than
// 8/16/32/64.)
// LAUNCH: apint -g 64 in:int:64:-100000..100000 in:int:64:1..1000 out:int:512
// LAUNCH: apint_ops -g 64 in:int:64:-10000..10000 in:int:64:-10000..10000 out:int:640
// CLSTD: CL2.0
// LLCFLAGS: --spirv-ext=+SPV_INTEL_arbitrary_precision_integers
// SPIRV-VAL: new

#ifndef REFERENCE
typedef _BitInt(13) s13;
typedef unsigned _BitInt(13) u13;
typedef unsigned _BitInt(24) u24;
typedef unsigned _BitInt(96) u96;
typedef _BitInt(128) s128;

kernel void
apint(global const int *a, global const int *b, global int *o)
{
	size_t i = get_global_id(0);
	int x = a[i], y = b[i];
	s13 p = (s13)x, q = (s13)(y % 100 + 1);
	u13 pu = (u13)x, qu = (u13)y;
	u24 u = (u24)x, v = (u24)y;
	u96 w = (u96)(unsigned)x * 0x9e3779b97f4a7c15ull;
	s128 z = (s128)x * (s128)0x123456789abcdefll * (s128)y;

	o[8 * i] = (int)(s13)(pu * qu + (u13)(p / q) - (u13)(p % q));
	o[8 * i + 1] = (int)(((u24)(u << 5)) ^ (u >> 3) ^ (u / v));
	o[8 * i + 2] = (int)(unsigned)(w >> 64) ^ (int)(unsigned)(w >> 33);
	o[8 * i + 3] = (int)(z >> 70) + (int)(z < 0) * 7;
	o[8 * i + 4] = (int)(p > q ? p : q) + (int)(u < v ? u : v);
	o[8 * i + 5] = (int)((w + w) == (w << 1)) + 2 * (int)(unsigned)(w >> 95);
	o[8 * i + 6] = (int)(s13)(pu - (u13)4096) + (int)(p < 0);
	o[8 * i + 7] = (int)(unsigned)(z ^ (z >> 64)) ^ (int)(unsigned)((u96)z >> 40);
}

kernel void
apint_ops(global const int *a, global const int *b, global int *o)
{
	size_t i = get_global_id(0);
	s13 p = (s13)a[i], q = (s13)b[i];
	u13 pu = (u13)a[i], qu = (u13)b[i];
	u24 u = (u24)a[i];
	int s = (b[i] & 7) + 1;

	o[10 * i] = (int)__builtin_elementwise_add_sat(p, q);
	o[10 * i + 1] = (int)__builtin_elementwise_sub_sat(p, q);
	o[10 * i + 2] = (int)__builtin_elementwise_add_sat(pu, qu);
	o[10 * i + 3] = (int)__builtin_elementwise_sub_sat(pu, qu);
	o[10 * i + 4] = __builtin_clzg(pu, 13);
	o[10 * i + 5] = __builtin_ctzg(u, 24);
	o[10 * i + 6] = __builtin_popcountg(u);
	o[10 * i + 7] = (int)__builtin_elementwise_bitreverse(pu);
	o[10 * i + 8] = (int)__builtin_elementwise_abs(p);
	o[10 * i + 9] = (int)(u13)((pu << s) | (pu >> (13 - s)));
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int
sx13(long long v)
{
	v &= 0x1fff;
	return (int)(v >= 0x1000 ? v - 0x2000 : v);
}

static int
clamp13(int v)
{
	return v < -4096 ? -4096 : v > 4095 ? 4095 : v;
}

static void
ops(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int p = sx13(a[i]), q = sx13(b[i]), s = (b[i] & 7) + 1, n, r, k;
		unsigned pu = (unsigned)a[i] & 0x1fff, qu = (unsigned)b[i] & 0x1fff, u = (unsigned)a[i] & 0xffffff;

		o[10 * i] = clamp13(p + q);
		o[10 * i + 1] = clamp13(p - q);
		o[10 * i + 2] = (int)(pu + qu > 0x1fff ? 0x1fff : pu + qu);
		o[10 * i + 3] = (int)(pu > qu ? pu - qu : 0);
		for (n = 0; n < 13 && !(pu >> (12 - n) & 1); n++)
			;
		o[10 * i + 4] = n;
		for (n = 0; n < 24 && !(u >> n & 1); n++)
			;
		o[10 * i + 5] = n;
		for (n = 0, k = 0; k < 24; k++)
			n += u >> k & 1;
		o[10 * i + 6] = n;
		for (r = 0, k = 0; k < 13; k++)
			r |= (int)(pu >> k & 1) << (12 - k);
		o[10 * i + 7] = r;
		o[10 * i + 8] = sx13(p < 0 ? -p : p);
		o[10 * i + 9] = (int)(((pu << s) | (pu >> (13 - s))) & 0x1fff);
	}
}

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);
	const unsigned __int128 m96 = ((unsigned __int128)1 << 96) - 1;

	if (!strcmp(L->kernel, "apint_ops")) {
		ops(L);
		return;
	}

	for (size_t i = 0; i < L->global[0]; i++) {
		int x = a[i], y = b[i];
		int p = sx13(x), q = sx13(y % 100 + 1);
		unsigned pu = (unsigned)x & 0x1fff, qu = (unsigned)y & 0x1fff;
		unsigned u = (unsigned)x & 0xffffff, v = (unsigned)y & 0xffffff;
		unsigned __int128 w = (unsigned __int128)(uint32_t)x * 0x9e3779b97f4a7c15ull;
		__int128 z = (__int128)x * 0x123456789abcdefll * y;

		o[8 * i] = sx13((long long)(pu * qu) + (p / q) - (p % q));
		o[8 * i + 1] = (int)(((u << 5) & 0xffffff) ^ (u >> 3) ^ (u / v));
		o[8 * i + 2] = (int)(uint32_t)(w >> 64) ^ (int)(uint32_t)(w >> 33);
		o[8 * i + 3] = (int)(z >> 70) + (z < 0) * 7;
		o[8 * i + 4] = (p > q ? p : q) + (int)(u < v ? u : v);
		o[8 * i + 5] = (((w + w) & m96) == ((w << 1) & m96)) + 2 * (int)(uint32_t)(w >> 95);
		o[8 * i + 6] = sx13((long long)pu - 4096) + (p < 0);
		o[8 * i + 7] = (int)(uint32_t)(z ^ (z >> 64)) ^ (int)(uint32_t)((((unsigned __int128)z) & m96) >> 40);
	}
}

REF_MAIN(reference)
#endif
