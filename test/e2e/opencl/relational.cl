// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Relational builtins on edge values (+-0, +-inf, nan, ...): isnan, isinf,
// isfinite, signbit, isless, isequal, isunordered; scalar and vector select;
// vector comparisons giving -1/0 lanes; any and all.
// LAUNCH: relational -g 32 in:float:32:special in:float:32:-2..2 in:int4:32 in:int4:32:-3..3 out:int:320 out:float:64 out:int4:96

#ifndef REFERENCE
kernel void
relational(global const float *pa, global const float *pb,
    global const int4 *pp, global const int4 *pq, global int *o,
    global float *of, global int4 *ov)
{
	size_t i = get_global_id(0);
	float x = pa[i], y = pb[i];
	int4 p = pp[i], q = pq[i], lt = p < q;
	global int *r = o + 10 * i;

	r[0] = isnan(x);
	r[1] = isinf(x);
	r[2] = isfinite(x);
	r[3] = signbit(x);
	r[4] = isless(x, y);
	r[5] = isequal(x, x);
	r[6] = isunordered(x, y);
	r[7] = any(lt);
	r[8] = all(q);
	r[9] = select(10, 20, isgreater(x, y));
	of[2 * i] = select(x, y, isnan(x));
	of[2 * i + 1] = x > y ? x : y;
	ov[3 * i] = lt;
	ov[3 * i + 1] = select(p, q, lt);
	ov[3 * i + 2] = select(p, q, p);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *pa = REF_PTR(L, 0, float);
	const float *pb = REF_PTR(L, 1, float);
	const int32_t *pp = REF_PTR(L, 2, int32_t);
	const int32_t *pq = REF_PTR(L, 3, int32_t);
	int32_t *o = REF_PTR(L, 4, int32_t);
	float *of = REF_PTR(L, 5, float);
	int32_t *ov = REF_PTR(L, 6, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		float x = pa[i], y = pb[i];
		const int32_t *p = pp + 4 * i, *q = pq + 4 * i;
		int32_t *r = o + 10 * i, *v = ov + 12 * i;
		int anylt = 0, allq = 1;

		for (int k = 0; k < 4; k++) {
			v[k] = p[k] < q[k] ? -1 : 0;
			anylt |= p[k] < q[k];
			allq &= q[k] < 0;
			v[4 + k] = p[k] < q[k] ? q[k] : p[k];
			v[8 + k] = p[k] < 0 ? q[k] : p[k];
		}
		r[0] = isnan(x) != 0;
		r[1] = isinf(x) != 0;
		r[2] = isfinite(x) != 0;
		r[3] = signbit(x) != 0;
		r[4] = x < y;
		r[5] = x == x;
		r[6] = isnan(x) || isnan(y);
		r[7] = anylt;
		r[8] = allq;
		r[9] = x > y ? 20 : 10;
		of[2 * i] = isnan(x) ? y : x;
		of[2 * i + 1] = x > y ? x : y;
	}
}

REF_MAIN(reference)
#endif
