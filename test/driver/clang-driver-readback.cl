// The module clang makes through our llvm-spirv link reads back with the
// Khronos translator (whose place we take in clang's pipeline).
// REQUIRES: clang, llvm-spirv
// RUN: rm -rf %t && mkdir -p %t/bin
// RUN: ln -s %llc-spirv %t/bin/llvm-spirv
// RUN: bash -c 'PATH=%t/bin:$PATH clang-19 --target=spirv64 -cl-std=CL2.0 -O2 -c %s -o %t/k.spv'
// RUN: llvm-spirv-15 -r %t/k.spv -o %t/k.bc
// RUN: llvm-dis %t/k.bc -o - | FileCheck %s

// CHECK: define spir_kernel void @add(
// CHECK: add i32

kernel void add(global int *a, global const int *b)
{
	size_t i = get_global_id(0);
	a[i] = a[i] + b[i];
}
