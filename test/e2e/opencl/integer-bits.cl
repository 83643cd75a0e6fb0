// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Bit-counting builtins on uint4, uchar16 and ushort8: clz, ctz, popcount and rotate (count taken modulo the lane width).
// LAUNCH: integer_bits -g 32 in:uint4:32:special in:uint4:32 in:uchar16:32 in:uchar16:32 in:ushort8:32:special in:ushort8:32 out:uint4:128 out:uchar16:128 out:ushort8:128
// CLSTD: CL2.0

#ifndef REFERENCE
kernel void
integer_bits(global const uint4 *pa, global const uint4 *pb,
    global const uchar16 *pc, global const uchar16 *pd,
    global const ushort8 *pe, global const ushort8 *pf, global uint4 *o,
    global uchar16 *oc, global ushort8 *os)
{
	size_t i = get_global_id(0);
	uint4 a = pa[i], b = pb[i];
	uchar16 c = pc[i], d = pd[i];
	ushort8 e = pe[i], f = pf[i];

	o[4 * i] = clz(a);
	o[4 * i + 1] = popcount(a);
	o[4 * i + 2] = rotate(a, b);
	o[4 * i + 3] = ctz(a);
	oc[4 * i] = clz(c);
	oc[4 * i + 1] = popcount(c);
	oc[4 * i + 2] = rotate(c, d);
	oc[4 * i + 3] = ctz(c);
	os[4 * i] = clz(e);
	os[4 * i + 1] = popcount(e);
	os[4 * i + 2] = rotate(e, f);
	os[4 * i + 3] = ctz(e);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static unsigned
clzn(uint64_t v, unsigned n)
{
	unsigned c = 0;

	while (c < n && !(v & (UINT64_C(1) << (n - 1 - c))))
		c++;
	return c;
}

static unsigned
ctzn(uint64_t v, unsigned n)
{
	unsigned c = 0;

	while (c < n && !(v & (UINT64_C(1) << c)))
		c++;
	return c;
}

static unsigned
popn(uint64_t v)
{
	unsigned c = 0;

	for (; v; v >>= 1)
		c += v & 1;
	return c;
}

static uint64_t
rotn(uint64_t v, uint64_t s, unsigned n)
{
	uint64_t mask = (UINT64_C(1) << n) - 1;

	s %= n;
	return s ? ((v << s) | (v >> (n - s))) & mask : v;
}

static void
reference(struct ref_launch *L)
{
	const uint32_t *pa = REF_PTR(L, 0, uint32_t);
	const uint32_t *pb = REF_PTR(L, 1, uint32_t);
	const uint8_t *pc = REF_PTR(L, 2, uint8_t);
	const uint8_t *pd = REF_PTR(L, 3, uint8_t);
	const uint16_t *pe = REF_PTR(L, 4, uint16_t);
	const uint16_t *pf = REF_PTR(L, 5, uint16_t);
	uint32_t *o = REF_PTR(L, 6, uint32_t);
	uint8_t *oc = REF_PTR(L, 7, uint8_t);
	uint16_t *os = REF_PTR(L, 8, uint16_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		for (int k = 0; k < 4; k++) {
			uint32_t a = pa[4 * i + k], b = pb[4 * i + k];

			o[16 * i + k] = clzn(a, 32);
			o[16 * i + 4 + k] = popn(a);
			o[16 * i + 8 + k] = (uint32_t)rotn(a, b, 32);
			o[16 * i + 12 + k] = ctzn(a, 32);
		}
		for (int k = 0; k < 16; k++) {
			uint8_t c = pc[16 * i + k], d = pd[16 * i + k];

			oc[64 * i + k] = clzn(c, 8);
			oc[64 * i + 16 + k] = popn(c);
			oc[64 * i + 32 + k] = (uint8_t)rotn(c, d, 8);
			oc[64 * i + 48 + k] = ctzn(c, 8);
		}
		for (int k = 0; k < 8; k++) {
			uint16_t e = pe[8 * i + k], f = pf[8 * i + k];

			os[32 * i + k] = clzn(e, 16);
			os[32 * i + 8 + k] = popn(e);
			os[32 * i + 16 + k] = (uint16_t)rotn(e, f, 16);
			os[32 * i + 24 + k] = ctzn(e, 16);
		}
	}
}

REF_MAIN(reference)
#endif
