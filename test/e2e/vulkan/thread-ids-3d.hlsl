// Thread ids in three dimensions: SV_DispatchThreadID, SV_GroupID,
// SV_GroupThreadID and SV_GroupIndex with numthreads(4, 2, 2) over 2x2x2
// groups, each thread writing all of them at its own flattened index.
// LAUNCH: main -g 8,4,4 -l 4,2,2 sb:0:0=out:uint4:128 sb:0:1=out:uint4:128

#ifndef REFERENCE
[[vk::binding(0, 0)]] RWStructuredBuffer<uint4> Ids;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint4> Local;

[numthreads(4, 2, 2)]
void main(uint3 tid : SV_DispatchThreadID, uint3 gid : SV_GroupID,
    uint3 lt : SV_GroupThreadID, uint li : SV_GroupIndex)
{
	uint flat = (tid.z * 4 + tid.y) * 8 + tid.x;

	Ids[flat] = uint4(tid, gid.x + gid.y * 10 + gid.z * 100);
	Local[flat] = uint4(lt, li);
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	uint32_t *ids = REF_PTR(L, 0, uint32_t), *loc = REF_PTR(L, 1, uint32_t);

	for (uint32_t z = 0; z < 4; z++)
		for (uint32_t y = 0; y < 4; y++)
			for (uint32_t x = 0; x < 8; x++) {
				uint32_t f = (z * 4 + y) * 8 + x;
				uint32_t lx = x % 4, ly = y % 2, lz = z % 2;

				ids[4 * f] = x;
				ids[4 * f + 1] = y;
				ids[4 * f + 2] = z;
				ids[4 * f + 3] = x / 4 + y / 2 * 10 + z / 2 * 100;
				loc[4 * f] = lx;
				loc[4 * f + 1] = ly;
				loc[4 * f + 2] = lz;
				loc[4 * f + 3] = (lz * 2 + ly) * 4 + lx;
			}
}

REF_MAIN(reference)
#endif
