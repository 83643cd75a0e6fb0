;; SPV_INTEL_maximum_registers: the register limit of a kernel, from the
;; translator's !RegisterAllocMode (!{i32 N} -> MaximumRegistersINTEL N,
;; !{!"AutoINTEL"} -> NamedMaximumRegistersINTEL AutoINTEL, !{!{i32 N}} ->
;; MaximumRegistersIdINTEL of a constant) or from !spirv.ExecutionMode rows
;; (the named form takes the enumerant's number). A hint: without the
;; extension !RegisterAllocMode is left out, while a !spirv.ExecutionMode row
;; asks for the mode and is an error naming the option. SPIRV-Tools 2023.1
;; and llvm-spirv-15 do not know the extension.
; REQUIRES: spirv-val-new
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_maximum_registers %t/alloc.ll -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_maximum_registers %t/rows.ll -o %t2.spv
; RUN: %spirv-val-new %t2.spv
; RUN: %spirv-dis-new --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=ROWS
; RUN: llc-spirv -mtriple=spirv64 %t/alloc.ll -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=OFF
; RUN: not llc-spirv -mtriple=spirv64 %t/rows.ll -o %t3.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t3.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_maximum_registers %t/bad.ll -o %t3.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_maximum_registers %t/badrow.ll -o %t3.spv 2>&1 | FileCheck %s --check-prefix=BADROW
; RUN: not test -e %t3.spv

; CHECK-DAG: OpCapability RegisterLimitsINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_maximum_registers"
; CHECK-DAG: OpEntryPoint Kernel %[[#A:]] "a"
; CHECK-DAG: OpEntryPoint Kernel %[[#B:]] "b"
; CHECK-DAG: OpEntryPoint Kernel %[[#C:]] "c"
; CHECK-DAG: OpExecutionMode %[[#A]] MaximumRegistersINTEL 64
; CHECK-DAG: OpExecutionMode %[[#B]] NamedMaximumRegistersINTEL AutoINTEL
; CHECK-DAG: OpExecutionModeId %[[#C]] MaximumRegistersIdINTEL %[[#N:]]
; CHECK-DAG: %[[#N]] = OpConstant %[[#]] 3

; ROWS-DAG: OpExecutionMode %[[#]] MaximumRegistersINTEL 128
; ROWS-DAG: OpExecutionMode %[[#]] NamedMaximumRegistersINTEL AutoINTEL

; OFF-NOT: Registers

; ERR: llc-spirv: error: {{.*}}rows.ll: MaximumRegistersINTEL needs capability RegisterLimitsINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_maximum_registers)
; BAD: llc-spirv: error: {{.*}}bad.ll:{{[0-9]+}}: in @a: !RegisterAllocMode other than !{i32 N}, !{!"AutoINTEL"} or !{!{i32 N}} is not supported for spirv64
; BADROW: llc-spirv: error: {{.*}}badrow.ll:{{[0-9]+}}: in @a: !spirv.ExecutionMode: operand 2 of a row for @a is not a value the grammar has for it

;--- alloc.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @a() !RegisterAllocMode !0 {
  ret void
}
define spir_kernel void @b() !RegisterAllocMode !1 {
  ret void
}
define spir_kernel void @c() !RegisterAllocMode !2 {
  ret void
}
!0 = !{i32 64}
!1 = !{!"AutoINTEL"}
!2 = !{!3}
!3 = !{i32 3}
;--- rows.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @a() {
  ret void
}
define spir_kernel void @b() {
  ret void
}
!spirv.ExecutionMode = !{!0, !1}
!0 = !{ptr @a, i32 6461, i32 128}
!1 = !{ptr @b, i32 6463, i32 0}
;--- bad.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @a() !RegisterAllocMode !0 {
  ret void
}
!0 = !{!"Big"}
;--- badrow.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @a() {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @a, i32 6463, i32 5}
