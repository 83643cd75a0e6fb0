// Early returns: from the entry point (some threads leave their output
// untouched) and from a helper with several return statements.
// LAUNCH: main -g 96 -l 32 sb:0:0=in:float:96:-20..20 sb:0:1=out:float:96

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<float> Out;

float shape(float x)
{
	if (x < 0)
		return -x * 2;
	if (x > 10)
		return 10;
	return x * x;
}

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	if (tid.x % 7 == 3)
		return;
	float v = In[tid.x];
	if (v > 18) {
		Out[tid.x] = -1;
		return;
	}
	Out[tid.x] = shape(v);
}
#else
#include "ref.h"

static float
shape(float x)
{
	if (x < 0)
		return -x * 2;
	if (x > 10)
		return 10;
	return x * x;
}

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float *out = REF_PTR(L, 1, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		if (t % 7 == 3)
			continue;	/* stays 0xa5a5a5a5, as in the buffer */
		out[t] = in[t] > 18 ? -1 : shape(in[t]);
	}
}

REF_MAIN(reference)
#endif
