// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vstore2 into local memory, a barrier, then vload2 of the neighbour's pair
// from local memory (short and ushort element types).
// LAUNCH: vload2_local_short -g 64 -l 16 in:short:128 out:ushort:128 local:short:32

#ifndef REFERENCE
kernel void
vload2_local_short(global const short *in, global ushort *out, local short *tmp)
{
	size_t g = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
	short2 v = vload2(g, in);
	vstore2(v, l, tmp);
	barrier(CLK_LOCAL_MEM_FENCE);
	short2 w = vload2((l + 1) % n, tmp);
	vstore2(as_ushort2(w) + (ushort2)(3, 5), g, out);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int16_t *in = REF_PTR(L, 0, int16_t);
	uint16_t *out = REF_PTR(L, 1, uint16_t);
	size_t n = L->local[0];

	for (size_t g = 0; g < L->global[0]; g++) {
		size_t base = g - g % n, src = base + (g % n + 1) % n;
		out[2 * g] = (uint16_t)((uint16_t)in[2 * src] + 3);
		out[2 * g + 1] = (uint16_t)((uint16_t)in[2 * src + 1] + 5);
	}
}

REF_MAIN(reference)
#endif
