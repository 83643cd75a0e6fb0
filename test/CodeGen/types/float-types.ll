;; half needs Float16, double needs Float64; float needs nothing.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability Float16
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#D:]] = OpTypeFloat 64
; CHECK: OpFunction %[[#D]]
; CHECK: %[[#X:]] = OpFConvert %[[#F]] %[[#]]
; CHECK: %[[#]] = OpFConvert %[[#D]] %[[#X]]

define double @widen(half %h) {
  %f = fpext half %h to float
  %d = fpext float %f to double
  ret double %d
}
