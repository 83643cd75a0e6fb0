;; getelementptr whose last index is a lane of a one-lane vector (fuzz
;; finding): SPIR-V has no one-lane vectors, <1 x float> is a float, so the
;; access chain stops at the vector and the lane index steps over floats from
;; there, in instructions and in constant expressions. It was an internal error
;; (an access chain indexing into a scalar).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv64 %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F]]
; CHECK-DAG: %[[#GF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
;; the constant expression: a chain to the vector, then one over its lanes
; CHECK-DAG: %[[#CV:]] = OpSpecConstantOp %[[#GF]] PtrAccessChain %[[#]] %[[#]]
; CHECK-DAG: %[[#]] = OpSpecConstantOp %[[#GF]] PtrAccessChain %[[#CV]] %[[#]]
; CHECK: OpFunction
; CHECK: %[[#V:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#V]] %[[#I:]]
; CHECK: %[[#A:]] = OpPtrAccessChain %[[#PF]] %[[#]] %[[#ZERO]] %[[#ONE]]
; CHECK-NEXT: %[[#]] = OpPtrAccessChain %[[#PF]] %[[#A]] %[[#ZERO]]

target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global <4 x float> zeroinitializer
@q = addrspace(1) global ptr addrspace(1) getelementptr (<1 x float>, ptr addrspace(1) @g, i32 0, i32 1)

define spir_func float @f(<4 x float> %x, i32 %i) {
  %v = alloca <4 x float>, align 16
  store <4 x float> %x, ptr %v, align 16
  %g = getelementptr inbounds <1 x float>, ptr %v, i32 0, i32 %i
  store float 0.0, ptr %g, align 4
  %h = getelementptr [2 x <1 x float>], ptr %v, i32 0, i32 1, i32 0
  store float 1.0, ptr %h, align 4
  %r = load float, ptr %v, align 16
  ret float %r
}

define spir_kernel void @k(ptr addrspace(1) %p, i32 %i) {
  %g = getelementptr inbounds { i32, <1 x float> }, ptr addrspace(1) %p, i64 1, i32 1, i32 %i
  store float 2.0, ptr addrspace(1) %g
  ret void
}
