// A 1D five-point stencil: each group stages its 64 values plus a halo of
// two on each side in groupshared memory (edge threads load the halo,
// clamped at the ends of the buffer), then averages with fixed weights.
// LAUNCH: main -g 256 -l 64 sb:0:0=in:float:256 sb:0:1=out:float:256
// TOLERANCE: ulp=4

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float> Out;

groupshared float Line[68];

float load_clamped(int i)
{
	return In[clamp(i, 0, 255)];
}

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint li : SV_GroupIndex)
{
	int i = (int)tid.x;

	Line[li + 2] = In[i];
	if (li < 2)
		Line[li] = load_clamped(i - 2);
	else if (li >= 62)
		Line[li + 4] = load_clamped(i + 2);
	GroupMemoryBarrierWithGroupSync();
	Out[i] = Line[li] * 0.0625f + Line[li + 1] * 0.25f + Line[li + 2] * 0.375f +
	    Line[li + 3] * 0.25f + Line[li + 4] * 0.0625f;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *out = REF_PTR(L, 1, float);

	for (int i = 0; i < (int)L->global[0]; i++) {
		float v[5];

		for (int k = 0; k < 5; k++) {
			int j = i + k - 2;

			v[k] = in[j < 0 ? 0 : j > 255 ? 255 : j];
		}
		out[i] = v[0] * 0.0625f + v[1] * 0.25f + v[2] * 0.375f +
		    v[3] * 0.25f + v[4] * 0.0625f;
	}
}

REF_MAIN(reference)
#endif
