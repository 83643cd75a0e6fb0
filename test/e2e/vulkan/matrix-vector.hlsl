// Matrix code without mul (which clang cannot compile for SPIR-V yet): a
// float4x4 built from rows, row indexing, element writes, a hand-written
// transpose, matrix-vector and vector-matrix products through dot, and
// matrix arithmetic.
// LAUNCH: main -g 32 -l 32 sb:0:0=in:float4:128:-2..2 sb:0:1=in:float4:32:-2..2 sb:0:2=out:float4:64
// TOLERANCE: rel=1e-5 abs=1e-5

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<float4> Rows;
[[vk::binding(1, 0)]] StructuredBuffer<float4> Vecs;
[[vk::binding(2, 0)]] RWStructuredBuffer<float4> Out;

float4 mat_vec(float4x4 m, float4 v)
{
	return float4(dot(m[0], v), dot(m[1], v), dot(m[2], v), dot(m[3], v));
}

float4x4 transpose4(float4x4 m)
{
	float4x4 t;

	for (uint i = 0; i < 4; i++)
		for (uint j = 0; j < 4; j++)
			t[i][j] = m[j][i];
	return t;
}

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	uint i = tid.x;
	float4x4 m = float4x4(Rows[i * 4], Rows[i * 4 + 1], Rows[i * 4 + 2],
	    Rows[i * 4 + 3]);
	float4 v = Vecs[i];

	m[2][1] = m[2][1] + 1.0f;
	float4x4 s = m * 2.0f + transpose4(m);
	Out[i * 2] = mat_vec(s, v);
	Out[i * 2 + 1] = mat_vec(transpose4(m), v) + m[3];
}
#else
#include "ref.h"

static void
mat_vec(float m[4][4], const float *v, float *o)
{
	for (int r = 0; r < 4; r++)
		o[r] = m[r][0] * v[0] + m[r][1] * v[1] + m[r][2] * v[2] +
		    m[r][3] * v[3];
}

static void
reference(struct ref_launch *L)
{
	const float *rows = REF_PTR(L, 0, float), *vecs = REF_PTR(L, 1, float);
	float *out = REF_PTR(L, 2, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		float m[4][4], s[4][4], t[4][4];
		const float *v = vecs + 4 * i;

		memcpy(m, rows + 16 * i, sizeof(m));
		m[2][1] += 1.0f;
		for (int r = 0; r < 4; r++)
			for (int c = 0; c < 4; c++) {
				t[r][c] = m[c][r];
				s[r][c] = m[r][c] * 2.0f + m[c][r];
			}
		mat_vec(s, v, out + 8 * i);
		mat_vec(t, v, out + 8 * i + 4);
		for (int c = 0; c < 4; c++)
			out[8 * i + 4 + c] += m[3][c];
	}
}

REF_MAIN(reference)
#endif
