// A switch with a fall-through, shared case labels, a negative label, a
// case holding a loop, and a default.
// LAUNCH: main -g 64 -l 64 sb:0:0=in:int:64:-3..12 sb:0:1=out:int:64

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<int> Out;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int v = In[tid.x];
	int r = 0;

	switch (v) {
	case 0:
		r = 100;
		break;
	case 1:
		r = 7;
		// fall through
	case 2:
		r += 3;
		break;
	case 5:
	case 6:
		r = v * v;
		break;
	case -1:
		r = -42;
		break;
	case 10:
		for (int k = 0; k < v; k++)
			r += k * (int)tid.x;
		break;
	default:
		r = v + 1000;
		break;
	}
	Out[tid.x] = r;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		int32_t v = in[t], r = 0;

		switch (v) {
		case 0:
			r = 100;
			break;
		case 1:
			r = 7;
			/* fall through */
		case 2:
			r += 3;
			break;
		case 5:
		case 6:
			r = v * v;
			break;
		case -1:
			r = -42;
			break;
		case 10:
			for (int32_t k = 0; k < v; k++)
				r += k * (int32_t)t;
			break;
		default:
			r = v + 1000;
			break;
		}
		out[t] = r;
	}
}

REF_MAIN(reference)
#endif
