// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// vload16/vstore16 of char and vload8/vstore8 of uchar: sixteen-lane and
// eight-lane vectors through memory, with lane-wise arithmetic.
// LAUNCH: vload_vstore_char16 -g 16 in:char:256 in:uchar:128 out:char:256 out:uchar:128

#ifndef REFERENCE
kernel void
vload_vstore_char16(global const char *a, global const uchar *b, global char *oa, global uchar *ob)
{
	size_t i = get_global_id(0);
	char16 x = vload16(i, a);
	uchar8 y = vload8(i, b);
	vstore16(x ^ (char16)(0x5a), i, oa);
	vstore8(y + (uchar8)(1, 2, 3, 4, 5, 6, 7, 8), i, ob);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int8_t *a = REF_PTR(L, 0, int8_t);
	const uint8_t *b = REF_PTR(L, 1, uint8_t);
	int8_t *oa = REF_PTR(L, 2, int8_t);
	uint8_t *ob = REF_PTR(L, 3, uint8_t);

	for (size_t i = 0; i < 16 * L->global[0]; i++)
		oa[i] = (int8_t)(a[i] ^ 0x5a);
	for (size_t i = 0; i < 8 * L->global[0]; i++)
		ob[i] = (uint8_t)(b[i] + 1 + i % 8);
}

REF_MAIN(reference)
#endif
