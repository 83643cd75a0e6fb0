// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Helper functions kept as real calls with __attribute__((noinline)):
// scalar arguments and results, a helper storing through a global pointer,
// one returning two results through private pointers, and a float helper.
// LAUNCH: noinline_helpers -g 64 in:int:64:1..10000 in:int:64:1..10000 in:float:64 out:int:256 out:float:64

#ifndef REFERENCE
__attribute__((noinline)) int
gcd(int a, int b)
{
	while (b != 0) {
		int t = a % b;

		a = b;
		b = t;
	}
	return a;
}

__attribute__((noinline)) void
put(global int *base, size_t index, int value)
{
	base[index] = value;
}

__attribute__((noinline)) void
divmod(int a, int b, int *q, int *r)
{
	*q = a / b;
	*r = a % b;
}

__attribute__((noinline)) float
lerp(float a, float b, float t)
{
	return a + (b - a) * t;
}

kernel void
noinline_helpers(global const int *pa, global const int *pb,
    global const float *pf, global int *o, global float *of)
{
	size_t i = get_global_id(0);
	int q, r;

	put(o, 4 * i, gcd(pa[i], pb[i]));
	divmod(pa[i], pb[i], &q, &r);
	put(o, 4 * i + 1, q);
	put(o, 4 * i + 2, r);
	o[4 * i + 3] = gcd(gcd(pa[i], 360), gcd(pb[i], 840));
	of[i] = lerp(pf[i], 1.0f, 0.25f);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int
gcd(int a, int b)
{
	return b == 0 ? a : gcd(b, a % b);
}

static void
reference(struct ref_launch *L)
{
	const int32_t *pa = REF_PTR(L, 0, int32_t);
	const int32_t *pb = REF_PTR(L, 1, int32_t);
	const float *pf = REF_PTR(L, 2, float);
	int32_t *o = REF_PTR(L, 3, int32_t);
	float *of = REF_PTR(L, 4, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		float d = 1.0f - pf[i], s = d * 0.25f;

		o[4 * i] = gcd(pa[i], pb[i]);
		o[4 * i + 1] = pa[i] / pb[i];
		o[4 * i + 2] = pa[i] % pb[i];
		o[4 * i + 3] = gcd(gcd(pa[i], 360), gcd(pb[i], 840));
		of[i] = pf[i] + s;
	}
}

REF_MAIN(reference)
#endif
