;; A switch in a loop whose case goes straight to the loop's continue target or
;; exit (SimplifyCFG's -O3 shape) is no structured switch: the header does not
;; dominate such a case construct (2.11). It goes through LLVM's structurizer
;; as before the switch rules; keeping it as an OpSwitch was an internal error.
; RUN: split-file %s %t
; RUN: llc-spirv %t/continue.ll -o %t.c.spv
; RUN: spirv-val --target-env vulkan1.3 %t.c.spv
; RUN: spirv-dis --raw-id --no-header %t.c.spv | FileCheck %s
; RUN: llc-spirv %t/break.ll -o %t.b.spv
; RUN: spirv-val --target-env vulkan1.3 %t.b.spv
; RUN: spirv-dis --raw-id --no-header %t.b.spv | FileCheck %s

; CHECK-NOT: OpSwitch
; CHECK: OpLoopMerge
; CHECK-NOT: OpSwitch

;--- continue.ll
target triple = "spirv-unknown-vulkan1.3-compute"
@.str = private unnamed_addr constant [4 x i8] c"Buf\00"
define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %x = load i32, ptr addrspace(11) %p, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %in, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %k = urem i32 %i, 3
  switch i32 %k, label %def [ i32 0, label %latch
                              i32 1, label %a ]
a:
  %va = add i32 %acc, 7
  br label %m
def:
  %vd = xor i32 %acc, %tid
  br label %m
m:
  %vm = phi i32 [ %va, %a ], [ %vd, %def ]
  br label %latch
latch:
  %acc2 = phi i32 [ %acc, %loop ], [ %vm, %m ]
  %in = add i32 %i, 1
  %c = icmp slt i32 %in, %x
  br i1 %c, label %loop, label %exit
exit:
  store i32 %acc2, ptr addrspace(11) %p, align 4
  ret void
}
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)
attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
;--- break.ll
target triple = "spirv-unknown-vulkan1.3-compute"
@.str = private unnamed_addr constant [4 x i8] c"Buf\00"
define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %x = load i32, ptr addrspace(11) %p, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %in, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %k = urem i32 %i, 3
  switch i32 %k, label %def [ i32 0, label %exit
                              i32 1, label %a ]
a:
  %va = add i32 %acc, 7
  br label %m
def:
  %vd = xor i32 %acc, %tid
  br label %m
m:
  %vm = phi i32 [ %va, %a ], [ %vd, %def ]
  br label %latch
latch:
  %acc2 = phi i32 [ %vm, %m ]
  %in = add i32 %i, 1
  %c = icmp slt i32 %in, %x
  br i1 %c, label %loop, label %exit
exit:
  %ra = phi i32 [ %acc, %loop ], [ %acc2, %latch ]
  store i32 %ra, ptr addrspace(11) %p, align 4
  ret void
}
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)
attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
