// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Structs ending in a flexible array member ([0 x T] in LLVM, an empty struct
// in SPIR-V): after a char the array starts at offset 4, after an int the
// long array at offset 8 (byte arrays in SPIR-V stand for LLVM's padding),
// and a struct copy moves only the struct's own 8 bytes.
// LAUNCH: flex -g 16 in:int:17:-1000..1000 in:long:17:-100000..100000 out:int:16

#ifndef REFERENCE
struct S {
	char tag;
	int data[];
};

struct T {
	int n;
	long vals[0];
};

kernel void
flex(global const struct S *s, global const struct T *t, global int *out)
{
	size_t i = get_global_id(0);
	struct T copy = *t;

	out[i] = s->data[i] * 2 + s->tag + (int)t->vals[i] + copy.n;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *s = REF_PTR(L, 0, int32_t);
	const int64_t *t = REF_PTR(L, 1, int64_t);
	int32_t *out = REF_PTR(L, 2, int32_t);
	int8_t tag = (int8_t)(s[0] & 0xff);	/* little-endian: the first byte */
	int32_t n = (int32_t)(t[0] & 0xffffffff);

	for (size_t i = 0; i < L->global[0]; i++)
		out[i] = s[1 + i] * 2 + tag + (int32_t)t[1 + i] + n;
}

REF_MAIN(reference)
#endif
