// Vectors of 2, 3 and 4 lanes: swizzles on both sides of an assignment,
// lane-wise arithmetic and comparison, splats, and a float3 structured
// buffer (a 16-byte stride, as for float4).
// LAUNCH: main -g 64 -l 64 sb:0:0=in:float4:64:-8..8 sb:0:1=in:int2:64:-1000..1000 sb:0:2=out:float4:64 sb:0:3=out:int4:64 sb:0:4=out:float3:64
// TOLERANCE: ulp=2

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float4> F;
[[vk::binding(1, 0)]] StructuredBuffer<int2> I;
[[vk::binding(2, 0)]] RWStructuredBuffer<float4> OutF;
[[vk::binding(3, 0)]] RWStructuredBuffer<int4> OutI;
[[vk::binding(4, 0)]] RWStructuredBuffer<float3> Out3;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	float4 f = F[tid.x];
	int2 i = I[tid.x];
	float4 r = f.wzyx * 2.0f - f.xxyy;

	r.yw = r.yw + float2(i);
	r.x = f.z > f.w ? r.x : -r.x;
	OutF[tid.x] = r;
	int4 q = int4(i.yx, i * 3);
	q.zw = q.zw >> 1;
	q.x = q.x + (int)tid.x;
	OutI[tid.x] = q.wzyx;
	float3 s = f.xyz * f.w + 1.0f;
	Out3[tid.x] = s.zxy;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	const int32_t *i = REF_PTR(L, 1, int32_t);
	float *of = REF_PTR(L, 2, float);
	int32_t *oi = REF_PTR(L, 3, int32_t);
	float *o3 = REF_PTR(L, 4, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		const float *v = f + 4 * t;
		const int32_t *w = i + 2 * t;
		float r[4] = { v[3] * 2 - v[0], v[2] * 2 - v[0], v[1] * 2 - v[1],
		    v[0] * 2 - v[1] };
		int32_t q[4];

		r[1] += (float)w[0];
		r[3] += (float)w[1];
		if (!(v[2] > v[3]))
			r[0] = -r[0];
		memcpy(of + 4 * t, r, sizeof(r));
		q[0] = w[1] + (int32_t)t;
		q[1] = w[0];
		q[2] = (w[0] * 3) >> 1;
		q[3] = (w[1] * 3) >> 1;
		oi[4 * t] = q[3];
		oi[4 * t + 1] = q[2];
		oi[4 * t + 2] = q[1];
		oi[4 * t + 3] = q[0];
		o3[4 * t] = v[2] * v[3] + 1;
		o3[4 * t + 1] = v[0] * v[3] + 1;
		o3[4 * t + 2] = v[1] * v[3] + 1;
		/* lane 3 of each float3 is padding the shader never writes */
	}
}

REF_MAIN(reference)
#endif
