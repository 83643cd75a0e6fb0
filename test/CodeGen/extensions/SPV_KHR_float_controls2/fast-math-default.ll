;; SPV_KHR_float_controls2's FPFastMathDefault execution mode from the rows
;; LLVM's SPIR-V backend reads, {ptr @k, i32 6028, <float type> poison, i32
;; flags} in !spirv.ExecutionMode: OpExecutionModeId with the type and an i32
;; constant of the flags. An entry point with it may not have ContractionOff
;; (which llc-spirv writes for a kernel of a module without
;; !opencl.enable.FP_CONTRACT) or SignedZeroInfNanPreserve ("cannot be applied
;; to the same entry point", SPIRV-Tools; the extension deprecates both), so
;; they are folded into its flags: ContractionOff clears AllowContract (and
;; AllowTransform, which needs it) for every float width the module uses, a
;; width without a row getting flags 0; SignedZeroInfNanPreserve 16 clears
;; NotNaN, NotInf and NSZ for half, whose default otherwise stays OpenCL's.
;; Without the extension, or below SPIR-V 1.2, the rows are left out: the
;; default they relax is the strict one. SPIRV-Tools 2023.1 does not know
;; FloatControls2: the newer validator checks the output.
; REQUIRES: spirv-val-new
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 %t/rows.ll -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_KHR_float_controls2 %t/rows.ll -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: %spirv-dis-new --raw-id %t32.spv | FileCheck %s
;; disabled: the modules of before, ContractionOff and SignedZeroInfNanPreserve as written
; RUN: llc-spirv -mtriple=spirv64 %t/rows.ll -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id %t0.spv | FileCheck %s --check-prefix=OFF
; RUN: llc-spirv -mtriple=spirv64v1.1 --spirv-ext=+SPV_KHR_float_controls2,+SPV_KHR_float_controls %t/rows.ll -o %t11.spv
; RUN: spirv-val %t11.spv
; RUN: spirv-dis --raw-id %t11.spv | FileCheck %s --check-prefix=OFF
;; a module that may contract (no ContractionOff): the flags stay, and the
;; width of SignedZeroInfNanPreserve keeps contraction (AllowContract, 0x10000)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 %t/contract.ll -o %t4.spv
; RUN: %spirv-val-new %t4.spv
; RUN: %spirv-dis-new --raw-id %t4.spv | FileCheck %s --check-prefix=CONTRACT
;; rows that say something invalid are errors, with or without the extension
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 %t/fast.ll -o %t1.spv 2>&1 | FileCheck %s --check-prefix=FAST
; RUN: not test -e %t1.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/int.ll -o %t2.spv 2>&1 | FileCheck %s --check-prefix=INT
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 %t/twice.ll -o %t3.spv 2>&1 | FileCheck %s --check-prefix=TWICE

; CHECK: Version: 1.2
; CHECK-DAG: OpCapability FloatControls2
; CHECK-DAG: OpExtension "SPV_KHR_float_controls2"
; CHECK-NOT: SignedZeroInfNanPreserve
; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpEntryPoint Kernel %[[#J:]] "j"
; CHECK-DAG: OpEntryPoint Kernel %[[#N:]] "n"
;; n has no row: its ContractionOff stays
; CHECK-DAG: OpExecutionMode %[[#N]] ContractionOff
; CHECK-NOT: OpExecutionMode %[[#K]] ContractionOff
; CHECK-NOT: OpExecutionMode %[[#J]] ContractionOff
;; k float: NotNaN|NotInf|NSZ|AllowContract|AllowReassoc|AllowTransform
;; (0x70007) less AllowContract and so AllowTransform: 0x20007
; CHECK-DAG: OpExecutionModeId %[[#K]] FPFastMathDefault %[[#F32:]] %[[#C131079:]]
; CHECK-DAG: OpExecutionModeId %[[#K]] FPFastMathDefault %[[#F64:]] %[[#C7:]]
; CHECK-DAG: OpExecutionModeId %[[#K]] FPFastMathDefault %[[#F16:]] %[[#C0:]]
;; j float: AllowContract less AllowContract; half by SignedZeroInfNanPreserve 16 and ContractionOff
; CHECK-DAG: OpExecutionModeId %[[#J]] FPFastMathDefault %[[#F32]] %[[#C0]]
; CHECK-DAG: OpExecutionModeId %[[#J]] FPFastMathDefault %[[#F16]] %[[#C0]]
; CHECK-DAG: OpExecutionModeId %[[#J]] FPFastMathDefault %[[#F64]] %[[#C0]]
; CHECK-DAG: %[[#F32]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64]] = OpTypeFloat 64
; CHECK-DAG: %[[#F16]] = OpTypeFloat 16
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C131079]] = OpConstant %[[#I32]] 131079
; CHECK-DAG: %[[#C7]] = OpConstant %[[#I32]] 7
; CHECK-DAG: %[[#C0]] = OpConstant %[[#I32]] 0
; CHECK-NOT: FPFastMathDefault

; OFF-NOT: FloatControls2
; OFF-NOT: FPFastMathDefault
; OFF-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; OFF-DAG: OpEntryPoint Kernel %[[#J:]] "j"
; OFF-DAG: OpExecutionMode %[[#K]] ContractionOff
; OFF-DAG: OpExecutionMode %[[#J]] ContractionOff
; OFF-DAG: OpExecutionMode %[[#J]] SignedZeroInfNanPreserve 16

; CONTRACT-NOT: ContractionOff
; CONTRACT-NOT: SignedZeroInfNanPreserve
; CONTRACT-DAG: OpExecutionModeId %[[#K:]] FPFastMathDefault %[[#F32:]] %[[#C458759:]]
; CONTRACT-DAG: OpExecutionModeId %[[#K]] FPFastMathDefault %[[#F64:]] %[[#C65536:]]
; CONTRACT-DAG: %[[#F32]] = OpTypeFloat 32
; CONTRACT-DAG: %[[#F64]] = OpTypeFloat 64
; CONTRACT-DAG: %[[#C458759]] = OpConstant %[[#]] 458759
; CONTRACT-DAG: %[[#C65536]] = OpConstant %[[#]] 65536
; CONTRACT-NOT: FPFastMathDefault

; FAST: llc-spirv: error: {{.*}}fast.ll:{{[0-9]+}}: {{.*}}!spirv.ExecutionMode: FPFastMathDefault flags 0x10 for @k are not a valid SPV_KHR_float_controls2 set (no Fast; AllowTransform needs AllowContract and AllowReassoc)
; INT: llc-spirv: error: {{.*}}int.ll:{{[0-9]+}}: {{.*}}!spirv.ExecutionMode: a FPFastMathDefault row for @k is not {ptr, i32 6028, <scalar float> poison, i32 flags}
; TWICE: llc-spirv: error: {{.*}}twice.ll:{{[0-9]+}}: {{.*}}!spirv.ExecutionMode: two FPFastMathDefault rows for @k and one float type disagree

;--- rows.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %x, double %d, half %h) {
  %a = fadd float %x, %x
  store float %a, ptr addrspace(1) %p, align 4
  %b = fadd double %d, %d
  %c = fadd half %h, %h
  ret void
}

define spir_kernel void @j(ptr addrspace(1) %p, float %x) {
  %a = fmul float %x, %x
  store float %a, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @n(ptr addrspace(1) %p, float %x) {
  %a = fmul float %x, %x
  store float %a, ptr addrspace(1) %p, align 4
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3}
!0 = !{ptr @k, i32 6028, float poison, i32 458759}
!1 = !{ptr @k, i32 6028, double poison, i32 7}
!2 = !{ptr @j, i32 4461, i32 16}
!3 = !{ptr @j, i32 6028, float undef, i32 65536}

;--- contract.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, double %d) {
  %b = fadd double %d, %d
  store double %b, ptr addrspace(1) %p, align 8
  ret void
}

!opencl.enable.FP_CONTRACT = !{}
!spirv.ExecutionMode = !{!0, !1}
!0 = !{ptr @k, i32 6028, float poison, i32 458759}
!1 = !{ptr @k, i32 4461, i32 64}

;--- fast.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 6028, float poison, i32 16}

;--- int.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 6028, i32 0, i32 0}

;--- twice.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  ret void
}

!spirv.ExecutionMode = !{!0, !1}
!0 = !{ptr @k, i32 6028, float poison, i32 0}
!1 = !{ptr @k, i32 6028, float poison, i32 1}
