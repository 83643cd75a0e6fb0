// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Two kernels in one module sharing a helper; each LAUNCH line runs one of
// them and the reference picks its computation by kernel name.
// LAUNCH: scale_ints -g 32 val:int:-3 in:int:32:-1000..1000 out:int:32
// LAUNCH: mix_floats -g 16 in:float:16 in:float:16 out:float:16

#ifndef REFERENCE
static int
twice_plus(int v, int k)
{
	return 2 * v + k;
}

kernel void
scale_ints(int k, global const int *in, global int *o)
{
	size_t i = get_global_id(0);

	o[i] = twice_plus(in[i], k) * k;
}

kernel void
mix_floats(global const float *a, global const float *b, global float *o)
{
	size_t i = get_global_id(0);

	o[i] = (a[i] + b[i]) * (float)twice_plus((int)i, 1);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	if (strcmp(L->kernel, "scale_ints") == 0) {
		int k = REF_VAL(L, 0, int32_t);
		const int32_t *in = REF_PTR(L, 1, int32_t);
		int32_t *o = REF_PTR(L, 2, int32_t);

		for (size_t i = 0; i < L->global[0]; i++)
			o[i] = (2 * in[i] + k) * k;
	} else {
		const float *a = REF_PTR(L, 0, float);
		const float *b = REF_PTR(L, 1, float);
		float *o = REF_PTR(L, 2, float);

		for (size_t i = 0; i < L->global[0]; i++)
			o[i] = (a[i] + b[i]) * (float)(2 * (int)i + 1);
	}
}

REF_MAIN(reference)
#endif
