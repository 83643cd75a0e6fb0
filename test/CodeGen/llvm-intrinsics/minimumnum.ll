;; llvm.minimumnum/maximumnum (LLVM 20; LLVM 19 reads them as declared
;; functions): IEEE 754-2019 minimumNumber/maximumNumber. OpenCL's fmin/fmax
;; already give the other operand for a NaN; -0 must order below +0, so equal
;; operands (which then differ at most in the sign of zero) are or-ed (min) or
;; and-ed (max) bit by bit.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#M:]] = OpExtInst %[[#F]] %[[#EXT]] fmin %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#XI:]] = OpBitcast %[[#I]] %[[#X]]
; CHECK-NEXT: %[[#YI:]] = OpBitcast %[[#I]] %[[#Y]]
; CHECK-NEXT: %[[#OR:]] = OpBitwiseOr %[[#I]] %[[#XI]] %[[#YI]]
; CHECK-NEXT: %[[#EQ:]] = OpFOrdEqual %[[#B]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#Z:]] = OpBitcast %[[#F]] %[[#OR]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#F]] %[[#EQ]] %[[#Z]] %[[#M]]
; CHECK-NOT: OpUnordered
; CHECK: OpExtInst %[[#]] %[[#EXT]] fmax
; CHECK: OpBitwiseAnd

define spir_func float @f(float %x, float %y, <2 x half> %a, <2 x half> %b, ptr addrspace(1) %p) {
  %mn = call float @llvm.minimumnum.f32(float %x, float %y)
  %mx = call <2 x half> @llvm.maximumnum.v2f16(<2 x half> %a, <2 x half> %b)
  store <2 x half> %mx, ptr addrspace(1) %p
  ret float %mn
}

declare float @llvm.minimumnum.f32(float, float)
declare <2 x half> @llvm.maximumnum.v2f16(<2 x half>, <2 x half>)
