// An array of three storage buffers at one binding, indexed with a value
// that is uniform across each workgroup (the group id): dynamically uniform
// indexing (shaderStorageBufferArrayDynamicIndexing).
// IR: hand-written (clang 22 crashes on arrays of resources); its shape:
// handlefrombinding(set 0, binding 0, array size 3, index, name), the index
// passed through allocas at -O0.
// LAUNCH: main -g 96 -l 32 sb:0:0[0]=in:float:96 sb:0:0[1]=in:float:96 sb:0:0[2]=in:float:96 sb:0:1=out:float:96
// FEATURES: shaderStorageBufferArrayDynamicIndexing

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> Src[3];
[[vk::binding(1, 0)]] RWStructuredBuffer<float> Out;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint3 gid : SV_GroupID)
{
	Out[tid.x] = Src[gid.x][tid.x] * 2.0f + Src[2 - gid.x][tid.x];
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *src[3] = { REF_PTR(L, 0, float), REF_PTR(L, 1, float),
	    REF_PTR(L, 2, float) };
	float *out = REF_PTR(L, 3, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		size_t g = t / 32;

		out[t] = src[g][t] * 2.0f + src[2 - g][t];
	}
}

REF_MAIN(reference)
#endif
