;; !spirv.ExecutionMode rows that cannot become an execution mode are clear
;; errors: a float-control mode where the target allows neither SPIR-V 1.4
;; nor the extension, a row for a function that is not a kernel, a mode this
;; grammar does not know, a row with too few or too many operands, an id
;; operand that is not an i32 constant.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64v1.3 %t/mode.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=V13
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-max-version=1.2 %t/mode.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=V12
; RUN: not llc-spirv -mtriple=spirv64 %t/notkernel.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=NOTK
; RUN: not llc-spirv -mtriple=spirv64 %t/unknown.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=UNK
; RUN: not llc-spirv -mtriple=spirv64 %t/few.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FEW
; RUN: not llc-spirv -mtriple=spirv64 %t/many.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MANY
; RUN: not llc-spirv -mtriple=spirv64 %t/idconst.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=IDC
; RUN: not test -e %t.spv

; V13: llc-spirv: error: {{.*}}mode.ll: DenormPreserve needs capability DenormPreserve, which is not available for spirv64v1.3 (enable it with --spirv-ext=+SPV_KHR_float_controls)
; V12: llc-spirv: error: {{.*}}mode.ll: DenormPreserve needs capability DenormPreserve, which is not available for spirv64 (enable it with --spirv-ext=+SPV_KHR_float_controls)
; NOTK: llc-spirv: error: {{.*}}notkernel.ll:{{[0-9]+}}: in @f: !spirv.ExecutionMode names @f, which is not a kernel (execution modes belong to entry points)
; UNK: llc-spirv: error: {{.*}}unknown.ll:{{[0-9]+}}: in @k: !spirv.ExecutionMode: execution mode 9999 for @k is not one this build's SPIR-V grammar ({{[0-9.]+}}) knows
; FEW: llc-spirv: error: {{.*}}few.ll:{{[0-9]+}}: in @k: !spirv.ExecutionMode: execution mode DenormPreserve for @k takes 1 operand(s), the row gives 0
; MANY: llc-spirv: error: {{.*}}many.ll:{{[0-9]+}}: in @k: !spirv.ExecutionMode: execution mode DenormPreserve for @k takes 1 operand(s), the row gives 2
; IDC: llc-spirv: error: {{.*}}idconst.ll:{{[0-9]+}}: in @k: !spirv.ExecutionMode: operand 2 of a row for @k is not an i32 constant

;--- mode.ll
define spir_kernel void @k() {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 4459, i32 32}

;--- notkernel.ll
define spir_func void @f() {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @f, i32 4459, i32 32}

;--- unknown.ll
define spir_kernel void @k() {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 9999}

;--- few.ll
define spir_kernel void @k() {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 4459}

;--- many.ll
define spir_kernel void @k() {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 4459, i32 32, i32 64}

;--- idconst.ll
define spir_kernel void @k() {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 38, i64 16, i32 1, i32 1}
