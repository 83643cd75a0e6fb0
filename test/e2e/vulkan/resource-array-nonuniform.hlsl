// An array of four storage buffers indexed per thread (a non-uniform
// index, NonUniformResourceIndex): needs
// shaderStorageBufferArrayNonUniformIndexing, which lavapipe 22.3 lacks, so
// there the test is UNSUPPORTED (vk-run reports it skipped).
// IR: hand-written (clang 22 crashes on arrays of resources); the index goes
// through llvm.spv.resource.nonuniformindex before handlefrombinding.
// LAUNCH: main -g 64 -l 64 sb:0:0[0]=out:uint:16 sb:0:0[1]=out:uint:16 sb:0:0[2]=out:uint:16 sb:0:0[3]=out:uint:16
// FEATURES: shaderStorageBufferArrayNonUniformIndexing

#ifndef REFERENCE
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> Bufs[4];

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	Bufs[NonUniformResourceIndex(tid.x % 4)][tid.x / 4] = tid.x * 3u + 1u;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	for (uint32_t t = 0; t < 64; t++)
		REF_PTR(L, t % 4, uint32_t)[t / 4] = t * 3u + 1u;
}

REF_MAIN(reference)
#endif
