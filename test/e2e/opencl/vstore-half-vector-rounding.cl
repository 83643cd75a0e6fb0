// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vstore_half2_rtp and vstore_half3_rtn (the 3-lane form packs three halves)
// and vloada_half3, which reads a 3-lane half vector with 4-lane alignment.
// LAUNCH: vstore_half_vector_rounding -g 32 in:float:96:-100..100 in:ushort:128 out:ushort:160 out:float:128

#ifndef REFERENCE
kernel void
vstore_half_vector_rounding(global const float *f, global const half *hin, global half *h, global float *o)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	vstore_half2_rtp(vload2(i, f), i, h);
	vstore_half3_rtn(vload3(i, f), i, h + 2 * n);
	float3 r = vloada_half3(i, hin);
	vstore4((float4)(r, 1.0f), i, o);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	const uint16_t *hin = REF_PTR(L, 1, uint16_t);
	uint16_t *h = REF_PTR(L, 2, uint16_t);
	float *o = REF_PTR(L, 3, float);
	size_t n = L->global[0];

	for (size_t i = 0; i < 2 * n; i++)
		h[i] = ref_f2h(f[i], 2);
	for (size_t i = 0; i < 3 * n; i++)
		h[2 * n + i] = ref_f2h(f[i], 3);
	for (size_t i = 0; i < n; i++) {
		for (int k = 0; k < 3; k++)
			o[4 * i + k] = ref_h2f(hin[4 * i + k]);
		o[4 * i + 3] = 1.0f;
	}
}

REF_MAIN(reference)
#endif
