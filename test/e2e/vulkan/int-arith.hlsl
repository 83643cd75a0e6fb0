// Integer arithmetic: min, max, clamp and abs on int and uint, signed and
// unsigned division and remainder (truncating), shifts (arithmetic on int),
// multiplication that wraps.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:int:64:-100000..100000 sb:0:1=in:int:64:1..500 sb:0:2=out:int4:64 sb:0:3=out:uint4:64

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int> A;
[[vk::binding(1, 0)]] StructuredBuffer<int> B;
[[vk::binding(2, 0)]] RWStructuredBuffer<int4> OutS;
[[vk::binding(3, 0)]] RWStructuredBuffer<uint4> OutU;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int a = A[tid.x], b = B[tid.x];
	uint ua = (uint)a, ub = (uint)b;

	OutS[tid.x] = int4(min(a, b) + max(a, -b), clamp(a, -300, 300) + abs(a),
	    a / b + a % b * 1000, (a >> (b & 15)) + (a * 40503));
	OutU[tid.x] = uint4(min(ua, ub) + max(ua, 7u), clamp(ua, 10u, 90000u),
	    ua / ub + ua % ub, (ua >> (ub & 31)) ^ (ua << 3));
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *A = REF_PTR(L, 0, int32_t), *B = REF_PTR(L, 1, int32_t);
	int32_t *os = REF_PTR(L, 2, int32_t);
	uint32_t *ou = REF_PTR(L, 3, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		int32_t a = A[t], b = B[t];
		uint32_t ua = (uint32_t)a, ub = (uint32_t)b;

		os[4 * t] = (a < b ? a : b) + (a > -b ? a : -b);
		os[4 * t + 1] = (a < -300 ? -300 : a > 300 ? 300 : a) +
		    (a < 0 ? -a : a);
		os[4 * t + 2] = a / b + a % b * 1000;
		os[4 * t + 3] = (int32_t)((uint32_t)(a >> (b & 15)) +
		    (uint32_t)a * 40503u);
		ou[4 * t] = (ua < ub ? ua : ub) + (ua > 7u ? ua : 7u);
		ou[4 * t + 1] = ua < 10u ? 10u : ua > 90000u ? 90000u : ua;
		ou[4 * t + 2] = ua / ub + ua % ub;
		ou[4 * t + 3] = (ua >> (ub & 31)) ^ (ua << 3);
	}
}

REF_MAIN(reference)
#endif
