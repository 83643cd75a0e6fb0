;; Pointer phis and selects under logical addressing: the incoming pointers
;; share a base (one buffer variable here, two allocas merged into one array
;; variable there) and differ only in array indices, so the phi or select
;; becomes an integer OpPhi/OpSelect of the index and one OpAccessChain after
;; it. No variable pointers are needed.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: not llc-spirv %S/Inputs/pointer-phi-two-buffers.ll -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t2.spv

; CHECK-NOT: OpCapability VariablePointers
; CHECK-DAG: %[[#INT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#INT]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#INT]] 1
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#]] %[[#]]
; CHECK-DAG: %[[#PAIR:]] = OpTypeArray %[[#ARR]] %[[#]]
; CHECK-DAG: %[[#PPAIR:]] = OpTypePointer Function %[[#PAIR]]
; CHECK-DAG: %[[#BUF:]] = OpVariable %[[#]] StorageBuffer
;; the two allocas: elements 0 and 1 of one variable
; CHECK: OpFunction
; CHECK: %[[#VAR:]] = OpVariable %[[#PPAIR]] Function
; CHECK: %[[#TID:]] = OpCompositeExtract %[[#INT]] %[[#]] 0
; CHECK: %[[#C:]] = OpIEqual %[[#]] %[[#]] %[[#ZERO]]
; CHECK: OpBranchConditional %[[#C]] %[[#THEN:]] %[[#JOIN:]]
; CHECK: %[[#THEN]] = OpLabel
; CHECK: %[[#T1:]] = OpIAdd %[[#INT]] %[[#TID]] %[[#]]
; CHECK: %[[#JOIN]] = OpLabel
;; the phi of pointers: a phi of their indices
; CHECK-NEXT: %[[#I:]] = OpPhi %[[#INT]] %[[#TID]] %[[#]] %[[#T1]] %[[#THEN]]
; CHECK-NEXT: %[[#P:]] = OpAccessChain %[[#]] %[[#BUF]] %[[#ZERO]] %[[#I]]
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#INT]] %[[#P]]
; CHECK: OpAccessChain %[[#]] %[[#VAR]] %[[#ZERO]] %[[#K:]]
; CHECK: OpAccessChain %[[#]] %[[#VAR]] %[[#ONE]] %[[#K]]
;; the select of allocas: a select of their element numbers
; CHECK: %[[#S:]] = OpSelect %[[#INT]] %[[#C]] %[[#ZERO]] %[[#ONE]]
; CHECK-NEXT: %[[#Q:]] = OpAccessChain %[[#]] %[[#VAR]] %[[#S]] %[[#K]]
; CHECK-NEXT: %[[#W:]] = OpLoad %[[#INT]] %[[#Q]]
; CHECK-NEXT: %[[#R:]] = OpAccessChain %[[#]] %[[#BUF]] %[[#ZERO]] %[[#I]]
; CHECK-NEXT: OpStore %[[#R]] %[[#W]]

;; ERR: llc-spirv: error: {{.*}}pointer-phi-two-buffers.ll:24: in @main: %p = phi ptr addrspace(11) [ %p0, %entry ], [ %p1, %then ]: a phi or select of pointers to different variables, or to objects of different shapes (it needs variable pointers) is not supported for spirv-unknown-vulkan1.3-compute

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %buf = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p0 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %buf, i32 %tid)
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %join

then:
  %t1 = add i32 %tid, 64
  %p1 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %buf, i32 %t1)
  br label %join

join:
  %p = phi ptr addrspace(11) [ %p0, %entry ], [ %p1, %then ]
  %v = load i32, ptr addrspace(11) %p, align 4
  %k = and i32 %v, 3
  %ga = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %k
  store i32 %v, ptr %ga, align 4
  %gb = getelementptr inbounds [4 x i32], ptr %b, i32 0, i32 %k
  store i32 %tid, ptr %gb, align 4
  %s = select i1 %c, ptr %a, ptr %b
  %gs = getelementptr inbounds [4 x i32], ptr %s, i32 0, i32 %k
  %w = load i32, ptr %gs, align 4
  store i32 %w, ptr addrspace(11) %p, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
