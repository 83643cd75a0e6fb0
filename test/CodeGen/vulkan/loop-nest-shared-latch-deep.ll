;; Loop nests of clang -O1's shape that used to be refused: three levels,
;; each inner loop exiting straight to the latch of the loop around it, and
;; an innermost loop that leaves from two blocks (a break and its counted
;; end) with different values for the latch's phi. LLVM's structurizer
;; (the fallback) gives that loop one exit; then each exit to a latch gets a
;; block of its own, the inner loop's merge.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

;; the three loops, outermost first; each merge is a block of its own that
;; branches to the continue target of the loop around it
; CHECK: OpLoopMerge %[[#M1:]] %[[#L1:]] None
; CHECK: OpLoopMerge %[[#M2:]] %[[#L2:]] None
; CHECK: OpLoopMerge %[[#M3:]] %[[#L3:]] None
; CHECK: %[[#L3]] = OpLabel
; CHECK: OpBranchConditional %[[#]] %[[#M3]] %[[#]]
; CHECK-NEXT: %[[#M3]] = OpLabel
; CHECK-NEXT: OpBranch %[[#L2]]
; CHECK: %[[#M2]] = OpLabel
; CHECK-NEXT: OpBranch %[[#L1]]
; CHECK: %[[#M1]] = OpLabel

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

define void @main() #0 {
entry:
  %buf = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  br label %a

a:
  %x = phi i32 [ 0, %entry ], [ %x.next, %a.latch ]
  %s0 = phi i32 [ 0, %entry ], [ %s2, %a.latch ]
  br label %b

b:
  %y = phi i32 [ 0, %a ], [ %y.next, %b.latch ]
  %s1 = phi i32 [ %s0, %a ], [ %s3, %b.latch ]
  br label %c

c:
  %z = phi i32 [ 0, %b ], [ %z.next, %c.latch ]
  %t = phi i32 [ %s1, %b ], [ %t.next, %c.latch ]
  %t.next = add i32 %t, %z
  %big = icmp ugt i32 %t.next, 1000
  br i1 %big, label %b.latch, label %c.latch

c.latch:
  %z.next = add nuw nsw i32 %z, 1
  %z.done = icmp eq i32 %z.next, %tid
  br i1 %z.done, label %b.latch, label %c

b.latch:
  %s3 = phi i32 [ 0, %c ], [ %t.next, %c.latch ]
  %y.next = add nuw nsw i32 %y, 1
  %y.done = icmp eq i32 %y.next, 4
  br i1 %y.done, label %a.latch, label %b

a.latch:
  %s2 = phi i32 [ %s3, %b.latch ]
  %x.next = add nuw nsw i32 %x, 1
  %x.done = icmp eq i32 %x.next, 3
  br i1 %x.done, label %exit, label %a

exit:
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %buf, i32 %tid)
  store i32 %s2, ptr addrspace(11) %p, align 4
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }
