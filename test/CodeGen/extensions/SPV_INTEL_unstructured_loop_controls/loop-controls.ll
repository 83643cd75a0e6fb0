;; SPV_INTEL_unstructured_loop_controls: the !llvm.loop hints on a loop's
;; back edge become OpLoopControlINTEL right before the terminator of the
;; loop's header (the back edge's target): llvm.loop.unroll.enable/full ->
;; Unroll, .unroll.disable -> DontUnroll, .unroll.count N -> PartialCount N
;; (SPIR-V 1.4), .ivdep.enable -> DependencyInfinite, .ivdep.safelen N ->
;; DependencyLength N (1.1); literals follow in the order of the bits. Hints:
;; without the extension they are left out and the module is as before.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_unstructured_loop_controls %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
; RUN: llc-spirv -mtriple=spirv64 %s -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability UnstructuredLoopControlsINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_unstructured_loop_controls"
;; the latch is the header: a one-block loop
; CHECK: OpBranch %[[#L1:]]
; CHECK-NEXT: %[[#L1]] = OpLabel
; CHECK: OpLoopControlINTEL 264 8 4
; CHECK-NEXT: OpBranchConditional %[[#]] %[[#L1]] %[[#]]
;; a header whose latch is another block
; CHECK: OpBranch %[[#H2:]]
; CHECK-NEXT: %[[#H2]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpSLessThan
; CHECK-NEXT: OpLoopControlINTEL 2
; CHECK-NEXT: OpBranchConditional
; CHECK: OpBranch %[[#H2]]
; CHECK-NOT: OpLoopControlINTEL

; BACK-DAG: !{!"llvm.loop.unroll.count", i32 4}
; BACK-DAG: !{!"llvm.loop.ivdep.safelen", i32 8}
; BACK-DAG: !{!"llvm.loop.unroll.disable"}

; OFF-NOT: LoopControl

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
  br label %h2
h2:
  %j = phi i32 [ 0, %exit ], [ %j1, %b2 ]
  %c2 = icmp slt i32 %j, %n
  br i1 %c2, label %b2, label %done
b2:
  %j1 = add i32 %j, 1
  br label %h2, !llvm.loop !3
done:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!2 = !{!"llvm.loop.ivdep.safelen", i32 8}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
