// A function-local array with dynamic indexing: each thread insertion-sorts
// eight values.
// LAUNCH: main -g 32 -l 32 sb:0:0=in:int:256:-1000..1000 sb:0:1=out:int:256

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<int> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<int> Out;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int a[8];
	uint i;

	for (i = 0; i < 8; i++)
		a[i] = In[tid.x * 8 + i];
	for (i = 1; i < 8; i++) {
		int v = a[i];
		int j = (int)i - 1;
		while (j >= 0 && a[j] > v) {
			a[j + 1] = a[j];
			j--;
		}
		a[j + 1] = v;
	}
	for (i = 0; i < 8; i++)
		Out[tid.x * 8 + i] = a[i];
}
#else
#include "ref.h"

static int
cmp_int(const void *a, const void *b)
{
	int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;

	return (x > y) - (x < y);
}

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *out = REF_PTR(L, 1, int32_t);

	memcpy(out, in, 256 * sizeof(int32_t));
	for (size_t t = 0; t < L->global[0]; t++)
		qsort(out + 8 * t, 8, sizeof(int32_t), cmp_int);
}

REF_MAIN(reference)
#endif
