// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Integer builtins on int4 and uint4: abs_diff, add_sat, sub_sat, hadd, rhadd and mul_hi, lane by lane.
// LAUNCH: int_builtins_vector -g 32 in:int4:32:special in:int4:32 in:uint4:32:special in:uint4:32 out:uint4:384

#ifndef REFERENCE
kernel void
int_builtins_vector(global const int4 *pa, global const int4 *pb,
    global const uint4 *pu, global const uint4 *pv, global uint4 *o)
{
	size_t i = get_global_id(0);
	int4 a = pa[i], b = pb[i];
	uint4 u = pu[i], v = pv[i];
	global uint4 *r = o + 12 * i;

	r[0] = abs_diff(a, b);
	r[1] = as_uint4(add_sat(a, b));
	r[2] = as_uint4(sub_sat(a, b));
	r[3] = as_uint4(hadd(a, b));
	r[4] = as_uint4(rhadd(a, b));
	r[5] = as_uint4(mul_hi(a, b));
	r[6] = abs_diff(u, v);
	r[7] = add_sat(u, v);
	r[8] = sub_sat(u, v);
	r[9] = hadd(u, v);
	r[10] = rhadd(u, v);
	r[11] = mul_hi(u, v);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int32_t
sat32(int64_t v)
{
	return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : (int32_t)v;
}

static void
reference(struct ref_launch *L)
{
	const int32_t *pa = REF_PTR(L, 0, int32_t);
	const int32_t *pb = REF_PTR(L, 1, int32_t);
	const uint32_t *pu = REF_PTR(L, 2, uint32_t);
	const uint32_t *pv = REF_PTR(L, 3, uint32_t);
	uint32_t *o = REF_PTR(L, 4, uint32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		uint32_t *r = o + 48 * i;

		for (int k = 0; k < 4; k++) {
			int64_t a = pa[4 * i + k], b = pb[4 * i + k];
			uint64_t u = pu[4 * i + k], v = pv[4 * i + k];

			r[0 + k] = (uint32_t)(a > b ? a - b : b - a);
			r[4 + k] = (uint32_t)sat32(a + b);
			r[8 + k] = (uint32_t)sat32(a - b);
			r[12 + k] = (uint32_t)((a + b) >> 1);
			r[16 + k] = (uint32_t)((a + b + 1) >> 1);
			r[20 + k] = (uint32_t)((a * b) >> 32);
			r[24 + k] = (uint32_t)(u > v ? u - v : v - u);
			r[28 + k] = (uint32_t)(u + v > UINT32_MAX ? UINT32_MAX : u + v);
			r[32 + k] = (uint32_t)(u < v ? 0 : u - v);
			r[36 + k] = (uint32_t)((u + v) >> 1);
			r[40 + k] = (uint32_t)((u + v + 1) >> 1);
			r[44 + k] = (uint32_t)((u * v) >> 32);
		}
	}
}

REF_MAIN(reference)
#endif
