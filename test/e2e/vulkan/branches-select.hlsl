// If/else-if chains, short-circuit && and ||, the ternary operator on
// scalars and vectors, and any/all on bool vectors.
// LAUNCH: main -g 128 -l 64 sb:0:0=in:int4:128:-10..10 sb:0:1=out:int:128

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int4> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<int> Out;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int4 v = In[tid.x];
	int r;

	if (v.x > 5 && v.y > 0)
		r = 1;
	else if (v.x < -5 || v.z == 0)
		r = 2;
	else if (all(v > -3))
		r = 3;
	else if (any(v == 7))
		r = 4;
	else
		r = 5;
	int4 m = v.x > v.y ? v : -v;
	r = r * 1000 + (m.x + m.y * 3 + m.z * 5 + m.w * 7);
	Out[tid.x] = (v.w & 1) != 0 ? r : -r;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		const int32_t *v = in + 4 * t;
		int32_t r, s = v[0] > v[1] ? 1 : -1;

		if (v[0] > 5 && v[1] > 0)
			r = 1;
		else if (v[0] < -5 || v[2] == 0)
			r = 2;
		else if (v[0] > -3 && v[1] > -3 && v[2] > -3 && v[3] > -3)
			r = 3;
		else if (v[0] == 7 || v[1] == 7 || v[2] == 7 || v[3] == 7)
			r = 4;
		else
			r = 5;
		r = r * 1000 + s * (v[0] + v[1] * 3 + v[2] * 5 + v[3] * 7);
		out[t] = (v[3] & 1) != 0 ? r : -r;
	}
}

REF_MAIN(reference)
#endif
