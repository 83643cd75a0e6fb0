// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// float4 and int4 arithmetic: element-wise operators, scalar broadcast,
// vector literals, and vector buffers (each float4 is four floats in memory).
// LAUNCH: vector_arith -g 16 in:float4:16 in:float4:16 in:int4:16:-1000..1000 in:int4:16:1..50 out:float4:48 out:int4:64

#ifndef REFERENCE
kernel void
vector_arith(global const float4 *a, global const float4 *b,
    global const int4 *p, global const int4 *q, global float4 *of,
    global int4 *oi)
{
	size_t i = get_global_id(0);
	float4 x = a[i], y = b[i];
	int4 m = p[i], n = q[i];

	of[3 * i] = x + y;
	of[3 * i + 1] = (x - (float4)(1.0f, 2.0f, 3.0f, 4.0f)) * y;
	of[3 * i + 2] = x * 3.0f;
	oi[4 * i] = m + n;
	oi[4 * i + 1] = m * n;
	oi[4 * i + 2] = m / n;
	oi[4 * i + 3] = (m - 7) % n;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *a = REF_PTR(L, 0, float);
	const float *b = REF_PTR(L, 1, float);
	const int32_t *p = REF_PTR(L, 2, int32_t);
	const int32_t *q = REF_PTR(L, 3, int32_t);
	float *of = REF_PTR(L, 4, float);
	int32_t *oi = REF_PTR(L, 5, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		for (int k = 0; k < 4; k++) {
			float x = a[4 * i + k], y = b[4 * i + k];
			int32_t m = p[4 * i + k], n = q[4 * i + k];

			of[12 * i + k] = x + y;
			of[12 * i + 4 + k] = (x - (float)(k + 1)) * y;
			of[12 * i + 8 + k] = x * 3.0f;
			oi[16 * i + k] = m + n;
			oi[16 * i + 4 + k] = m * n;
			oi[16 * i + 8 + k] = m / n;
			oi[16 * i + 12 + k] = (m - 7) % n;
		}
	}
}

REF_MAIN(reference)
#endif
