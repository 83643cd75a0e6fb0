// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Vector conversions: convert_float4(int4), convert_int4(float4),
// convert_uint4_sat(float4) and convert_short8(int8) lane by lane.
// LAUNCH: convert_vector_int4_float4 -g 16 in:int4:16:-1000000..1000000 in:float4:16:-5000..5000 in:int8:16 out:float4:16 out:int4:16 out:uint4:16 out:short8:16

#ifndef REFERENCE
kernel void
convert_vector_int4_float4(global const int4 *a, global const float4 *f, global const int8 *w,
                           global float4 *o1, global int4 *o2, global uint4 *o3, global short8 *o4)
{
	size_t i = get_global_id(0);
	o1[i] = convert_float4(a[i]);
	o2[i] = convert_int4(f[i]);
	o3[i] = convert_uint4_sat(f[i]);
	o4[i] = convert_short8(w[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const float *f = REF_PTR(L, 1, float);
	const int32_t *w = REF_PTR(L, 2, int32_t);
	float *o1 = REF_PTR(L, 3, float);
	int32_t *o2 = REF_PTR(L, 4, int32_t);
	uint32_t *o3 = REF_PTR(L, 5, uint32_t);
	int16_t *o4 = REF_PTR(L, 6, int16_t);

	for (size_t i = 0; i < 4 * L->global[0]; i++) {
		o1[i] = (float)a[i];
		o2[i] = (int32_t)f[i];
		o3[i] = f[i] < 0 ? 0 : (uint32_t)f[i];
	}
	for (size_t i = 0; i < 8 * L->global[0]; i++)
		o4[i] = (int16_t)w[i];
}

REF_MAIN(reference)
#endif
