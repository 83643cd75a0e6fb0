;; Without SPV_INTEL_fpga_loop_controls the FPGA hints are left out (hints:
;; the loop means the same); the core bits stay. Without
;; SPV_INTEL_unstructured_loop_controls too there is no loop control at all.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_unstructured_loop_controls %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_loop_controls %s -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=NONE

; CHECK-NOT: FPGALoopControls
; CHECK-NOT: OpExtension "SPV_INTEL_fpga_loop_controls"
;; DependencyLength 8 only
; CHECK: OpLoopControlINTEL 8 8
; CHECK-NEXT: OpBranchConditional
; CHECK-NOT: OpLoopControlINTEL

; NONE-NOT: OpExtension
; NONE-NOT: LoopControl

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
  store i32 %i, ptr addrspace(1) %q, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.ii.count", i32 2}
!2 = !{!"llvm.loop.ivdep.safelen", i32 8}
!3 = !{!"llvm.loop.fusion.disable"}
