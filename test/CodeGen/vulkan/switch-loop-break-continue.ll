;; A switch in a loop whose cases break (case 1's if leaves the loop) and
;; continue (case 1's other arm goes to the loop's continue target): the
;; cases' immediate post-dominator is the loop's exit, so the merge is the
;; block where the other cases meet (sw.end); the continue target, which
;; the switch header dominates, is left to the loop.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpLoopMerge %[[#EXIT:]] %[[#LATCH:]] None
; CHECK-NEXT: OpBranchConditional %[[#]] %[[#BODY:]] %[[#EXIT]]
; CHECK: %[[#BODY]] = OpLabel
; CHECK-NEXT: OpSelectionMerge %[[#SWEND:]] None
; CHECK-NEXT: OpSwitch %[[#]] %[[#D:]] 0 %[[#C0:]] 1 %[[#C1:]] 2 %[[#C2:]]{{$}}
; CHECK: %[[#C1]] = OpLabel
; CHECK: OpBranchConditional %[[#]] %[[#EXIT]] %[[#C1B:]]
; CHECK: %[[#C1B]] = OpLabel
; CHECK-NEXT: OpBranch %[[#LATCH]]
; CHECK: %[[#SWEND]] = OpLabel
; CHECK: OpBranch %[[#LATCH]]
; CHECK: %[[#LATCH]] = OpLabel
; CHECK: %[[#EXIT]] = OpLabel

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %x = load i32, ptr addrspace(11) %p, align 4
  %r = call i32 @f(i32 %x)
  store i32 %r, ptr addrspace(11) %p, align 4
  ret void
}

define i32 @f(i32 %x) noinline {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %s = and i32 %i, 3
  %c = icmp ult i32 %i, %x
  br i1 %c, label %body, label %exit
body:
  switch i32 %s, label %dflt [ i32 0, label %c0
                               i32 1, label %c1
                               i32 2, label %c2 ]
c0:
  %a0 = add i32 %acc, 3
  br label %sw.end
c1:
  %big = icmp ugt i32 %acc, 100
  br i1 %big, label %exit, label %c1b
c1b:
  br label %latch
c2:
  %a2 = mul i32 %acc, 3
  br label %sw.end
dflt:
  br label %sw.end
sw.end:
  %av = phi i32 [ %a0, %c0 ], [ %a2, %c2 ], [ %acc, %dflt ]
  br label %latch
latch:
  %acc1 = phi i32 [ %av, %sw.end ], [ %acc, %c1b ]
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret i32 %acc
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
