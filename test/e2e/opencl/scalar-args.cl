// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Scalar kernel arguments of several types (char, uchar, short, int, uint,
// long, ulong, float) mixed with buffers; two launches with other values.
// LAUNCH: scalar_args -g 16 val:char:-5 val:uchar:200 val:short:-1234 val:int:70000 val:uint:4000000000 val:long:-9000000000 val:ulong:18000000000000000000 val:float:2.5 in:int:16:-100..100 out:long:128 out:float:16
// LAUNCH: scalar_args -g 8 val:char:127 val:uchar:0 val:short:32767 val:int:-1 val:uint:1 val:long:1 val:ulong:0 val:float:-0.125 in:int:8:-60000..60000 out:long:64 out:float:8

#ifndef REFERENCE
kernel void
scalar_args(char c, uchar uc, short s, int n, uint u, long l, ulong ul,
    float f, global const int *in, global long *o, global float *of)
{
	size_t i = get_global_id(0);
	int v = in[i];

	o[8 * i] = c + v;
	o[8 * i + 1] = uc + v;
	o[8 * i + 2] = s * v;
	o[8 * i + 3] = (long)n * v;
	o[8 * i + 4] = u - (uint)v;
	o[8 * i + 5] = l + v;
	o[8 * i + 6] = (long)(ul ^ (ulong)v);
	o[8 * i + 7] = (long)(f * 8.0f);
	of[i] = f * (float)(v % 100);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	int8_t c = REF_VAL(L, 0, int8_t);
	uint8_t uc = REF_VAL(L, 1, uint8_t);
	int16_t s = REF_VAL(L, 2, int16_t);
	int32_t n = REF_VAL(L, 3, int32_t);
	uint32_t u = REF_VAL(L, 4, uint32_t);
	int64_t l = REF_VAL(L, 5, int64_t);
	uint64_t ul = REF_VAL(L, 6, uint64_t);
	float f = REF_VAL(L, 7, float);
	const int32_t *in = REF_PTR(L, 8, int32_t);
	int64_t *o = REF_PTR(L, 9, int64_t);
	float *of = REF_PTR(L, 10, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t v = in[i];

		o[8 * i] = c + v;
		o[8 * i + 1] = uc + v;
		o[8 * i + 2] = s * v;
		o[8 * i + 3] = (int64_t)n * v;
		o[8 * i + 4] = u - (uint32_t)v;
		o[8 * i + 5] = l + v;
		o[8 * i + 6] = (int64_t)(ul ^ (uint64_t)(int64_t)v);
		o[8 * i + 7] = (int64_t)(f * 8.0f);
		of[i] = f * (float)(v % 100);
	}
}

REF_MAIN(reference)
#endif
