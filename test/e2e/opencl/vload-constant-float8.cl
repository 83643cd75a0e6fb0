// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vload8 from constant memory and a vstore8 of the products with a private
// float8.
// LAUNCH: vload_constant_float8 -g 8 in:float:64 out:float:64

#ifndef REFERENCE
kernel void
vload_constant_float8(constant float *in, global float *out)
{
	size_t i = get_global_id(0);
	float8 s = (float8)(1.0f, 0.5f, -2.0f, 4.0f, 0.25f, 8.0f, -1.0f, 3.0f);
	vstore8(vload8(i, in) * s, i, out);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *out = REF_PTR(L, 1, float);
	static const float s[8] = {1.0f, 0.5f, -2.0f, 4.0f, 0.25f, 8.0f, -1.0f, 3.0f};

	for (size_t i = 0; i < 8 * L->global[0]; i++)
		out[i] = in[i] * s[i % 8];
}

REF_MAIN(reference)
#endif
