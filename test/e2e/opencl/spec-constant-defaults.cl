// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Specialization constants declared by hand (__spirv_SpecConstant of int,
// float and bool, __spirv_SpecConstantComposite of an int2) and arithmetic
// over them, which becomes OpSpecConstantOp: without specialization the
// kernel sees the defaults. (Under E2E_STANDIN=1 the file defines the calls
// as returning the defaults.)
// LAUNCH: spec -g 64 in:int:64:-1000..1000 in:float:64 out:int:128 out:float:64

#ifndef REFERENCE
#if __clang_major__ >= 19
int __attribute__((overloadable)) __spirv_SpecConstant(int, int);
float __attribute__((overloadable)) __spirv_SpecConstant(int, float);
bool __attribute__((overloadable)) __spirv_SpecConstant(int, bool);
int2 __attribute__((overloadable)) __spirv_SpecConstantComposite(int, int);
#else
int __attribute__((overloadable)) __spirv_SpecConstant(int id, int d) { return d; }
float __attribute__((overloadable)) __spirv_SpecConstant(int id, float d) { return d; }
bool __attribute__((overloadable)) __spirv_SpecConstant(int id, bool d) { return d; }
int2 __attribute__((overloadable)) __spirv_SpecConstantComposite(int a, int b) { return (int2)(a, b); }
#endif

kernel void
spec(global const int *a, global const float *x, global int *o, global float *y)
{
	size_t i = get_global_id(0);
	int scale = __spirv_SpecConstant(1, 3);
	int bias = __spirv_SpecConstant(2, -17);
	float k = __spirv_SpecConstant(3, 0.75f);
	bool neg = __spirv_SpecConstant(4, true);
	int2 pair = __spirv_SpecConstantComposite(scale * 4 + 1, bias >> 2);
	int v = a[i] * scale + bias;
	o[2 * i] = neg ? -v : v;
	o[2 * i + 1] = a[i] * pair.x + pair.y;
	y[i] = x[i] * k + (float)scale;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const float *x = REF_PTR(L, 1, float);
	int32_t *o = REF_PTR(L, 2, int32_t);
	float *y = REF_PTR(L, 3, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t v = a[i] * 3 - 17;
		o[2 * i] = -v;
		o[2 * i + 1] = a[i] * 13 + (-17 >> 2);
		y[i] = x[i] * 0.75f + 3.0f;
	}
}

REF_MAIN(reference)
#endif
