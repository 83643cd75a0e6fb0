// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Vectors of more than 16 lanes whose lengths are not powers of two
// (ext_vector_type(17), (24), (33)): their loads and stores go in parts of
// 16, 8, 4, 2 and 1 lanes and touch only their own bytes (the rest of each
// 32-element slot keeps its fill), and their arithmetic, comparisons,
// conversions and run-time lane indices work lane by lane.
// LAUNCH: oddlong -g 8 in:int:256:-100000..100000 in:short:256:-3000..3000 in:uchar:512:0..255 out:int:256 out:short:256 out:uchar:512

#ifndef REFERENCE
typedef int int17 __attribute__((ext_vector_type(17)));
typedef short short24 __attribute__((ext_vector_type(24)));
typedef uchar uchar33 __attribute__((ext_vector_type(33)));

kernel void
oddlong(global const int *a, global const short *s, global const uchar *u, global int *ao, global short *so,
        global uchar *uo)
{
	size_t i = get_global_id(0);
	int17 x = *(global const int17 *)(a + 32 * i);
	short24 y = *(global const short24 *)(s + 32 * i);
	uchar33 z = *(global const uchar33 *)(u + 64 * i);
	int17 m = x > 0;
	int j = (int)(i % 17);

	x = m ? x / 3 : x * 2 - 1;
	x[j] = __builtin_reduce_add(x) + j;
	*(global int17 *)(ao + 32 * i) = x;
	y = (y >> 2) + __builtin_convertvector(__builtin_shufflevector(z, z, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
	                                                              12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 32),
	                                       short24);
	*(global short24 *)(so + 32 * i) = y;
	*(global uchar33 *)(uo + 64 * i) = z * (uchar)3 + (uchar)i;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int16_t *s = REF_PTR(L, 1, int16_t);
	const uint8_t *u = REF_PTR(L, 2, uint8_t);
	int32_t *ao = REF_PTR(L, 3, int32_t);
	int16_t *so = REF_PTR(L, 4, int16_t);
	uint8_t *uo = REF_PTR(L, 5, uint8_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t x[17], sum = 0;
		int j = (int)(i % 17);

		for (int k = 0; k < 17; k++) {
			x[k] = a[32 * i + k];
			x[k] = x[k] > 0 ? x[k] / 3 : x[k] * 2 - 1;
			sum += x[k];
		}
		x[j] = sum + j;
		for (int k = 0; k < 17; k++)
			ao[32 * i + k] = x[k];
		for (int k = 0; k < 24; k++)
			so[32 * i + k] = (int16_t)((s[32 * i + k] >> 2) + u[64 * i + (k < 23 ? k : 32)]);
		for (int k = 0; k < 33; k++)
			uo[64 * i + k] = (uint8_t)(u[64 * i + k] * 3 + i);
	}
}

REF_MAIN(reference)
#endif
