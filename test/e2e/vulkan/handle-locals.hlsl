// Resource handles kept in local variables, passed to a helper, held in a
// static global initialised from another resource, and picked by a
// run-time condition between two names of one resource: at -O0 every one
// of them goes through memory and must come back as the same descriptor.
// LAUNCH: main -g 256 -l 64 sb:0:0=in:float:256 sb:0:1=io:float:256

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float> Out;
static RWStructuredBuffer<float> Alias = Out;

void
scale(RWStructuredBuffer<float> dst, StructuredBuffer<float> src, uint k, float f)
{
	dst[k] = dst[k] + src[k] * f;
}

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	StructuredBuffer<float> src = In;
	RWStructuredBuffer<float> dst;
	dst = Out;
	scale(dst, src, tid.x, 2.0);
	RWStructuredBuffer<float> pick = (tid.x & 1) ? Out : Alias;
	pick[tid.x] = pick[tid.x] + 1.0;
	Alias[tid.x] = Alias[tid.x] * 0.5;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *out = REF_PTR(L, 1, float);

	for (size_t t = 0; t < L->global[0]; t++)
		out[t] = (out[t] + in[t] * 2.0f + 1.0f) * 0.5f;
}

REF_MAIN(reference)
#endif
