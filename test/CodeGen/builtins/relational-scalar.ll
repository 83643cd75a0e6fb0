;; Scalar relational functions return int 1 or 0: the core comparison
;; (isequal: FOrdEqual, isnotequal: FUnordNotEqual, islessgreater:
;; FOrdNotEqual, isunordered: Unordered), then OpSelect 1, 0.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#C1:]] = OpFOrdEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#C1]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#C2:]] = OpFUnordNotEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#C2]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#C3:]] = OpFOrdNotEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#C3]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#C4:]] = OpUnordered %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#C4]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#C5:]] = OpFOrdGreaterThanEqual %[[#BOOL]] %[[#A]] %[[#B]]

define spir_func void @f(float %a, float %b, ptr addrspace(1) %p) {
  %1 = call spir_func i32 @_Z7isequalff(float %a, float %b)
  %2 = call spir_func i32 @_Z10isnotequalff(float %a, float %b)
  %3 = call spir_func i32 @_Z13islessgreaterff(float %a, float %b)
  %4 = call spir_func i32 @_Z11isunorderedff(float %a, float %b)
  %5 = call spir_func i32 @_Z14isgreaterequalff(float %a, float %b)
  store i32 %1, ptr addrspace(1) %p
  store i32 %2, ptr addrspace(1) %p
  store i32 %3, ptr addrspace(1) %p
  store i32 %4, ptr addrspace(1) %p
  store i32 %5, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z7isequalff(float, float)
declare spir_func i32 @_Z10isnotequalff(float, float)
declare spir_func i32 @_Z13islessgreaterff(float, float)
declare spir_func i32 @_Z11isunorderedff(float, float)
declare spir_func i32 @_Z14isgreaterequalff(float, float)
