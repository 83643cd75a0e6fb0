// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv, spirv-val-new
// Indirect calls through function pointers (SPV_INTEL_function_pointers): a
// table of operations in constant memory picked by an input, a pointer chosen
// by a select and passed to a helper that calls it, a comparison of two
// function pointers, and a pointer stored in and loaded from private memory.
// PoCL 3.1 builds a kernel from the functions it calls directly (its linker
// follows direct calls only), so the kernel also calls each operation once.
// LAUNCH: fnptr -g 64 in:int:64:-1000..1000 in:int:64:0..100 out:int:320
// CLSTD: CL2.0
// CLFLAGS: -Xclang -cl-ext=+__cl_clang_function_pointers
// LLCFLAGS: --spirv-ext=+SPV_INTEL_function_pointers
// SPIRV-VAL: new

#ifndef REFERENCE
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable

typedef int (*op_t)(int, int);

__attribute__((noinline)) int op_add(int a, int b) { return a + b; }
__attribute__((noinline)) int op_sub(int a, int b) { return a - b; }
__attribute__((noinline)) int op_mul(int a, int b) { return a * b; }
__attribute__((noinline)) int op_max(int a, int b) { return a > b ? a : b; }

constant op_t table[4] = { op_add, op_sub, op_mul, op_max };

__attribute__((noinline)) int
apply(op_t f, int a, int b)
{
	return f(a, b);
}

kernel void
fnptr(global const int *a, global const int *b, global int *o)
{
	size_t i = get_global_id(0);
	int x = a[i], y = b[i];
	op_t f = table[(x & 0x7fff) % 4];
	op_t g = (y & 1) ? op_add : op_sub;
	op_t slot[2];

	slot[i & 1] = g;
	slot[(i & 1) ^ 1] = f;
	o[5 * i] = f(x, y);
	o[5 * i + 1] = apply(g, x, y);
	o[5 * i + 2] = (f == g) + 2 * (f == table[2]);
	o[5 * i + 3] = slot[0](y, x) - slot[1](x, 3);
	o[5 * i + 4] = op_add(x, 1) ^ op_sub(x, 2) ^ op_mul(x, 3) ^ op_max(x, y);
}
#endif

#ifdef REFERENCE
#include "ref.h"

typedef int (*op_t)(int, int);
static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }
static int op_max(int a, int b) { return a > b ? a : b; }
static op_t table[4] = { op_add, op_sub, op_mul, op_max };

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int x = a[i], y = b[i];
		op_t f = table[(x & 0x7fff) % 4];
		op_t g = (y & 1) ? op_add : op_sub;
		op_t slot[2];

		slot[i & 1] = g;
		slot[(i & 1) ^ 1] = f;
		o[5 * i] = f(x, y);
		o[5 * i + 1] = g(x, y);
		o[5 * i + 2] = (f == g) + 2 * (f == table[2]);
		o[5 * i + 3] = slot[0](y, x) - slot[1](x, 3);
		o[5 * i + 4] = op_add(x, 1) ^ op_sub(x, 2) ^ op_mul(x, 3) ^ op_max(x, y);
	}
}

REF_MAIN(reference)
#endif
