// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Saturating narrowing of integers: convert_char_sat, convert_short_sat,
// convert_uchar_sat of int (signed to unsigned) and convert_ushort_sat of
// uint, next to the wrapping convert_char of the same values.
// LAUNCH: convert_int_narrow_sat -g 64 in:int:64:special in:uint:64 out:char:64 out:short:64 out:uchar:64 out:ushort:64 out:char:64
// LAUNCH: convert_int_narrow_sat -g 64 in:int:64:-70000..70000 in:uint:64:0..70000 out:char:64 out:short:64 out:uchar:64 out:ushort:64 out:char:64

#ifndef REFERENCE
kernel void
convert_int_narrow_sat(global const int *a, global const uint *b, global char *oc, global short *os,
                       global uchar *ouc, global ushort *ous, global char *ow)
{
	size_t i = get_global_id(0);
	oc[i] = convert_char_sat(a[i]);
	os[i] = convert_short_sat(a[i]);
	ouc[i] = convert_uchar_sat(a[i]);
	ous[i] = convert_ushort_sat(b[i]);
	ow[i] = convert_char(a[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int64_t
clamp(int64_t v, int64_t lo, int64_t hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const uint32_t *b = REF_PTR(L, 1, uint32_t);
	int8_t *oc = REF_PTR(L, 2, int8_t);
	int16_t *os = REF_PTR(L, 3, int16_t);
	uint8_t *ouc = REF_PTR(L, 4, uint8_t);
	uint16_t *ous = REF_PTR(L, 5, uint16_t);
	int8_t *ow = REF_PTR(L, 6, int8_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		oc[i] = (int8_t)clamp(a[i], -128, 127);
		os[i] = (int16_t)clamp(a[i], -32768, 32767);
		ouc[i] = (uint8_t)clamp(a[i], 0, 255);
		ous[i] = (uint16_t)clamp(b[i], 0, 65535);
		ow[i] = (int8_t)a[i];
	}
}

REF_MAIN(reference)
#endif
