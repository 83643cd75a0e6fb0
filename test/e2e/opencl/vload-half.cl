// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vload_half and vload_half4 read IEEE half bits (random patterns, so also
// subnormals, infinities and NaNs) and widen them to float exactly.
// LAUNCH: vload_half_k -g 32 in:ushort:160 out:float:32 out:float:128

#ifndef REFERENCE
kernel void
vload_half_k(global const half *h, global float *o1, global float4 *o4)
{
	size_t i = get_global_id(0);
	o1[i] = vload_half(i, h);
	o4[i] = vload_half4(i, h + 32);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint16_t *h = REF_PTR(L, 0, uint16_t);
	float *o1 = REF_PTR(L, 1, float);
	float *o4 = REF_PTR(L, 2, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		o1[i] = ref_h2f(h[i]);
		for (int k = 0; k < 4; k++)
			o4[4 * i + k] = ref_h2f(h[32 + 4 * i + k]);
	}
}

REF_MAIN(reference)
#endif
