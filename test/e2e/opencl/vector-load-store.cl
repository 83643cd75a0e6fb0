// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vload2/vload3/vload4 and vstore2/vstore3/vstore4 at offsets that are not
// multiples of the vector size, so the accesses are only element-aligned.
// LAUNCH: vector_load_store -g 16 in:float:72 out:float:144

#ifndef REFERENCE
kernel void
vector_load_store(global const float *a, global float *o)
{
	size_t i = get_global_id(0);
	float4 v = vload4(i, a);
	float3 w = vload3(i, a + 5);
	float2 u = vload2(0, a + 2 * i + 1);

	vstore4(v * 2.0f, i, o);
	vstore3(w + 1.0f, i, o + 64);
	vstore2(u.yx, i, o + 112);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *a = REF_PTR(L, 0, float);
	float *o = REF_PTR(L, 1, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		for (int k = 0; k < 4; k++)
			o[4 * i + k] = a[4 * i + k] * 2.0f;
		for (int k = 0; k < 3; k++)
			o[64 + 3 * i + k] = a[5 + 3 * i + k] + 1.0f;
		o[112 + 2 * i] = a[2 * i + 2];
		o[112 + 2 * i + 1] = a[2 * i + 1];
	}
}

REF_MAIN(reference)
#endif
