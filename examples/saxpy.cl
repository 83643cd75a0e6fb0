// The bundled example of `make demo`: y = a*x + y, plus a per-work-group sum
// in local memory, compiled to SPIR-V by llc-spirv and run on PoCL.
// LAUNCH: saxpy -g 256 -l 64 val:float:2.5 in:float:256:-10..10 in:float:256:-10..10 out:float:256 out:float:4 local:float:64
// TOLERANCE: ulp=8 abs=1e-4

#ifndef REFERENCE
kernel void
saxpy(float a, global const float *x, global const float *y, global float *out,
      global float *sums, local float *tmp)
{
	size_t i = get_global_id(0), l = get_local_id(0);

	out[i] = a * x[i] + y[i];
	tmp[l] = out[i];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
		if (l < s)
			tmp[l] += tmp[l + s];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (l == 0)
		sums[get_group_id(0)] = tmp[0];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	float a = REF_VAL(L, 0, float);
	const float *x = REF_PTR(L, 1, float), *y = REF_PTR(L, 2, float);
	float *out = REF_PTR(L, 3, float), *sums = REF_PTR(L, 4, float);

	for (size_t g = 0; g < 4; g++) {
		float tmp[64];
		for (size_t l = 0; l < 64; l++) {
			size_t i = g * 64 + l;
			out[i] = a * x[i] + y[i];
			tmp[l] = out[i];
		}
		for (size_t s = 32; s > 0; s /= 2)
			for (size_t l = 0; l < s; l++)
				tmp[l] += tmp[l + s];
		sums[g] = tmp[0];
	}
}

REF_MAIN(reference)
#endif
