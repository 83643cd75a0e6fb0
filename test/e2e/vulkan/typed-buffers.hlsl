// Typed buffers: Buffer<float4> (a uniform texel buffer, rgba32f),
// RWBuffer<float> (storage texel, r32f) read and written, RWBuffer<int2>
// (rg32i: a signed image type) and RWBuffer<uint> (r32ui) written.
// LAUNCH: main -g 64 -l 16 utb:0:0=in:float4:64 stb:0:1=io:float:64 stb:0:2=out:int2:64 stb:0:3=out:uint:64

#ifndef REFERENCE
[[vk::binding(0, 0)]] Buffer<float4> Src;
[[vk::binding(1, 0)]] [[vk::image_format("r32f")]] RWBuffer<float> Acc;
[[vk::binding(2, 0)]] [[vk::image_format("rg32i")]] RWBuffer<int2> Cells;
[[vk::binding(3, 0)]] [[vk::image_format("r32ui")]] RWBuffer<uint> Count;

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float4 s = Src[tid.x];
	float4 n = Src[(tid.x + 1) % 64];

	Acc[tid.x] = Acc[tid.x] + s.x * n.w;
	Cells[tid.x] = int2(floor(s.yz * 4.0f));
	Count[tid.x] = (uint)(s.w > 0) + (uint)(n.x > s.x) * 2u + tid.x * 4u;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *src = REF_PTR(L, 0, float);
	float *acc = REF_PTR(L, 1, float);
	int32_t *cells = REF_PTR(L, 2, int32_t);
	uint32_t *count = REF_PTR(L, 3, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		const float *s = src + 4 * t, *n = src + 4 * ((t + 1) % 64);

		acc[t] = acc[t] + s[0] * n[3];
		cells[2 * t] = (int32_t)floorf(s[1] * 4.0f);
		cells[2 * t + 1] = (int32_t)floorf(s[2] * 4.0f);
		count[t] = (uint32_t)(s[3] > 0) + (uint32_t)(n[0] > s[0]) * 2u +
		    (uint32_t)t * 4u;
	}
}

REF_MAIN(reference)
#endif
