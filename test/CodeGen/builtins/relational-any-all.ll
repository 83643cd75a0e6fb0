;; any/all test the sign bits: OpSLessThan with 0, then OpAny/OpAll for
;; vectors (scalar any is the sign test alone), result int 1/0.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#N1:]] = OpSLessThan %[[#V4B]] %[[#V]] %[[#]]
; CHECK-NEXT: %[[#AN:]] = OpAny %[[#BOOL]] %[[#N1]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#AN]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#N2:]] = OpSLessThan %[[#V4B]] %[[#V]] %[[#]]
; CHECK-NEXT: %[[#AL:]] = OpAll %[[#BOOL]] %[[#N2]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#AL]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#N3:]] = OpSLessThan %[[#BOOL]] %[[#X]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#N3]] %[[#ONE]] %[[#ZERO]]

define spir_func void @f(<4 x i32> %v, i32 %x, ptr addrspace(1) %p) {
  %1 = call spir_func i32 @_Z3anyDv4_i(<4 x i32> %v)
  %2 = call spir_func i32 @_Z3allDv4_i(<4 x i32> %v)
  %3 = call spir_func i32 @_Z3anyi(i32 %x)
  store i32 %1, ptr addrspace(1) %p
  store i32 %2, ptr addrspace(1) %p
  store i32 %3, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z3anyDv4_i(<4 x i32>)
declare spir_func i32 @_Z3allDv4_i(<4 x i32>)
declare spir_func i32 @_Z3anyi(i32)
