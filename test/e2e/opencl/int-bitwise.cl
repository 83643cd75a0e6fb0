// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Bitwise and, or, xor, not, and-not and a bit-field extract/insert built
// from them, on uint and on uchar.
// LAUNCH: int_bitwise -g 64 in:uint:64 in:uint:64 in:uchar:64 out:uint:384 out:uchar:128

#ifndef REFERENCE
kernel void
int_bitwise(global const uint *a, global const uint *b,
    global const uchar *c, global uint *o, global uchar *oc)
{
	size_t i = get_global_id(0);
	uint x = a[i], y = b[i];

	o[6 * i] = x & y;
	o[6 * i + 1] = x | y;
	o[6 * i + 2] = x ^ y;
	o[6 * i + 3] = ~x;
	o[6 * i + 4] = x & ~y;
	/* extract bits 7..18 of x and insert them at bit 4 of y */
	o[6 * i + 5] = (y & ~(0xfffu << 4)) | (((x >> 7) & 0xfffu) << 4);
	oc[2 * i] = (uchar)~c[i];
	oc[2 * i + 1] = (uchar)(c[i] ^ (uchar)x) | 0x11;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *a = REF_PTR(L, 0, uint32_t);
	const uint32_t *b = REF_PTR(L, 1, uint32_t);
	const uint8_t *c = REF_PTR(L, 2, uint8_t);
	uint32_t *o = REF_PTR(L, 3, uint32_t);
	uint8_t *oc = REF_PTR(L, 4, uint8_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		uint32_t x = a[i], y = b[i];

		o[6 * i] = x & y;
		o[6 * i + 1] = x | y;
		o[6 * i + 2] = x ^ y;
		o[6 * i + 3] = ~x;
		o[6 * i + 4] = x & ~y;
		o[6 * i + 5] = (y & ~(0xfffu << 4)) |
		    (((x >> 7) & 0xfffu) << 4);
		oc[2 * i] = (uint8_t)~c[i];
		oc[2 * i + 1] = (uint8_t)((uint8_t)(c[i] ^ (uint8_t)x) | 0x11);
	}
}

REF_MAIN(reference)
#endif
