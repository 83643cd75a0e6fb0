// Application: a tiled 32x32 matrix multiply, C = A * B, with 8x8 tiles
// of A and B staged in groupshared memory, a barrier before and after each
// tile's partial products, and a loop over the four tiles.
// LAUNCH: main -g 32,32 -l 8,8 sb:0:0=in:float:1024:-1..1 sb:0:1=in:float:1024:-1..1 sb:0:2=out:float:1024
// TOLERANCE: rel=1e-5 abs=1e-5

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> A;
[[vk::binding(1, 0)]] StructuredBuffer<float> B;
[[vk::binding(2, 0)]] RWStructuredBuffer<float> C;

groupshared float TA[8][8];
groupshared float TB[8][8];

[numthreads(8, 8, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint3 lt : SV_GroupThreadID)
{
	uint row = tid.y, col = tid.x;
	float acc = 0;

	for (uint t = 0; t < 32; t += 8) {
		TA[lt.y][lt.x] = A[row * 32 + t + lt.x];
		TB[lt.y][lt.x] = B[(t + lt.y) * 32 + col];
		GroupMemoryBarrierWithGroupSync();
		for (uint k = 0; k < 8; k++)
			acc += TA[lt.y][k] * TB[k][lt.x];
		GroupMemoryBarrierWithGroupSync();
	}
	C[row * 32 + col] = acc;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *a = REF_PTR(L, 0, float), *b = REF_PTR(L, 1, float);
	float *c = REF_PTR(L, 2, float);

	for (size_t r = 0; r < 32; r++)
		for (size_t col = 0; col < 32; col++) {
			float acc = 0;

			for (size_t k = 0; k < 32; k++)
				acc += a[r * 32 + k] * b[k * 32 + col];
			c[r * 32 + col] = acc;
		}
}

REF_MAIN(reference)
#endif
