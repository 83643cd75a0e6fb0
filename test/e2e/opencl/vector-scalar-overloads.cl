// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Builtins called with a vector and scalars (mix, clamp, fmin, step, min,
// ldexp): the scalars are splatted to the vector width.
// LAUNCH: overloads -g 32 in:float4:32:-8..8 in:float4:32:-8..8 val:float:0.25 in:int4:32:-100..100 val:int:7 out:float4:128 out:int4:64
// TOLERANCE: ulp=4 abs=1e-6

#ifndef REFERENCE
kernel void
overloads(global const float4 *a, global const float4 *b, float t, global const int4 *q, int m,
    global float4 *o, global int4 *p)
{
	size_t i = get_global_id(0);

	o[4 * i] = mix(a[i], b[i], t);
	o[4 * i + 1] = clamp(a[i], -4.0f, 4.0f);
	o[4 * i + 2] = fmin(a[i], t);
	o[4 * i + 3] = ldexp(a[i], m - 5);
	p[2 * i] = min(q[i], m);
	p[2 * i + 1] = clamp(q[i], -m, m);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static float
fclampf(float x, float lo, float hi)
{
	return fminf(fmaxf(x, lo), hi);
}

static void
reference(struct ref_launch *L)
{
	const float *a = REF_PTR(L, 0, float), *b = REF_PTR(L, 1, float);
	float t = REF_VAL(L, 2, float);
	const int32_t *q = REF_PTR(L, 3, int32_t);
	int32_t m = REF_VAL(L, 4, int32_t);
	float *o = REF_PTR(L, 5, float);
	int32_t *p = REF_PTR(L, 6, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		for (int k = 0; k < 4; k++) {
			float x = a[4 * i + k], y = b[4 * i + k];
			int32_t v = q[4 * i + k];
			o[16 * i + k] = x + (y - x) * t;
			o[16 * i + 4 + k] = fclampf(x, -4.0f, 4.0f);
			o[16 * i + 8 + k] = fminf(x, t);
			o[16 * i + 12 + k] = ldexpf(x, m - 5);
			p[8 * i + k] = v < m ? v : m;
			p[8 * i + 4 + k] = v < -m ? -m : v > m ? m : v;
		}
	}
}

REF_MAIN(reference)
#endif
