;; Two rotated counted loops, as clang -O1 and above emits any loop nest: the
;; inner loop exits straight to the outer loop's latch. That latch is the
;; outer loop's continue target and may not also be the inner loop's merge
;; block (2.11), so a block of its own now sits on the exit edge and becomes
;; the inner merge (this nest used to be refused as "a construct whose merge
;; block is outside the construct around it").
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpLoopMerge %[[#OEXIT:]] %[[#OLATCH:]] None
; CHECK-NEXT: OpBranch %[[#INNER:]]
; CHECK-NEXT: %[[#INNER]] = OpLabel
; CHECK: OpLoopMerge %[[#IMERGE:]] %[[#INNER]] None
; CHECK-NEXT: OpBranchConditional %[[#]] %[[#IMERGE]] %[[#INNER]]
; CHECK-NEXT: %[[#IMERGE]] = OpLabel
; CHECK-NEXT: OpBranch %[[#OLATCH]]
; CHECK-NEXT: %[[#OLATCH]] = OpLabel
; CHECK: OpBranchConditional %[[#]] %[[#OEXIT]] %[[#]]
; CHECK-NEXT: %[[#OEXIT]] = OpLabel

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

define void @main() #0 {
entry:
  %buf = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.in, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %acc.i = phi i32 [ %acc, %outer ], [ %acc.in, %inner ]
  %j.next = add nuw nsw i32 %j, 1
  %acc.in = add i32 %acc.i, %tid
  %j.done = icmp eq i32 %j.next, 5
  br i1 %j.done, label %outer.latch, label %inner

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %i.done = icmp eq i32 %i.next, 7
  br i1 %i.done, label %exit, label %outer

exit:
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %buf, i32 %tid)
  store i32 %acc.in, ptr addrspace(11) %p, align 4
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }
