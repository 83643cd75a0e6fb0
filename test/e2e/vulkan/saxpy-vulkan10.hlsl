// A Vulkan 1.0 module (triple spirv-unknown-vulkan1.0-compute: SPIR-V 1.0,
// validated for vulkan1.0): SPIR-V 1.0 has no StorageBuffer class, so the
// storage buffers are Uniform variables of BufferBlock structs (the input
// one NonWritable) beside a uniform buffer of Block; saxpy with a bounds
// check and an atomic count of the elements written.
// TRIPLE: spirv-unknown-vulkan1.3-compute
// IR: hand-written: clang 22 refuses vulkan1.0 for HLSL, so the .ll files are
// its vulkan1.3 output (gen-ir.sh with this TRIPLE) with the triple set to
// spirv-unknown-vulkan1.0-compute by hand.
// LAUNCH: main -g 128 -l 64 ub:0:0=in:float:4:=1.5 sb:0:1=in:float:100 sb:0:2=io:float:128 sb:0:3=io:uint:1:=0

#ifndef REFERENCE
cbuffer Params : register(b0, space0) {
	float Alpha;
};

[[vk::binding(1, 0)]] StructuredBuffer<float> X;
[[vk::binding(2, 0)]] RWStructuredBuffer<float> Y;
[[vk::binding(3, 0)]] RWStructuredBuffer<uint> Count;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	if (tid.x >= 100)
		return;
	Y[tid.x] = Alpha * X[tid.x] + Y[tid.x];
#ifdef STANDIN
	InterlockedAdd(Count[0], 1);
#else
	__scoped_atomic_fetch_add(__builtin_addressof(Count[0]), 1u, __ATOMIC_RELAXED,
	    __MEMORY_SCOPE_DEVICE);
#endif
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *x = REF_PTR(L, 1, float);
	float *y = REF_PTR(L, 2, float);
	unsigned *n = REF_PTR(L, 3, unsigned);

	for (size_t t = 0; t < 100; t++)
		y[t] = 1.5f * x[t] + y[t];
	n[0] += 100;
}

REF_MAIN(reference)
#endif
