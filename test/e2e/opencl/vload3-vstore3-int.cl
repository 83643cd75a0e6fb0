// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vload3/vstore3 pack three ints per element with no padding: element i of
// the output holds (a.y, a.z + a.x, a.x - 7) of element i of the input.
// LAUNCH: vload3_vstore3_int -g 40 in:int:120:-100000..100000 out:int:120

#ifndef REFERENCE
kernel void
vload3_vstore3_int(global const int *in, global int *out)
{
	size_t i = get_global_id(0);
	int3 a = vload3(i, in);
	vstore3((int3)(a.y, a.z + a.x, a.x - 7), i, out);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		const int32_t *a = in + 3 * i;
		out[3 * i] = a[1];
		out[3 * i + 1] = a[2] + a[0];
		out[3 * i + 2] = a[0] - 7;
	}
}

REF_MAIN(reference)
#endif
