// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Matrix multiply C = A * B (8x12 times 12x16) in a 2D launch, with 4x4
// tiles of A and B staged in __local memory between barriers.  Sums are
// taken in the same order as the reference, but a*b+c may be fused.
// TOLERANCE: rel=1e-5 abs=1e-5
// LAUNCH: matmul_tiled -g 16,8 -l 4,4 val:int:12 in:float:96:-2..2 in:float:192:-2..2 out:float:128

#ifndef REFERENCE
#define TILE 4

kernel void
matmul_tiled(int k, global const float *a, global const float *b,
    global float *c)
{
	local float ta[TILE][TILE], tb[TILE][TILE];
	size_t col = get_global_id(0), row = get_global_id(1);
	size_t lx = get_local_id(0), ly = get_local_id(1);
	size_t n = get_global_size(0);
	float acc = 0.0f;

	for (int t = 0; t < k; t += TILE) {
		ta[ly][lx] = a[row * k + t + lx];
		tb[ly][lx] = b[(t + ly) * n + col];
		barrier(CLK_LOCAL_MEM_FENCE);
		for (int j = 0; j < TILE; j++)
			acc += ta[ly][j] * tb[j][lx];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	c[row * n + col] = acc;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	int k = REF_VAL(L, 0, int32_t);
	const float *a = REF_PTR(L, 1, float);
	const float *b = REF_PTR(L, 2, float);
	float *c = REF_PTR(L, 3, float);
	size_t n = L->global[0], m = L->global[1];

	for (size_t row = 0; row < m; row++) {
		for (size_t col = 0; col < n; col++) {
			float acc = 0.0f;

			for (int j = 0; j < k; j++)
				acc += a[row * k + j] * b[j * n + col];
			c[row * n + col] = acc;
		}
	}
}

REF_MAIN(reference)
#endif
