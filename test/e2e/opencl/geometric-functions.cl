// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Geometric functions: dot, cross (float4, and float3 through vload3/vstore3), length, distance, normalize and fast_length.
// LAUNCH: geometric -g 32 in:float4:32:-4..4 in:float4:32:-4..4 in:float:96:-4..4 in:float:96:-4..4 out:float4:64 out:float:96 out:float:256
// TOLERANCE: ulp=16 rel=1e-4 abs=1e-4

#ifndef REFERENCE
kernel void
geometric(global const float4 *pa, global const float4 *pb,
    global const float *p3, global const float *q3, global float4 *o4,
    global float *o3, global float *os)
{
	size_t i = get_global_id(0);
	float4 a = pa[i], b = pb[i];
	float3 x = vload3(i, p3), y = vload3(i, q3);
	global float *s = os + 8 * i;

	o4[2 * i] = cross(a, b);
	o4[2 * i + 1] = normalize(a);
	vstore3(cross(x, y), i, o3);
	s[0] = dot(a, b);
	s[1] = dot(x, y);
	s[2] = length(a);
	s[3] = length(x);
	s[4] = distance(a, b);
	s[5] = fast_length(a);
	s[6] = length(a.xy);
	s[7] = dot(normalize(x), y);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static double
dotn(const float *a, const float *b, int n)
{
	double s = 0;

	for (int k = 0; k < n; k++)
		s += (double)a[k] * b[k];
	return s;
}

static void
crossf(const float *a, const float *b, float *r)
{
	r[0] = (float)((double)a[1] * b[2] - (double)a[2] * b[1]);
	r[1] = (float)((double)a[2] * b[0] - (double)a[0] * b[2]);
	r[2] = (float)((double)a[0] * b[1] - (double)a[1] * b[0]);
}

static void
reference(struct ref_launch *L)
{
	const float *pa = REF_PTR(L, 0, float);
	const float *pb = REF_PTR(L, 1, float);
	const float *p3 = REF_PTR(L, 2, float);
	const float *q3 = REF_PTR(L, 3, float);
	float *o4 = REF_PTR(L, 4, float);
	float *o3 = REF_PTR(L, 5, float);
	float *os = REF_PTR(L, 6, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		const float *a = pa + 4 * i, *b = pb + 4 * i;
		const float *x = p3 + 3 * i, *y = q3 + 3 * i;
		float *s = os + 8 * i, d[4];
		double la = sqrt(dotn(a, a, 4)), lx = sqrt(dotn(x, x, 3));

		crossf(a, b, o4 + 8 * i);
		o4[8 * i + 3] = 0.0f;
		for (int k = 0; k < 4; k++) {
			o4[8 * i + 4 + k] = (float)(a[k] / la);
			d[k] = a[k] - b[k];
		}
		crossf(x, y, o3 + 3 * i);
		s[0] = (float)dotn(a, b, 4);
		s[1] = (float)dotn(x, y, 3);
		s[2] = (float)la;
		s[3] = (float)lx;
		s[4] = (float)sqrt(dotn(d, d, 4));
		s[5] = (float)la;
		s[6] = (float)sqrt(dotn(a, a, 2));
		s[7] = (float)(dotn(x, y, 3) / lx);
	}
}

REF_MAIN(reference)
#endif
