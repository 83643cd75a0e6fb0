;; isnan, isinf, isfinite, isnormal and signbit are OpIsNan, OpIsInf,
;; OpIsFinite, OpIsNormal and OpSignBitSet, with an int 1/0 result.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#C1:]] = OpIsNan %[[#BOOL]] %[[#A]]
; CHECK-NEXT: OpSelect %[[#I32]] %[[#C1]]
; CHECK-NEXT: %[[#C2:]] = OpIsInf %[[#BOOL]] %[[#A]]
; CHECK-NEXT: OpSelect %[[#I32]] %[[#C2]]
; CHECK-NEXT: %[[#C3:]] = OpIsFinite %[[#BOOL]] %[[#A]]
; CHECK-NEXT: OpSelect %[[#I32]] %[[#C3]]
; CHECK-NEXT: %[[#C4:]] = OpIsNormal %[[#BOOL]] %[[#A]]
; CHECK-NEXT: OpSelect %[[#I32]] %[[#C4]]
; CHECK-NEXT: %[[#C5:]] = OpSignBitSet %[[#BOOL]] %[[#A]]
; CHECK-NEXT: OpSelect %[[#I32]] %[[#C5]]

define spir_func void @f(float %a, ptr addrspace(1) %p) {
  %1 = call spir_func i32 @_Z5isnanf(float %a)
  %2 = call spir_func i32 @_Z5isinff(float %a)
  %3 = call spir_func i32 @_Z8isfinitef(float %a)
  %4 = call spir_func i32 @_Z8isnormalf(float %a)
  %5 = call spir_func i32 @_Z7signbitf(float %a)
  store i32 %1, ptr addrspace(1) %p
  store i32 %2, ptr addrspace(1) %p
  store i32 %3, ptr addrspace(1) %p
  store i32 %4, ptr addrspace(1) %p
  store i32 %5, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z5isnanf(float)
declare spir_func i32 @_Z5isinff(float)
declare spir_func i32 @_Z8isfinitef(float)
declare spir_func i32 @_Z8isnormalf(float)
declare spir_func i32 @_Z7signbitf(float)
