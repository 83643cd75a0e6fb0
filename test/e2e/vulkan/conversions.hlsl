// Conversions: float to int and uint (truncating, in range), int and
// uint to float (rounding large values), bit casts (asuint, asint,
// asfloat), bool to int, f16tof32 on the low half of a uint.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:float:64:-30000..30000 sb:0:1=in:uint:64 sb:0:2=out:int4:64 sb:0:3=out:float4:64

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> F;
[[vk::binding(1, 0)]] StructuredBuffer<uint> U;
[[vk::binding(2, 0)]] RWStructuredBuffer<int4> OutI;
[[vk::binding(3, 0)]] RWStructuredBuffer<float4> OutF;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float f = F[tid.x];
	uint u = U[tid.x];

	OutI[tid.x] = int4((int)f, (int)(uint)abs(f), asint(f) ^ (int)u,
	    (int)(f > 0) + (int)(u > 0x80000000u) * 2);
	OutF[tid.x] = float4((float)u, (float)(int)u, asfloat(u & 0x3fffffffu),
	    f16tof32(u & 0x7bffu));
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *F = REF_PTR(L, 0, float);
	const uint32_t *U = REF_PTR(L, 1, uint32_t);
	int32_t *oi = REF_PTR(L, 2, int32_t);
	float *of = REF_PTR(L, 3, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		float f = F[t], g;
		uint32_t u = U[t], bits, m = u & 0x3fffffffu;
		int32_t fb;

		memcpy(&fb, &f, 4);
		oi[4 * t] = (int32_t)f;
		oi[4 * t + 1] = (int32_t)(uint32_t)fabsf(f);
		oi[4 * t + 2] = fb ^ (int32_t)u;
		oi[4 * t + 3] = (f > 0) + (u > 0x80000000u) * 2;
		of[4 * t] = (float)u;
		of[4 * t + 1] = (float)(int32_t)u;
		memcpy(&g, &m, 4);
		of[4 * t + 2] = g;
		of[4 * t + 3] = ref_h2f((uint16_t)(u & 0x7bffu));
		(void)bits;
	}
}

REF_MAIN(reference)
#endif
