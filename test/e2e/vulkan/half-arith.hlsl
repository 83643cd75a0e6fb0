// 16-bit floats (shaderFloat16, storageBuffer16BitAccess; -fnative-half-type):
// a half buffer read and written, half arithmetic rounded per operation,
// conversions between half and float.  Halves travel as ushort bits: the
// inputs are positive and negative normal values.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:ushort:64:12288..19456 sb:0:1=in:ushort:64:45056..52224 sb:0:2=out:ushort:64 sb:0:3=out:ushort:64 sb:0:4=out:float:64
// FEATURES: shaderFloat16 storageBuffer16BitAccess
// CLANG-FLAGS: -Xclang -fnative-half-type
// GLSLANG-FLAGS: --hlsl-enable-16bit-types

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<half> A;
[[vk::binding(1, 0)]] StructuredBuffer<half> B;
[[vk::binding(2, 0)]] RWStructuredBuffer<half> Prod;
[[vk::binding(3, 0)]] RWStructuredBuffer<half> Sum;
[[vk::binding(4, 0)]] RWStructuredBuffer<float> Wide;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	half a = A[tid.x], b = B[tid.x];

	Prod[tid.x] = a * b;
	Sum[tid.x] = a + b;
	Wide[tid.x] = (float)a * 2.0f + (float)b;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint16_t *A = REF_PTR(L, 0, uint16_t), *B = REF_PTR(L, 1, uint16_t);
	uint16_t *prod = REF_PTR(L, 2, uint16_t), *sum = REF_PTR(L, 3, uint16_t);
	float *wide = REF_PTR(L, 4, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		float a = ref_h2f(A[t]), b = ref_h2f(B[t]);

		/* products and sums of two halves are exact in float */
		prod[t] = ref_f2h(a * b, 0);
		sum[t] = ref_f2h(a + b, 0);
		wide[t] = a * 2.0f + b;
	}
}

REF_MAIN(reference)
#endif
