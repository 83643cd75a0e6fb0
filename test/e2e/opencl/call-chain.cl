// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// A chain of non-recursive calls four levels deep, mixing int, float and
// float4 parameters and results, a global pointer handed down the chain,
// and a helper called from two levels.
// LAUNCH: call_chain -g 32 in:float4:32 in:int:32:-50..50 out:float4:32 out:int:64

#ifndef REFERENCE
__attribute__((noinline)) int
level4(int v)
{
	return v * 3 - 1;
}

__attribute__((noinline)) float4
level3(float4 v, int k)
{
	return v * (float)level4(k) + (float4)(0.5f);
}

__attribute__((noinline)) float4
level2(global const float4 *src, size_t i, int k)
{
	float4 v = level3(src[i], k);

	return v.s1032;
}

__attribute__((noinline)) int
level1(global const float4 *src, size_t i, int k, global float4 *dst)
{
	float4 v = level2(src, i, k);

	dst[i] = v;
	return level4(k + 1) + (v.x > 0.0f ? 1 : 0);
}

kernel void
call_chain(global const float4 *src, global const int *ks, global float4 *dst,
    global int *o)
{
	size_t i = get_global_id(0);

	o[2 * i] = level1(src, i, ks[i], dst);
	o[2 * i + 1] = level4(level4(ks[i]));
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *src = REF_PTR(L, 0, float);
	const int32_t *ks = REF_PTR(L, 1, int32_t);
	float *dst = REF_PTR(L, 2, float);
	int32_t *o = REF_PTR(L, 3, int32_t);
	static const int swap[4] = { 1, 0, 3, 2 };

	for (size_t i = 0; i < L->global[0]; i++) {
		int k = ks[i];
		float f = (float)(k * 3 - 1);

		for (int c = 0; c < 4; c++) {
			float m = src[4 * i + swap[c]] * f;

			dst[4 * i + c] = m + 0.5f;
		}
		o[2 * i] = (k + 1) * 3 - 1 + (dst[4 * i] > 0.0f ? 1 : 0);
		o[2 * i + 1] = (k * 3 - 1) * 3 - 1;
	}
}

REF_MAIN(reference)
#endif
