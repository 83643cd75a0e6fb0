// Geometric intrinsics on float3: length, distance, normalize, dot, cross,
// reflect, refract (including total internal reflection), faceforward.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:float4:64:-2..2 sb:0:1=in:float4:64:-2..2 sb:0:2=out:float4:64 sb:0:3=out:float4:64 sb:0:4=out:float4:64
// TOLERANCE: rel=2e-5 abs=2e-5

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float4> A;
[[vk::binding(1, 0)]] StructuredBuffer<float4> B;
[[vk::binding(2, 0)]] RWStructuredBuffer<float4> Scalars;
[[vk::binding(3, 0)]] RWStructuredBuffer<float4> Cross;
[[vk::binding(4, 0)]] RWStructuredBuffer<float4> Bent;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float3 a = A[tid.x].xyz, b = B[tid.x].xyz;
	float3 n = normalize(b + float3(0, 0, 3));
	float eta = 0.5f + A[tid.x].w * 0.5f;

	Scalars[tid.x] = float4(length(a), distance(a, b), dot(a, b),
	    length(normalize(a + float3(3, 0, 0))));
	Cross[tid.x] = float4(cross(a, b), 0);
	Bent[tid.x] = float4(reflect(a, n) + refract(normalize(a), n, eta),
	    faceforward(n, a, b).z);
}
#else
#include "ref.h"

static float
dot3(const float *a, const float *b)
{
	return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static void
norm3(float *v)
{
	float l = sqrtf(dot3(v, v));

	v[0] /= l;
	v[1] /= l;
	v[2] /= l;
}

static void
reference(struct ref_launch *L)
{
	const float *A = REF_PTR(L, 0, float), *B = REF_PTR(L, 1, float);
	float *sc = REF_PTR(L, 2, float), *cr = REF_PTR(L, 3, float);
	float *bent = REF_PTR(L, 4, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		const float *a = A + 4 * t, *b = B + 4 * t;
		float n[3] = { b[0], b[1], b[2] + 3 }, d[3], a3[3], u[3];
		float eta = 0.5f + a[3] * 0.5f, k, dn, in, r[3];

		norm3(n);
		for (int i = 0; i < 3; i++)
			d[i] = a[i] - b[i];
		memcpy(a3, a, sizeof(a3));
		a3[0] += 3;
		norm3(a3);
		sc[4 * t] = sqrtf(dot3(a, a));
		sc[4 * t + 1] = sqrtf(dot3(d, d));
		sc[4 * t + 2] = dot3(a, b);
		sc[4 * t + 3] = sqrtf(dot3(a3, a3));
		cr[4 * t] = a[1] * b[2] - a[2] * b[1];
		cr[4 * t + 1] = a[2] * b[0] - a[0] * b[2];
		cr[4 * t + 2] = a[0] * b[1] - a[1] * b[0];
		cr[4 * t + 3] = 0;
		memcpy(u, a, sizeof(u));
		norm3(u);
		dn = dot3(n, a);
		in = dot3(n, u);
		k = 1 - eta * eta * (1 - in * in);
		for (int i = 0; i < 3; i++) {
			float refl = a[i] - 2 * dn * n[i];
			float refr = k < 0 ? 0 :
			    eta * u[i] - (eta * in + sqrtf(k)) * n[i];

			r[i] = refl + refr;
		}
		memcpy(bent + 4 * t, r, sizeof(r));
		bent[4 * t + 3] = dot3(b, a) < 0 ? n[2] : -n[2];
	}
}

REF_MAIN(reference)
#endif
