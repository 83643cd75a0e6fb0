;; !spirv.ExecutionMode rows {ptr @kernel, i32 mode, operands...} (the form
;; the Khronos translator and LLVM's SPIR-V backend read) become
;; OpExecutionMode on the kernel's entry point. The float-control modes of
;; SPV_KHR_float_controls take the float width; each needs its capability and,
;; below SPIR-V 1.4, the extension: with --spirv-ext=+SPV_KHR_float_controls
;; the module stays at 1.0, without it the version rises to 1.4 (the core
;; version that has them). A mode stated twice is emitted once.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: llc-spirv -mtriple=spirv64 %s -o %t14.spv
; RUN: spirv-val %t14.spv
; RUN: spirv-dis --raw-id %t14.spv | FileCheck %s --check-prefixes=CHECK,V14
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; EXT: ; Version: 1.0
; V14: ; Version: 1.4
; CHECK-DAG: OpCapability DenormPreserve
; CHECK-DAG: OpCapability DenormFlushToZero
; CHECK-DAG: OpCapability SignedZeroInfNanPreserve
; CHECK-DAG: OpCapability RoundingModeRTE
; CHECK-DAG: OpCapability RoundingModeRTZ
; EXT-DAG: OpExtension "SPV_KHR_float_controls"
; V14-NOT: OpExtension
; CHECK-DAG: OpEntryPoint Kernel %[[#K0:]] "k0"
; CHECK-DAG: OpEntryPoint Kernel %[[#K1:]] "k1"
; CHECK-DAG: OpExecutionMode %[[#K0]] DenormPreserve 64
; CHECK-DAG: OpExecutionMode %[[#K0]] DenormFlushToZero 32
; CHECK-DAG: OpExecutionMode %[[#K0]] SignedZeroInfNanPreserve 64
; CHECK-DAG: OpExecutionMode %[[#K0]] RoundingModeRTE 64
; CHECK-DAG: OpExecutionMode %[[#K1]] RoundingModeRTZ 32
; CHECK-DAG: OpExecutionMode %[[#K1]] LocalSize 8 4 1
; CHECK-NOT: OpExecutionMode %[[#K1]] LocalSize

; BACK: define spir_kernel void @k0(
; BACK: define spir_kernel void @k1(

define spir_kernel void @k0(ptr addrspace(1) %p) {
  %v = load double, ptr addrspace(1) %p
  %w = fadd double %v, 1.0
  store double %w, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @k1() !reqd_work_group_size !6 {
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3, !4, !5, !0}
!0 = !{ptr @k0, i32 4459, i32 64}
!1 = !{ptr @k0, i32 4460, i32 32}
!2 = !{ptr @k0, i32 4461, i32 64}
!3 = !{ptr @k0, i32 4462, i32 64}
!4 = !{ptr @k1, i32 4463, i32 32}
!5 = !{ptr @k1, i32 17, i32 8, i32 4, i32 1}
!6 = !{i32 8, i32 4, i32 1}
