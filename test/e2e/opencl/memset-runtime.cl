// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// memset with a run-time byte and a run-time length, and memmove with a
// run-time length over overlapping bytes in both directions (clang emits
// llvm.memset and llvm.memmove for these; both become byte loops).
// LAUNCH: fill -g 16 out:uchar:1024 in:int:16:0..64 val:uchar:3

#ifndef REFERENCE
kernel void
fill(global uchar *out, global const int *lens, uchar base)
{
	size_t i = get_global_id(0);
	uchar tmp[64];
	int n = lens[i];

	for (int j = 0; j < 64; j++)
		tmp[j] = j * 7 + i;
	__builtin_memset(tmp + (i & 3), base + 2 * i, n / 4);
	/* even i: the destination is above the source, odd i: below */
	__builtin_memmove(tmp + 2 + 3 * (i & 1), tmp + 3 + 2 * ((i + 1) & 1), n / 2);
	for (int j = 0; j < 64; j++)
		out[i * 64 + j] = tmp[j];
}
#endif

#ifdef REFERENCE
#include <string.h>
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	uint8_t *out = REF_PTR(L, 0, uint8_t);
	const int32_t *lens = REF_PTR(L, 1, int32_t);
	uint8_t base = REF_VAL(L, 2, uint8_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		uint8_t tmp[64];
		int n = lens[i];

		for (int j = 0; j < 64; j++)
			tmp[j] = (uint8_t)(j * 7 + i);
		memset(tmp + (i & 3), (uint8_t)(base + 2 * i), n / 4);
		memmove(tmp + 2 + 3 * (i & 1), tmp + 3 + 2 * ((i + 1) & 1), n / 2);
		memcpy(out + i * 64, tmp, 64);
	}
}

REF_MAIN(reference)
#endif
