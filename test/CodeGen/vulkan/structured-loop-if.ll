;; Structured control flow: a counted loop (OpLoopMerge naming the loop's
;; exit and its back-edge block as continue target) around an if/else
;; (OpSelectionMerge naming the block where the two arms meet).
;;   uint acc = 0;
;;   for (uint i = 0; i < n; i++) { if (i & 1) acc += i; else acc ^= i; }
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpBranch %[[#HEAD:]]
; CHECK: %[[#HEAD]] = OpLabel
; CHECK: OpLoopMerge %[[#EXIT:]] %[[#CONT:]] None
; CHECK: OpBranchConditional %[[#]] %[[#BODY:]] %[[#EXIT]]
; CHECK: %[[#BODY]] = OpLabel
; CHECK: OpSelectionMerge %[[#JOIN:]] None
; CHECK: OpBranchConditional %[[#]] %[[#THEN:]] %[[#ELSE:]]
; CHECK-DAG: %[[#THEN]] = OpLabel
; CHECK-DAG: %[[#ELSE]] = OpLabel
; CHECK: %[[#JOIN]] = OpLabel
; CHECK: %[[#CONT]] = OpLabel
; CHECK: OpBranch %[[#HEAD]]
; CHECK: %[[#EXIT]] = OpLabel
; CHECK: OpReturn

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %n = load i32, ptr addrspace(11) %p, align 4
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %else

then:
  %a1 = add i32 %acc, %i
  br label %join

else:
  %a2 = xor i32 %acc, %i
  br label %join

join:
  %acc.next = phi i32 [ %a1, %then ], [ %a2, %else ]
  br label %latch

latch:
  %i.next = add i32 %i, 1
  br label %head

exit:
  store i32 %acc, ptr addrspace(11) %p, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
