// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vstorea_half4_rtz and vstore_half8 (aligned and unaligned half vectors),
// read back with vloada_half4 and vload_half8 in the same kernel.
// LAUNCH: vstorea_half4_vloada -g 16 -l 16 in:float:192:-3000..3000 out:ushort:192 out:float:192

#ifndef REFERENCE
kernel void
vstorea_half4_vloada(global const float *f, global half *h, global float *o)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	float4 a = vload4(i, f);
	float8 b = vload8(i, f + 64);
	vstorea_half4_rtz(a, i, h);
	vstore_half8(b, i, h + 4 * n);
	barrier(CLK_GLOBAL_MEM_FENCE);
	vstore4(vloada_half4(i, h), i, o);
	vstore8(vload_half8(i, h + 4 * n), i, o + 4 * n);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	uint16_t *h = REF_PTR(L, 1, uint16_t);
	float *o = REF_PTR(L, 2, float);
	size_t n = L->global[0];

	for (size_t i = 0; i < 4 * n; i++)
		h[i] = ref_f2h(f[i], 1);
	for (size_t i = 0; i < 8 * n; i++)
		h[4 * n + i] = ref_f2h(f[64 + i], 0);
	for (size_t i = 0; i < 12 * n; i++)
		o[i] = ref_h2f(h[i]);
}

REF_MAIN(reference)
#endif
