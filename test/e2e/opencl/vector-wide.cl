// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Wide and narrow vector types: uchar16 saturating add and shifts, int8
// multiply and compare, ulong2 add, short2 swizzle, and dynamic lane
// indexing of an int8 through a private copy.
// LAUNCH: vector_wide -g 8 in:uchar16:8 in:uchar16:8 in:int8:8:-1000..1000 in:ulong2:8 in:short2:8 out:uchar16:16 out:int8:16 out:ulong2:8 out:short2:8 out:int:8

#ifndef REFERENCE
kernel void
vector_wide(global const uchar16 *pa, global const uchar16 *pb,
    global const int8 *pc, global const ulong2 *pd, global const short2 *pe,
    global uchar16 *oa, global int8 *oc, global ulong2 *od, global short2 *oe,
    global int *ox)
{
	size_t i = get_global_id(0);
	uchar16 a = pa[i], b = pb[i];
	int8 c = pc[i];
	int lanes[8];

	oa[2 * i] = add_sat(a, b);
	oa[2 * i + 1] = (a >> (uchar16)(3)) | (b << (uchar16)(5));
	oc[2 * i] = c * c.s76543210;
	oc[2 * i + 1] = c > (int8)(0);
	od[i] = pd[i] + pd[i].yx;
	oe[i] = pe[i].yx - (short2)(1, 2);
	vstore8(c, 0, lanes);
	ox[i] = lanes[a.s0 & 7] + lanes[b.sf & 7];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint8_t *pa = REF_PTR(L, 0, uint8_t);
	const uint8_t *pb = REF_PTR(L, 1, uint8_t);
	const int32_t *pc = REF_PTR(L, 2, int32_t);
	const uint64_t *pd = REF_PTR(L, 3, uint64_t);
	const int16_t *pe = REF_PTR(L, 4, int16_t);
	uint8_t *oa = REF_PTR(L, 5, uint8_t);
	int32_t *oc = REF_PTR(L, 6, int32_t);
	uint64_t *od = REF_PTR(L, 7, uint64_t);
	int16_t *oe = REF_PTR(L, 8, int16_t);
	int32_t *ox = REF_PTR(L, 9, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		const uint8_t *a = pa + 16 * i, *b = pb + 16 * i;
		const int32_t *c = pc + 8 * i;

		for (int k = 0; k < 16; k++) {
			int s = a[k] + b[k];

			oa[32 * i + k] = s > 255 ? 255 : (uint8_t)s;
			oa[32 * i + 16 + k] = (uint8_t)((a[k] >> 3) |
			    (uint8_t)(b[k] << 5));
		}
		for (int k = 0; k < 8; k++) {
			oc[16 * i + k] = c[k] * c[7 - k];
			oc[16 * i + 8 + k] = c[k] > 0 ? -1 : 0;
		}
		for (int k = 0; k < 2; k++) {
			od[2 * i + k] = pd[2 * i] + pd[2 * i + 1];
			oe[2 * i + k] = (int16_t)(pe[2 * i + 1 - k] - (k + 1));
		}
		ox[i] = c[a[0] & 7] + c[b[15] & 7];
	}
}

REF_MAIN(reference)
#endif
