// Wave (subgroup) reductions with lavapipe's 8-lane subgroups: sum, min
// and max over uint, int and float, in uniform control flow and inside a
// branch taken by some lanes only (the reduction sees the active lanes).
// LAUNCH: main -g 128 -l 64 sb:0:0=in:int:128:-1000..1000 sb:0:1=out:int4:128
// FEATURES: subgroup-arithmetic subgroup-size-8

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<int4> Out;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int v = In[tid.x];
	int4 r;

	r.x = (int)WaveActiveSum((uint)(v & 0xff));
	r.y = WaveActiveMin(v);
	r.z = (int)WaveActiveMax((float)v * 0.5f);
	r.w = 0;
	if (v > 0)
		r.w = WaveActiveSum(v);
	Out[tid.x] = r;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);

	for (size_t s = 0; s < L->global[0]; s += 8) {	/* one subgroup */
		int32_t sum = 0, mn = INT32_MAX, mx = INT32_MIN, pos = 0;

		for (size_t i = s; i < s + 8; i++) {
			sum += in[i] & 0xff;
			mn = in[i] < mn ? in[i] : mn;
			mx = in[i] > mx ? in[i] : mx;
			pos += in[i] > 0 ? in[i] : 0;
		}
		for (size_t i = s; i < s + 8; i++) {
			out[4 * i] = sum;
			out[4 * i + 1] = mn;
			out[4 * i + 2] = (int32_t)((float)mx * 0.5f);
			out[4 * i + 3] = in[i] > 0 ? pos : 0;
		}
	}
}

REF_MAIN(reference)
#endif
