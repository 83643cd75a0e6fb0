// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// 8- and 16-bit integers: wrap-around of char/uchar/short/ushort results,
// promotion to int in expressions, sign versus zero extension, signed
// comparisons of char, shifts of short/ushort, and char4 arithmetic.
// LAUNCH: char_short_types -g 64 in:char:64 in:uchar:64 in:short:64 in:ushort:64 in:char4:64 out:char:128 out:uchar:64 out:short:128 out:ushort:64 out:int:192 out:char4:64

#ifndef REFERENCE
kernel void
char_short_types(global const char *c, global const uchar *uc,
    global const short *s, global const ushort *us, global const char4 *c4,
    global char *oc, global uchar *ouc, global short *os, global ushort *ous,
    global int *oi, global char4 *oc4)
{
	size_t i = get_global_id(0);
	char a = c[i];
	uchar b = uc[i];
	short h = s[i];
	ushort u = us[i];

	oc[2 * i] = (char)(a + b);
	oc[2 * i + 1] = (char)(a * 3);
	ouc[i] = (uchar)(b - (uchar)a);
	os[2 * i] = (short)(h + a * b);
	os[2 * i + 1] = (short)(h >> 3);
	ous[i] = (ushort)((u >> 5) | (u << 11));
	oi[3 * i] = a * b;
	oi[3 * i + 1] = (int)a + (int)(uchar)a;
	oi[3 * i + 2] = (a < (char)b) + (h < (short)u) * 2 + (u > b) * 4;
	oc4[i] = c4[i] + (char4)(1, -2, 3, -4);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int8_t *c = REF_PTR(L, 0, int8_t);
	const uint8_t *uc = REF_PTR(L, 1, uint8_t);
	const int16_t *s = REF_PTR(L, 2, int16_t);
	const uint16_t *us = REF_PTR(L, 3, uint16_t);
	const int8_t *c4 = REF_PTR(L, 4, int8_t);
	int8_t *oc = REF_PTR(L, 5, int8_t);
	uint8_t *ouc = REF_PTR(L, 6, uint8_t);
	int16_t *os = REF_PTR(L, 7, int16_t);
	uint16_t *ous = REF_PTR(L, 8, uint16_t);
	int32_t *oi = REF_PTR(L, 9, int32_t);
	int8_t *oc4 = REF_PTR(L, 10, int8_t);
	static const int add4[4] = { 1, -2, 3, -4 };

	for (size_t i = 0; i < L->global[0]; i++) {
		int8_t a = c[i];
		uint8_t b = uc[i];
		int16_t h = s[i];
		uint16_t u = us[i];

		oc[2 * i] = (int8_t)(a + b);
		oc[2 * i + 1] = (int8_t)(a * 3);
		ouc[i] = (uint8_t)(b - (uint8_t)a);
		os[2 * i] = (int16_t)(h + a * b);
		os[2 * i + 1] = (int16_t)(h >> 3);
		ous[i] = (uint16_t)((u >> 5) | (u << 11));
		oi[3 * i] = a * b;
		oi[3 * i + 1] = (int)a + (int)(uint8_t)a;
		oi[3 * i + 2] = (a < (int8_t)b) + (h < (int16_t)u) * 2 +
		    (u > b) * 4;
		for (int k = 0; k < 4; k++)
			oc4[4 * i + k] = (int8_t)(c4[4 * i + k] + add4[k]);
	}
}

REF_MAIN(reference)
#endif
