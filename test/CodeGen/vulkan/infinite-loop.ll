;; A loop that never exits (llvm-stress writes them; a shader that spins
;; until the device is lost is still a valid module) gets an unreachable
;; merge block: OpLoopMerge names a fresh label that holds only
;; OpUnreachable. The blocks of the loop reach no return, so they are
;; post-dominated by the virtual exit alone; computing their post-dominators
;; from each other used to go round in a cycle for ever (a hang). The
;; selection at the entry has an unreachable merge too: one arm returns, the
;; other never comes back.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpSelectionMerge %[[#SELM:]] None
; CHECK-NEXT: OpBranchConditional %[[#]] %[[#DONE:]] %[[#PRE:]]
; CHECK: %[[#DONE]] = OpLabel
; CHECK: OpReturn
; CHECK: %[[#PRE]] = OpLabel
; CHECK-NEXT: OpBranch %[[#HEAD:]]
; CHECK: %[[#HEAD]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK: OpStore %[[#]] %[[#]] Volatile
; CHECK-NEXT: OpLoopMerge %[[#LOOPM:]] %[[#LATCH:]] None
; CHECK-NEXT: OpBranch %[[#LATCH]]
; CHECK-NEXT: %[[#LATCH]] = OpLabel
; CHECK-NEXT: OpBranch %[[#HEAD]]
; CHECK-NEXT: %[[#SELM]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NEXT: %[[#LOOPM]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NEXT: OpFunctionEnd

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %out = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %out, i32 %tid)
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %done, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %n, %body ]
  %n = add i32 %i, 1
  store volatile i32 %i, ptr addrspace(11) %p, align 4
  br label %body

body:
  br label %loop

done:
  store i32 7, ptr addrspace(11) %p, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
