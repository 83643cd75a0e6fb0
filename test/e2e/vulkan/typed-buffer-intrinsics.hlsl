// Typed buffers in the older intrinsic shape other front ends (and clang
// before 22) emit: a six-operand handlefrombinding (i1 non-uniform flag
// before the name), llvm.spv.resource.load.typedbuffer returning a float4
// or the first lane as a scalar, and llvm.spv.resource.store.typedbuffer.
// Buffer<float4> (uniform texel rgba32f), RWBuffer<float> (r32f, read and
// written) and RWBuffer<float4> (rgba32f, written).
// IR: hand-written
// LAUNCH: main -g 32 -l 32 utb:0:0=in:float4:32 stb:0:1=io:float:32 stb:0:2=out:float4:32

#ifndef REFERENCE
[[vk::binding(0, 0)]] Buffer<float4> Src;
[[vk::binding(1, 0)]] [[vk::image_format("r32f")]] RWBuffer<float> Acc;
[[vk::binding(2, 0)]] [[vk::image_format("rgba32f")]] RWBuffer<float4> Dst;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float4 s = Src[tid.x];

	Acc[tid.x] = Acc[tid.x] * 2.0f + s.w;
	Dst[tid.x] = s.wzyx + float4(1, 2, 3, 4);
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *src = REF_PTR(L, 0, float);
	float *acc = REF_PTR(L, 1, float), *dst = REF_PTR(L, 2, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		const float *s = src + 4 * t;

		acc[t] = acc[t] * 2.0f + s[3];
		for (int k = 0; k < 4; k++)
			dst[4 * t + k] = s[3 - k] + (float)(k + 1);
	}
}

REF_MAIN(reference)
#endif
