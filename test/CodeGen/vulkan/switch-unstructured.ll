;; Shapes that are not structured switches still go through LLVM's
;; lower-switch and structurizecfg: here the switch heads its loop and two
;; cases go straight to the loop's continue target and exit (a case target
;; must be dominated by its switch, which these are not: "Switch header
;; does not structurally dominate its case construct"). The result has no
;; OpSwitch and validates.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --implicit-check-not=OpSwitch

; CHECK: OpLoopMerge
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

define i32 @f(i32 %x) noinline {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %s = and i32 %i, 3
  switch i32 %s, label %dflt [ i32 0, label %latch
                               i32 1, label %exit
                               i32 2, label %c2 ]
c2:
  %a2 = mul i32 %acc, 3
  br label %latch
dflt:
  %ad = add i32 %acc, 1
  br label %latch
latch:
  %acc1 = phi i32 [ %acc, %head ], [ %a2, %c2 ], [ %ad, %dflt ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %x
  br i1 %c, label %head, label %exit
exit:
  %r = phi i32 [ %acc, %head ], [ %acc1, %latch ]
  ret i32 %r
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
