// Helper functions with inout and out parameters (pointers to private
// memory at -O0) and a value-returning helper that calls another.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:int4:64:-1000..1000 sb:0:1=out:int4:64

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int4> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<int4> Out;

void sort2(inout int a, inout int b)
{
	if (a > b) {
		int t = a;
		a = b;
		b = t;
	}
}

void range3(int3 v, out int lo, out int hi)
{
	lo = min(v.x, min(v.y, v.z));
	hi = max(v.x, max(v.y, v.z));
}

int median3(int a, int b, int c)
{
	sort2(a, b);
	sort2(b, c);
	sort2(a, b);
	return b;
}

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int4 v = In[tid.x];
	int lo, hi;

	range3(v.xyz, lo, hi);
	Out[tid.x] = int4(lo, median3(v.x, v.y, v.z), hi, v.w - lo);
}
#else
#include "ref.h"

static int32_t
min32(int32_t a, int32_t b)
{
	return a < b ? a : b;
}

static int32_t
max32(int32_t a, int32_t b)
{
	return a > b ? a : b;
}

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		const int32_t *v = in + 4 * t;
		int32_t lo = min32(v[0], min32(v[1], v[2]));
		int32_t hi = max32(v[0], max32(v[1], v[2]));

		out[4 * t] = lo;
		out[4 * t + 1] = v[0] + v[1] + v[2] - lo - hi;
		out[4 * t + 2] = hi;
		out[4 * t + 3] = v[3] - lo;
	}
}

REF_MAIN(reference)
#endif
