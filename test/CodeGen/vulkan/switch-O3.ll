; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: %[[#X:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: %[[#HEAD:]] = OpLabel
; CHECK-NEXT: OpSelectionMerge %[[#MERGE:]] None
; CHECK-NEXT: OpSwitch %[[#X]] %[[#MERGE]] 4294967295 %[[#CM1:]] 1 %[[#C1:]] 5 [[C5:%[0-9]+]] 6 [[C5]]{{$}}
; CHECK: %[[#CM1]] = OpLabel
; CHECK-NEXT: OpBranch %[[#MERGE]]
; CHECK: %[[#C1]] = OpLabel
; CHECK-NEXT: OpBranch [[C5]]
; CHECK: [[C5]] = OpLabel
; CHECK-NEXT: OpPhi %[[#]] %[[#]] %[[#HEAD]] %[[#]] %[[#C1]]{{$}}
; CHECK: OpBranch %[[#MERGE]]
; CHECK: %[[#MERGE]] = OpLabel
; CHECK-NEXT: OpPhi %[[#]] %[[#X]] %[[#HEAD]] %[[#]] [[C5]] %[[#]] %[[#CM1]]{{$}}
; CHECK-NOT: OpLabel
; CHECK: OpFunctionEnd

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

;; The same at -O3: values meet in phis, the default is the merge block,
;; and cases 5 and 6 share a block that starts with a phi (case 1 falls
;; through into it): the header is that phi's parent once, for both edges,
;; with no trampoline block, whose fall-through into the shared case would
;; break 2.11's rule of one fall-through into a case.
define i32 @f(i32 %x) noinline {
entry:
  switch i32 %x, label %merge [
    i32 0, label %merge
    i32 1, label %c1
    i32 5, label %c5
    i32 6, label %c5
    i32 -1, label %cm1
  ]

c1:
  br label %c5

c5:
  %k = phi i32 [ 3, %entry ], [ 3, %entry ], [ 7, %c1 ]
  %sq = mul nsw i32 %x, %k
  br label %merge

cm1:
  br label %merge

merge:
  %r = phi i32 [ %x, %entry ], [ %x, %entry ], [ %sq, %c5 ], [ -42, %cm1 ]
  ret i32 %r
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
