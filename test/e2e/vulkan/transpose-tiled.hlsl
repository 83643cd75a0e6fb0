// Transpose of a 32x32 matrix through 8x8 groupshared tiles (one padding
// column against bank conflicts); 2D dispatch and 2D thread ids.
// LAUNCH: main -g 32,32 -l 8,8 sb:0:0=in:float:1024 sb:0:1=out:float:1024

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float> Out;

groupshared float Tile[8][9];

[numthreads(8, 8, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint3 lt : SV_GroupThreadID,
    uint3 g : SV_GroupID)
{
	Tile[lt.y][lt.x] = In[tid.y * 32 + tid.x];
	GroupMemoryBarrierWithGroupSync();
	uint ox = g.y * 8 + lt.x;
	uint oy = g.x * 8 + lt.y;
	Out[oy * 32 + ox] = Tile[lt.x][lt.y];
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *out = REF_PTR(L, 1, float);

	for (size_t r = 0; r < 32; r++)
		for (size_t c = 0; c < 32; c++)
			out[r * 32 + c] = in[c * 32 + r];
}

REF_MAIN(reference)
#endif
