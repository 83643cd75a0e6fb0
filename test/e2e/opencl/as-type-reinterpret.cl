// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// as_<type> reinterprets bits (clang makes it a bitcast): as_int(float),
// as_float(uint), as_uchar4(uint) and as_short2(float).
// LAUNCH: as_type_reinterpret -g 64 in:float:64 in:uint:64 out:int:64 out:float:64 out:uchar4:64 out:short2:64

#ifndef REFERENCE
kernel void
as_type_reinterpret(global const float *f, global const uint *u, global int *o1, global float *o2,
                    global uchar4 *o3, global short2 *o4)
{
	size_t i = get_global_id(0);
	o1[i] = as_int(f[i]) + 1;
	o2[i] = as_float(u[i] & 0x3fffffffu);
	o3[i] = as_uchar4(u[i]);
	o4[i] = as_short2(f[i] * 3.0f);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	const uint32_t *u = REF_PTR(L, 1, uint32_t);
	int32_t *o1 = REF_PTR(L, 2, int32_t);
	float *o2 = REF_PTR(L, 3, float);
	uint8_t *o3 = REF_PTR(L, 4, uint8_t);
	int16_t *o4 = REF_PTR(L, 5, int16_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t x;
		uint32_t m = u[i] & 0x3fffffffu;
		float g = f[i] * 3.0f;
		memcpy(&x, &f[i], 4);
		o1[i] = (int32_t)((uint32_t)x + 1);
		memcpy(&o2[i], &m, 4);
		memcpy(&o3[4 * i], &u[i], 4);
		memcpy(&o4[2 * i], &g, 4);
	}
}

REF_MAIN(reference)
#endif
