// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Common functions on float and float4: degrees, radians, step, smoothstep (scalar and vector edges), sign (with +-0, inf, nan) and mix.
// LAUNCH: common_functions -g 32 in:float4:32:-8..8 in:float4:32:-8..8 in:float4:32:0..1 in:float:32:special out:float4:256 out:float:256
// TOLERANCE: ulp=16 abs=1e-5

#ifndef REFERENCE
kernel void
common_functions(global const float4 *pa, global const float4 *pb,
    global const float4 *pc, global const float *ps, global float4 *o,
    global float *os)
{
	size_t i = get_global_id(0);
	float4 a = pa[i], b = pb[i], c = pc[i];
	float s = ps[i];
	global float4 *r = o + 8 * i;
	global float *q = os + 8 * i;

	r[0] = degrees(a);
	r[1] = radians(a);
	r[2] = step(b, a);
	r[3] = smoothstep(-2.0f, 3.0f, a);
	r[4] = smoothstep(b, b + 2.0f, a);
	r[5] = sign(a);
	r[6] = mix(a, b, c);
	r[7] = mix(a, b, 0.25f);
	q[0] = degrees(a.x);
	q[1] = radians(a.y);
	q[2] = step(b.z, a.z);
	q[3] = step(0.5f, c.w);
	q[4] = smoothstep(-1.0f, 1.0f, a.w);
	q[5] = sign(s);
	q[6] = sign(a.x);
	q[7] = mix(a.y, b.y, c.y);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static float
deg(float x)
{
	return (float)((double)x * (180.0 / 3.14159265358979323846));
}

static float
rad(float x)
{
	return (float)((double)x * (3.14159265358979323846 / 180.0));
}

static float
stp(float e, float x)
{
	return x < e ? 0.0f : 1.0f;
}

static float
smooth(float e0, float e1, float x)
{
	double t = ((double)x - e0) / ((double)e1 - e0);

	t = t < 0 ? 0 : t > 1 ? 1 : t;
	return (float)(t * t * (3.0 - 2.0 * t));
}

static float
sgn(float x)
{
	if (isnan(x))
		return 0.0f;
	if (x > 0)
		return 1.0f;
	if (x < 0)
		return -1.0f;
	return x;
}

static float
mixf(float x, float y, float a)
{
	return (float)((double)x + ((double)y - x) * a);
}

static void
reference(struct ref_launch *L)
{
	const float *pa = REF_PTR(L, 0, float);
	const float *pb = REF_PTR(L, 1, float);
	const float *pc = REF_PTR(L, 2, float);
	const float *ps = REF_PTR(L, 3, float);
	float *o = REF_PTR(L, 4, float);
	float *os = REF_PTR(L, 5, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		const float *a = pa + 4 * i, *b = pb + 4 * i, *c = pc + 4 * i;
		float *r = o + 32 * i, *q = os + 8 * i;

		for (int k = 0; k < 4; k++) {
			r[0 + k] = deg(a[k]);
			r[4 + k] = rad(a[k]);
			r[8 + k] = stp(b[k], a[k]);
			r[12 + k] = smooth(-2.0f, 3.0f, a[k]);
			r[16 + k] = smooth(b[k], b[k] + 2.0f, a[k]);
			r[20 + k] = sgn(a[k]);
			r[24 + k] = mixf(a[k], b[k], c[k]);
			r[28 + k] = mixf(a[k], b[k], 0.25f);
		}
		q[0] = deg(a[0]);
		q[1] = rad(a[1]);
		q[2] = stp(b[2], a[2]);
		q[3] = stp(0.5f, c[3]);
		q[4] = smooth(-1.0f, 1.0f, a[3]);
		q[5] = sgn(ps[i]);
		q[6] = sgn(a[0]);
		q[7] = mixf(a[1], b[1], c[1]);
	}
}

REF_MAIN(reference)
#endif
