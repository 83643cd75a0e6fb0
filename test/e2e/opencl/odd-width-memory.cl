// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// A four-byte union whose first byte is replaced before it is copied: clang
// -O2's SROA splits the copy into an i8 and an i24 that covers bytes 1 to 3,
// in both directions (an i24 load from global memory, an i24 store to it). An
// i24 touches three bytes: written as one 32-bit store it would clobber the
// first byte of the next element, which the downward loop has already written
// (found by test/diff, Csmith seed 666 at -O2).
// LAUNCH: odd_width -g 1 in:uint:32 in:uchar:32 out:uint:32 out:uint:32

#ifndef REFERENCE
typedef union {
	uint w;
	uchar b[4];
} U;

kernel void
odd_width(global const U *in, global const uchar *bytes, global U *out,
	  global uint *tail)
{
	for (int i = 31; i >= 0; i--) {
		U u = in[i];
		u.b[0] = bytes[i];
		out[i] = u;
		tail[i] = u.w >> 8;
	}
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	const uint8_t *bytes = REF_PTR(L, 1, uint8_t);
	uint32_t *out = REF_PTR(L, 2, uint32_t);
	uint32_t *tail = REF_PTR(L, 3, uint32_t);

	/* little-endian: byte 0 is the low byte */
	for (int i = 31; i >= 0; i--) {
		uint32_t w = (in[i] & ~0xffu) | bytes[i];
		out[i] = w;
		tail[i] = w >> 8;
	}
}

REF_MAIN(reference)
#endif
