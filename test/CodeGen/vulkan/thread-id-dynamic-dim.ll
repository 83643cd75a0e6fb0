;; llvm.spv.thread.id, group.id and thread.id.in.group with a dimension known
;; only at run time: the dimension is checked, an out-of-range one gives 0 (as a
;; constant dimension of 3 or more does, and as OpenCL's get_global_id does)
;; and never indexes the three-element builtin vector (this used to be an
;; unchecked OpVectorExtractDynamic). HLSL itself only asks for 0, 1 or 2.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#UINT]] 0
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#UINT]] 3
; CHECK-DAG: OpDecorate %[[#GID:]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#WID:]] BuiltIn WorkgroupId
; CHECK-NOT: BuiltIn LocalInvocationId
; CHECK: %[[#DIM:]] = OpLoad %[[#UINT]]
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#]] %[[#GID]]
; CHECK-NEXT: %[[#OK:]] = OpULessThan %[[#BOOL]] %[[#DIM]] %[[#THREE]]
; CHECK-NEXT: %[[#SAFE:]] = OpSelect %[[#UINT]] %[[#OK]] %[[#DIM]] %[[#ZERO]]
; CHECK-NEXT: %[[#X:]] = OpVectorExtractDynamic %[[#UINT]] %[[#V]] %[[#SAFE]]
; CHECK-NEXT: %[[#T:]] = OpSelect %[[#UINT]] %[[#OK]] %[[#X]] %[[#ZERO]]
; CHECK-NEXT: %[[#W:]] = OpLoad %[[#]] %[[#WID]]
; CHECK-NEXT: %[[#OK2:]] = OpULessThan %[[#BOOL]] %[[#DIM]] %[[#THREE]]
; CHECK-NEXT: %[[#SAFE2:]] = OpSelect %[[#UINT]] %[[#OK2]] %[[#DIM]] %[[#ZERO]]
; CHECK-NEXT: %[[#Y:]] = OpVectorExtractDynamic %[[#UINT]] %[[#W]] %[[#SAFE2]]
; CHECK-NEXT: %[[#G:]] = OpSelect %[[#UINT]] %[[#OK2]] %[[#Y]] %[[#ZERO]]
; CHECK-NEXT: %[[#S1:]] = OpIAdd %[[#UINT]] %[[#T]] %[[#G]]
;; thread.id.in.group(3) is the constant 0 and reads no builtin
; CHECK-NEXT: OpIAdd %[[#UINT]] %[[#S1]] %[[#ZERO]]

target triple = "spirv-unknown-vulkan1.3-compute"
@.str = private unnamed_addr constant [4 x i8] c"Buf\00"
define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %p0 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 0)
  %dim = load i32, ptr addrspace(11) %p0, align 4
  %t = call i32 @llvm.spv.thread.id.i32(i32 %dim)
  %g = call i32 @llvm.spv.group.id.i32(i32 %dim)
  %l = call i32 @llvm.spv.thread.id.in.group.i32(i32 3)
  %s1 = add i32 %t, %g
  %s = add i32 %s1, %l
  %p1 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 1)
  store i32 %s, ptr addrspace(11) %p1, align 4
  ret void
}
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)
declare i32 @llvm.spv.group.id.i32(i32)
declare i32 @llvm.spv.thread.id.in.group.i32(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
