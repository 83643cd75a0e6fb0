// llc-spirv reads the module from standard input with '-': bitcode straight
// from clang through a pipe, or a file redirected; text IR the same way. With
// no -o, standard input goes to standard output (text).
// REQUIRES: clang
// RUN: rm -rf %t && mkdir -p %t
// RUN: clang-19 -cl-std=CL2.0 --target=spirv64 -O2 -emit-llvm -c %s -o - | llc-spirv - -o %t/pipe.spv
// RUN: spirv-val %t/pipe.spv
// RUN: clang-19 -cl-std=CL2.0 --target=spirv64 -O2 -emit-llvm -c %s -o %t/k.bc
// RUN: llc-spirv - -o %t/redirect.spv < %t/k.bc
// RUN: cmp %t/pipe.spv %t/redirect.spv
// RUN: clang-19 -cl-std=CL2.0 --target=spirv64 -O2 -emit-llvm -S %s -o - | llc-spirv - | FileCheck %s
// RUN: llc-spirv -filetype=obj -o - - < %t/k.bc > %t/stdout.spv
// RUN: cmp %t/pipe.spv %t/stdout.spv
// RUN: not llc-spirv - -o %t/bad.spv < %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -e %t/bad.spv

// CHECK: OpEntryPoint Kernel %{{[0-9]+}} "twice"
// CHECK: OpLoad
// CHECK: OpStore
// ERR: llc-spirv: error: <stdin>:{{[0-9]+}}:{{[0-9]+}}: expected top-level entity

kernel void twice(global int *a)
{
	a[get_global_id(0)] += a[get_global_id(0)];
}
