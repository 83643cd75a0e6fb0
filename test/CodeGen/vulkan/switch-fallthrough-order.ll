;; Fall-throughs the OpSwitch must list in order (2.11: "if Target T1
;; branches to Target T2, or if Target T1 branches to the Default Target and
;; the Default Target branches to Target T2, then T1 must immediately
;; precede T2 in the list of OpSwitch Target operands"): case 1 falls into
;; the block of cases 0 and 7, so it moves before them, and those two stay
;; together; the default falls into case 2's block, which needs no order.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpSelectionMerge %[[#M:]] None
; CHECK-NEXT: OpSwitch %[[#]] %[[#D:]] 1 %[[#A:]] 0 [[B:%[0-9]+]] 7 [[B]] 2 %[[#C:]]{{$}}
; CHECK: %[[#D]] = OpLabel
; CHECK-NEXT: OpBranch %[[#C]]
; CHECK: %[[#A]] = OpLabel
; CHECK: OpBranch [[B]]
; CHECK-DAG: %[[#C]] = OpLabel
; CHECK-DAG: [[B]] = OpLabel
; CHECK: %[[#M]] = OpLabel

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
  switch i32 %x, label %d [ i32 0, label %b
                            i32 1, label %a
                            i32 2, label %c
                            i32 7, label %b ]
a:
  %va = add i32 %x, 1
  br label %b
b:
  %vb = phi i32 [ 5, %entry ], [ 5, %entry ], [ %va, %a ]
  br label %m
d:
  br label %c
c:
  %vc = phi i32 [ 9, %entry ], [ 11, %d ]
  br label %m
m:
  %r = phi i32 [ %vb, %b ], [ %vc, %c ]
  ret i32 %r
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
