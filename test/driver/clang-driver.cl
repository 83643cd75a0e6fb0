// clang's SPIR-V driver runs an external `llvm-spirv in.bc -o out.spv`, found
// on PATH; with our llvm-spirv link first on PATH, `clang -c` gives a valid
// SPIR-V module made by llc-spirv. Also through clang's program path (-B).
// REQUIRES: clang
// RUN: rm -rf %t && mkdir -p %t/bin
// RUN: ln -s %llc-spirv %t/bin/llvm-spirv
// RUN: bash -c 'cd %t && PATH=%t/bin:$PATH clang-19 --target=spirv64 -c %s -o %t/k.spv'
// RUN: spirv-val %t/k.spv
// RUN: spirv-dis %t/k.spv | FileCheck %s
// RUN: clang-19 --target=spirv32 -B %t/bin -c %s -o %t/k32.spv
// RUN: spirv-val %t/k32.spv
// RUN: spirv-dis %t/k32.spv | FileCheck %s --check-prefix=P32

// CHECK: OpMemoryModel Physical64 OpenCL
// CHECK: OpEntryPoint Kernel %{{.*}} "scale"
// CHECK: OpFMul
// P32: OpMemoryModel Physical32 OpenCL

kernel void scale(global float *a, float f)
{
	a[get_global_id(0)] *= f;
}
