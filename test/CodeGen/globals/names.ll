;; OpName for named values, functions, parameters and globals; unnamed values
;; (%0, %2) get none.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpName %[[#F:]] "the_function"
; CHECK-DAG: OpName %[[#P:]] "param"
; CHECK-DAG: OpName %[[#V:]] "sum"
; CHECK-DAG: OpName %[[#G:]] "gvar"
; CHECK-NOT: OpName %{{[0-9]+}} "{{[0-9]+}}"
; CHECK: %[[#F]] = OpFunction
; CHECK-NEXT: %[[#P]] = OpFunctionParameter
; CHECK-NEXT: %[[#U:]] = OpFunctionParameter
; CHECK: %[[#V]] = OpIAdd %[[#]] %[[#P]] %[[#U]]

@gvar = internal addrspace(1) global i32 0, align 4

define spir_func i32 @the_function(i32 %param, i32 %0) {
  %sum = add i32 %param, %0
  %2 = mul i32 %sum, %sum
  store i32 %2, ptr addrspace(1) @gvar, align 4
  ret i32 %2
}
