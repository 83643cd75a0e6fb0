// Bit intrinsics: firstbithigh on uint and int (for a negative int the
// highest clear bit), firstbitlow, countbits, reversebits; ~0 when there
// is no such bit.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:uint:64:special sb:0:1=out:uint4:64 sb:0:2=out:uint:64

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<uint> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint4> Bits;
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> Rev;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint v = In[tid.x] ^ (tid.x * 0x01010101u);

	Bits[tid.x] = uint4(firstbithigh(v), firstbithigh((int)v),
	    firstbitlow(v), countbits(v));
	Rev[tid.x] = reversebits(v);
}
#else
#include "ref.h"

static uint32_t
msb(uint32_t v)
{
	uint32_t i;

	for (i = 31; i != UINT32_MAX; i--)
		if (v >> i & 1)
			return i;
	return UINT32_MAX;
}

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	uint32_t *bits = REF_PTR(L, 1, uint32_t), *rev = REF_PTR(L, 2, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		uint32_t v = in[t] ^ ((uint32_t)t * 0x01010101u), r = 0, low, n = 0;

		for (low = 0; low < 32 && !(v >> low & 1); low++)
			;
		for (int i = 0; i < 32; i++) {
			r |= (v >> i & 1) << (31 - i);
			n += v >> i & 1;
		}
		bits[4 * t] = msb(v);
		bits[4 * t + 1] = (int32_t)v < 0 ? msb(~v) : msb(v);
		bits[4 * t + 2] = low == 32 ? UINT32_MAX : low;
		bits[4 * t + 3] = n;
		rev[t] = r;
	}
}

REF_MAIN(reference)
#endif
