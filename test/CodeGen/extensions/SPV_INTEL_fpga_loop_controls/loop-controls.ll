;; SPV_INTEL_fpga_loop_controls: the Intel FPGA loop hints of !llvm.loop add
;; their LoopControl bits, each with its literal, to the OpLoopControlINTEL
;; of SPV_INTEL_unstructured_loop_controls (the only loop control a Kernel
;; module has: its control flow is unstructured):
;;   ii.count N                             InitiationIntervalINTEL N (0x10000)
;;   max_concurrency.count N                MaxConcurrencyINTEL N (0x20000)
;;   intel.pipelining.enable N              PipelineEnableINTEL N (0x80000)
;;   coalesce.count N / coalesce.enable     LoopCoalesceINTEL N / 0 (0x100000)
;;   max_interleaving.count N               MaxInterleavingINTEL N (0x200000)
;;   intel.speculated.iterations.count N    SpeculatedIterationsINTEL N (0x400000)
;;   fusion.disable                         NoFusionINTEL (0x800000)
;;   intel.max_reinvocation_delay.count N   MaxReinvocationDelayINTEL N (0x2000000)
;; The literals follow in the order of the bits, after ivdep.safelen's
;; DependencyLength (0x8). The SPV_ALTERA_ spelling gives the same words.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_unstructured_loop_controls,+SPV_INTEL_fpga_loop_controls %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
;; SPIRV-Tools 2023.1 does not know the SPV_ALTERA_ name: the newer validator
; RUN: %if spirv-val-new %{ llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_unstructured_loop_controls,+SPV_ALTERA_fpga_loop_controls %s -o %t-altera.spv %}
; RUN: %if spirv-val-new %{ %spirv-val-new %t-altera.spv %}
; RUN: %if spirv-val-new %{ %spirv-dis-new --raw-id --no-header %t-altera.spv | FileCheck %s --check-prefix=ALTERA %}

; CHECK-DAG: OpCapability UnstructuredLoopControlsINTEL
; CHECK-DAG: OpCapability FPGALoopControlsINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_loop_controls"
; CHECK-DAG: OpExtension "SPV_INTEL_unstructured_loop_controls"
;; 0x2fb0008 = 50003976
; CHECK: OpLoopControlINTEL 50003976 8 2 3 1 4 5 6 7
; CHECK-NEXT: OpBranchConditional
;; 0x100002 = 1048578: LoopCoalesceINTEL 0 and DontUnroll
; CHECK: OpLoopControlINTEL 1048578 0
; CHECK-NEXT: OpBranchConditional

; ALTERA-DAG: OpCapability FPGALoopControlsALTERA
; ALTERA-DAG: OpExtension "SPV_ALTERA_fpga_loop_controls"
; ALTERA: OpLoopControlINTEL 50003976 8 2 3 1 4 5 6 7
; ALTERA: OpLoopControlINTEL 1048578 0

; BACK-DAG: !{!"llvm.loop.ii.count", i32 2}
; BACK-DAG: !{!"llvm.loop.max_concurrency.count", i32 3}
; BACK-DAG: !{!"llvm.loop.intel.pipelining.enable", i32 1}
; BACK-DAG: !{!"llvm.loop.coalesce.count", i32 4}
; BACK-DAG: !{!"llvm.loop.max_interleaving.count", i32 5}
; BACK-DAG: !{!"llvm.loop.intel.speculated.iterations.count", i32 6}
; BACK-DAG: !{!"llvm.loop.fusion.disable"}
; BACK-DAG: !{!"llvm.loop.coalesce.enable"}

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
  %j = phi i32 [ 0, %exit ], [ %j1, %h2 ]
  %j1 = add i32 %j, 1
  %c2 = icmp slt i32 %j1, %n
  br i1 %c2, label %h2, label %done, !llvm.loop !10
done:
  ret void
}

!0 = distinct !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!1 = !{!"llvm.loop.ii.count", i32 2}
!2 = !{!"llvm.loop.max_concurrency.count", i32 3}
!3 = !{!"llvm.loop.intel.pipelining.enable", i32 1}
!4 = !{!"llvm.loop.coalesce.count", i32 4}
!5 = !{!"llvm.loop.max_interleaving.count", i32 5}
!6 = !{!"llvm.loop.intel.speculated.iterations.count", i32 6}
!7 = !{!"llvm.loop.fusion.disable"}
!8 = !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 7}
!9 = !{!"llvm.loop.ivdep.safelen", i32 8}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.coalesce.enable"}
!12 = !{!"llvm.loop.unroll.disable"}
