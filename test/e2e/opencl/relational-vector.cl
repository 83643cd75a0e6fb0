// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Relational builtins on float4 (isgreater, isless, isequal, isnan, isinf, signbit give -1/0 lanes), any/all on int4, select on int4 and float4, bitselect on uint4.
// LAUNCH: relational_vector -g 32 in:float4:32:special in:float4:32:-2..2 in:int4:32 in:int4:32:-3..3 in:uint4:32 out:int4:320 out:int:64 out:float4:64 out:uint4:32

#ifndef REFERENCE
kernel void
relational_vector(global const float4 *px, global const float4 *py,
    global const int4 *pp, global const int4 *pq, global const uint4 *pu,
    global int4 *o, global int *oa, global float4 *of, global uint4 *ou)
{
	size_t i = get_global_id(0);
	float4 x = px[i], y = py[i];
	int4 p = pp[i], q = pq[i];
	uint4 u = pu[i];
	global int4 *r = o + 10 * i;

	r[0] = isgreater(x, y);
	r[1] = isless(x, y);
	r[2] = isequal(x, round(y));
	r[3] = isequal(x, x);
	r[4] = isnan(x);
	r[5] = isinf(x);
	r[6] = signbit(x);
	r[7] = select(p, q, q);
	r[8] = select(p, q, isless(x, y));
	r[9] = select(q, p, p < q);
	oa[2 * i] = any(q);
	oa[2 * i + 1] = all(p);
	of[2 * i] = select(x, y, isnan(x));
	of[2 * i + 1] = select(y, x, q);
	ou[i] = bitselect(u, as_uint4(p), as_uint4(q));
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *px = REF_PTR(L, 0, float);
	const float *py = REF_PTR(L, 1, float);
	const int32_t *pp = REF_PTR(L, 2, int32_t);
	const int32_t *pq = REF_PTR(L, 3, int32_t);
	const uint32_t *pu = REF_PTR(L, 4, uint32_t);
	int32_t *o = REF_PTR(L, 5, int32_t);
	int32_t *oa = REF_PTR(L, 6, int32_t);
	float *of = REF_PTR(L, 7, float);
	uint32_t *ou = REF_PTR(L, 8, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t *r = o + 40 * i;
		int anyq = 0, allp = 1;

		for (int k = 0; k < 4; k++) {
			size_t j = 4 * i + k;
			float x = px[j], y = py[j];
			int32_t p = pp[j], q = pq[j];

			r[0 + k] = isgreater(x, y) ? -1 : 0;
			r[4 + k] = isless(x, y) ? -1 : 0;
			r[8 + k] = x == roundf(y) ? -1 : 0;
			r[12 + k] = x == x ? -1 : 0;
			r[16 + k] = isnan(x) ? -1 : 0;
			r[20 + k] = isinf(x) ? -1 : 0;
			r[24 + k] = signbit(x) ? -1 : 0;
			r[28 + k] = q < 0 ? q : p;
			r[32 + k] = isless(x, y) ? q : p;
			r[36 + k] = p < q ? p : q;
			anyq |= q < 0;
			allp &= p < 0;
			of[8 * i + k] = isnan(x) ? y : x;
			of[8 * i + 4 + k] = q < 0 ? x : y;
			ou[j] = (pu[j] & ~(uint32_t)q) | ((uint32_t)p & (uint32_t)q);
		}
		oa[2 * i] = anyq;
		oa[2 * i + 1] = allp;
	}
}

REF_MAIN(reference)
#endif
