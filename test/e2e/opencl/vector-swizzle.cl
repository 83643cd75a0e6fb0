// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Vector component access: swizzles (.wzyx, .xxyy, .s13), .hi/.lo/.even/.odd,
// swizzled stores, building an int8 from two int4, and shuffle/shuffle2 with
// constant and run-time masks.
// LAUNCH: vector_swizzle -g 16 in:int4:16 in:int4:16 in:uint4:16:0..7 out:int4:128

#ifndef REFERENCE
kernel void
vector_swizzle(global const int4 *a, global const int4 *b,
    global const uint4 *mask, global int4 *o)
{
	size_t i = get_global_id(0);
	int4 v = a[i], w = b[i], r;
	int8 e = (int8)(v, w);
	global int4 *out = o + 8 * i;

	out[0] = v.wzyx;
	out[1] = v.xxyy;
	out[2] = (int4)(v.s13, w.lo);
	out[3] = (int4)(e.even.hi, e.odd.lo);
	r = w;
	r.zw = v.xy;
	r.x = v.w;
	out[4] = r;
	out[5] = shuffle(v, (uint4)(3, 0, 2, 1));
	out[6] = shuffle2(v, w, (uint4)(7, 0, 5, 2));
	out[7] = shuffle2(v, w, mask[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	const uint32_t *mask = REF_PTR(L, 2, uint32_t);
	int32_t *o = REF_PTR(L, 3, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		const int32_t *v = a + 4 * i, *w = b + 4 * i;
		int32_t e[8];
		int32_t *out = o + 32 * i;
		static const int s5[4] = { 3, 0, 2, 1 };
		static const int s6[4] = { 7, 0, 5, 2 };

		for (int k = 0; k < 4; k++) {
			e[k] = v[k];
			e[k + 4] = w[k];
		}
		for (int k = 0; k < 4; k++) {
			out[k] = v[3 - k];
			out[4 + k] = v[k / 2];
			out[8 + k] = k < 2 ? v[2 * k + 1] : w[k - 2];
			/* even = e0 e2 e4 e6, hi = e4 e6; odd = e1 e3 e5 e7, lo = e1 e3 */
			out[12 + k] = k < 2 ? e[4 + 2 * k] : e[2 * (k - 2) + 1];
			out[20 + k] = v[s5[k]];
			out[24 + k] = e[s6[k]];
			out[28 + k] = e[mask[4 * i + k] & 7];
		}
		out[16] = v[3];
		out[17] = w[1];
		out[18] = v[0];
		out[19] = v[1];
	}
}

REF_MAIN(reference)
#endif
