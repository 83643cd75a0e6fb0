// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// mad24 and mul24 (signed and unsigned, operands within 24 bits), upsample (char->short, short->int, int->long) and mad_hi.
// LAUNCH: mad24_upsample -g 64 in:int:64:-8000000..8000000 in:int:64:-250..250 in:uint:64:0..16000000 in:uint:64:0..250 in:int:64:-1000000..1000000 in:char:64 in:uchar:64 in:short:64 in:ushort:64 in:int:64 in:uint:64 out:int:512 out:short:64 out:int:64 out:long:64

#ifndef REFERENCE
kernel void
mad24_upsample(global const int *pa, global const int *pb,
    global const uint *pu, global const uint *pv, global const int *pc,
    global const char *hc, global const uchar *lc, global const short *hs,
    global const ushort *ls, global const int *hi, global const uint *li,
    global int *o, global short *o16, global int *o32, global long *o64)
{
	size_t i = get_global_id(0);
	int a = pa[i], b = pb[i], c = pc[i], x = hi[i];
	uint u = pu[i], v = pv[i], y = li[i];
	global int *r = o + 8 * i;

	r[0] = mad24(a, b, c);
	r[1] = mul24(a, b);
	r[2] = (int)mad24(u, v, (uint)c);
	r[3] = (int)mul24(u, v);
	r[4] = mad_hi(x, a, c);
	r[5] = (int)mad_hi(y, u, (uint)x);
	r[6] = mad_hi(x, x, c);
	r[7] = (int)mad_hi((uint)x, y, y);
	o16[i] = upsample(hc[i], lc[i]);
	o32[i] = upsample(hs[i], ls[i]);
	o64[i] = upsample(x, y);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *pa = REF_PTR(L, 0, int32_t);
	const int32_t *pb = REF_PTR(L, 1, int32_t);
	const uint32_t *pu = REF_PTR(L, 2, uint32_t);
	const uint32_t *pv = REF_PTR(L, 3, uint32_t);
	const int32_t *pc = REF_PTR(L, 4, int32_t);
	const int8_t *hc = REF_PTR(L, 5, int8_t);
	const uint8_t *lc = REF_PTR(L, 6, uint8_t);
	const int16_t *hs = REF_PTR(L, 7, int16_t);
	const uint16_t *ls = REF_PTR(L, 8, uint16_t);
	const int32_t *hi = REF_PTR(L, 9, int32_t);
	const uint32_t *li = REF_PTR(L, 10, uint32_t);
	int32_t *o = REF_PTR(L, 11, int32_t);
	int16_t *o16 = REF_PTR(L, 12, int16_t);
	int32_t *o32 = REF_PTR(L, 13, int32_t);
	int64_t *o64 = REF_PTR(L, 14, int64_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int64_t a = pa[i], b = pb[i], c = pc[i], x = hi[i];
		uint64_t u = pu[i], v = pv[i], y = li[i];
		int32_t *r = o + 8 * i;

		r[0] = (int32_t)(a * b + c);
		r[1] = (int32_t)(a * b);
		r[2] = (int32_t)(uint32_t)(u * v + (uint32_t)c);
		r[3] = (int32_t)(uint32_t)(u * v);
		r[4] = (int32_t)(((x * a) >> 32) + c);
		r[5] = (int32_t)(uint32_t)(((y * u) >> 32) + (uint32_t)x);
		r[6] = (int32_t)(((x * x) >> 32) + c);
		r[7] = (int32_t)(uint32_t)((((uint64_t)(uint32_t)x * y) >> 32) + y);
		o16[i] = (int16_t)(uint16_t)(((uint16_t)(uint8_t)hc[i] << 8) | lc[i]);
		o32[i] = (int32_t)(((uint32_t)(uint16_t)hs[i] << 16) | ls[i]);
		o64[i] = (int64_t)(((uint64_t)(uint32_t)x << 32) | y);
	}
}

REF_MAIN(reference)
#endif
