;; llvm.memcpy of 16 bytes between two [0 x i32] buffers: the copy enters
;; the run-time array and moves four i32 elements one by one (it used to be
;; refused as "a memory copy of more than 65536 objects").
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PI:]] = OpTypePointer StorageBuffer %[[#U32]]
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#U32]] 1
; CHECK: %[[#T:]] = OpCompositeExtract %[[#U32]]
; CHECK-NEXT: %[[#S0:]] = OpAccessChain %[[#PI]] %[[#IN:]] %[[#ZERO:]] %[[#T]]
; CHECK-NEXT: %[[#V0:]] = OpLoad %[[#U32]] %[[#S0]]
; CHECK-NEXT: %[[#D0:]] = OpAccessChain %[[#PI]] %[[#OUT:]] %[[#ZERO]] %[[#T]]
; CHECK-NEXT: OpStore %[[#D0]] %[[#V0]]
; CHECK-NEXT: %[[#I1:]] = OpIAdd %[[#U32]] %[[#T]] %[[#ONE]]
; CHECK-NEXT: %[[#S1:]] = OpAccessChain %[[#PI]] %[[#IN]] %[[#ZERO]] %[[#I1]]
; CHECK-NEXT: %[[#V1:]] = OpLoad %[[#U32]] %[[#S1]]
; CHECK: OpStore %[[#]] %[[#V1]]
; CHECK-COUNT-2: OpStore
; CHECK-NEXT: OpReturn

target triple = "spirv-unknown-vulkan1.3-compute"
%struct.P = type { <4 x float>, <2 x i32>, i32, float }
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
define void @main() #0 {
  %a = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %b = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  %t = call i32 @llvm.spv.thread.id.i32(i32 0)
  %s = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %a, i32 %t)
  %d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %b, i32 %t)
  call void @llvm.memcpy.p11.p11.i64(ptr addrspace(11) align 16 %d, ptr addrspace(11) align 16 %s, i64 16, i1 false)
  ret void
}
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare void @llvm.memcpy.p11.p11.i64(ptr addrspace(11), ptr addrspace(11), i64, i1)
declare i32 @llvm.spv.thread.id.i32(i32)
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }
