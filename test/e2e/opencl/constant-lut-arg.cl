// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// A lookup table passed as a __constant kernel argument: byte substitution
// through a 256-entry table, and a float table read at a computed index
// and at a neighbouring one through a __constant pointer.
// LAUNCH: constant_lut_arg -g 64 in:uchar:256 in:float:16 in:uint:64 out:uchar:64 out:float:64

#ifndef REFERENCE
kernel void
constant_lut_arg(constant uchar *sbox, constant float *weights,
    global const uint *in, global uchar *o, global float *of)
{
	size_t i = get_global_id(0);
	uint v = in[i];
	constant float *w = weights + (v & 7);

	o[i] = sbox[v & 255] ^ sbox[(v >> 8) & 255];
	of[i] = w[0] - w[8];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint8_t *sbox = REF_PTR(L, 0, uint8_t);
	const float *weights = REF_PTR(L, 1, float);
	const uint32_t *in = REF_PTR(L, 2, uint32_t);
	uint8_t *o = REF_PTR(L, 3, uint8_t);
	float *of = REF_PTR(L, 4, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		uint32_t v = in[i];

		o[i] = sbox[v & 255] ^ sbox[(v >> 8) & 255];
		of[i] = weights[v & 7] - weights[(v & 7) + 8];
	}
}

REF_MAIN(reference)
#endif
