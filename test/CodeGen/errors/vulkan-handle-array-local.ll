;; A local array of resources indexed at run time (clang -O3 of
;; `RWStructuredBuffer<float> arr[2] = {A, B}; arr[tid.x & 1][tid.x] = 2.0;`)
;; picks a descriptor through memory: the load names the error. A member
;; of a cbuffer without [[vk::binding]] is an error too (its implicit
;; binding is not placed).
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: not llc-spirv %S/Inputs/vulkan-cbuffer-implicit.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CB
; RUN: not test -e %t.spv

; ERR: llc-spirv: error: {{.*}}vulkan-handle-array-local.ll:[[#@LINE+21]]: in @main: %9 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %8{{.*}}: a resource handle loaded from memory that does not always hold the same resource is not supported for spirv-unknown-vulkan1.3-compute
; CB: llc-spirv: error: {{.*}}vulkan-cbuffer-implicit.ll:9: @k = external {{.*}}: a member of a constant buffer without an explicit binding ({{\[\[vk::binding\]\]}}) is not supported for spirv-unknown-vulkan1.3-compute
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1

define void @main() local_unnamed_addr #0 {
  %1 = alloca [2 x %"class.hlsl::RWStructuredBuffer"], align 8
  %2 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %4 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %2, ptr %1, align 8
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 16
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %3, ptr %5, align 8
  %6 = and i32 %4, 1
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %1, i64 %7
  %9 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %8, align 8
  %10 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %9, i32 %4)
  store float 2.000000e+00, ptr addrspace(11) %10, align 4
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
