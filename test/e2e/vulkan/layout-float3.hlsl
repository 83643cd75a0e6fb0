// float3 in buffer layouts, as clang 22's IR gives them: in both the
// structured buffer's struct and the cbuffer a <3 x float> member takes 16
// bytes by LLVM's data layout (v96:128), so the next member sits at +16;
// the packed struct's stride is 28, which needs scalarBlockLayout.
// Vertex: pos 0, id 16, uv 20 (stride 28); Params: Axis 0, Angle 16, Tint 32.
// The vertices are updated in place: clang copies a float3's 16 bytes, pad
// included, which a logical SPIR-V copy need not do; in place, the pad keeps
// its value either way.  The stand-in is layout-float3.comp (GLSL with the
// same offsets).
// LAUNCH: main -g 32 -l 32 ub:0:0=in:float:12:-2..2 sb:0:1=io:float:224:-4..4
// TOLERANCE: ulp=2
// FEATURES: scalarBlockLayout

#ifndef REFERENCE
struct Vertex {
	float3 pos;
	uint id;
	float2 uv;
};

cbuffer Params : register(b0, space0) {
	float3 Axis;
	float Angle;
	float4 Tint;
};

[[vk::binding(1, 0)]] RWStructuredBuffer<Vertex> Verts;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	Vertex v = Verts[tid.x];

	v.pos = v.pos * Angle + Axis;
	v.id = tid.x * 3u;
	v.uv = v.uv * Tint.xy + Tint.zw;
	Verts[tid.x] = v;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *cb = REF_PTR(L, 0, float);
	float *verts = REF_PTR(L, 1, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		float *o = verts + 7 * t;	/* o[3] is the float3's pad */
		uint32_t id = (uint32_t)t * 3u;

		for (int k = 0; k < 3; k++)
			o[k] = o[k] * cb[4] + cb[k];
		memcpy(&o[4], &id, 4);	/* printed as a float: compared bitwise */
		o[5] = o[5] * cb[8] + cb[10];
		o[6] = o[6] * cb[9] + cb[11];
	}
}

REF_MAIN(reference)
#endif
