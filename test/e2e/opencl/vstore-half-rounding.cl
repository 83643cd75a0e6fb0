// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vstore_half with each rounding suffix (default, _rte, _rtz, _rtp, _rtn) on
// floats that half cannot hold exactly, including values past the half range.
// LAUNCH: vstore_half_rounding -g 64 in:float:64:-70000..70000 out:ushort:320
// LAUNCH: vstore_half_rounding -g 64 in:float:64:-0.01..0.01 out:ushort:320

#ifndef REFERENCE
kernel void
vstore_half_rounding(global const float *f, global half *h)
{
	size_t i = get_global_id(0), n = get_global_size(0);
	float x = f[i];
	vstore_half(x, i, h);
	vstore_half_rte(x, n + i, h);
	vstore_half_rtz(x, 2 * n + i, h);
	vstore_half_rtp(x, 3 * n + i, h);
	vstore_half_rtn(x, 4 * n + i, h);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	uint16_t *h = REF_PTR(L, 1, uint16_t);
	size_t n = L->global[0];

	for (size_t i = 0; i < n; i++) {
		h[i] = ref_f2h(f[i], 0);
		for (int m = 0; m < 4; m++)
			h[(m + 1) * n + i] = ref_f2h(f[i], m);
	}
}

REF_MAIN(reference)
#endif
