;; llvm.smul.with.overflow.i32: the high half (OpenCL.std s_mul_hi) differs from the sign
;; extension of the low half (r >> 31, arithmetic).
;; The {i32, i1} result is built with OpCompositeInsert (the Khronos reader
;; takes OpCompositeConstruct for a constant).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#I32]] %[[#BOOL]]
; CHECK-DAG: %[[#U:]] = OpUndef %[[#ST]]
; CHECK-DAG: %[[#C31:]] = OpConstant %[[#I32]] 31{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#HI:]] = OpExtInst %[[#I32]] %[[#]] s_mul_hi %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R:]] = OpIMul %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#SGN:]] = OpShiftRightArithmetic %[[#I32]] %[[#R]] %[[#C31]]
; CHECK-NEXT: %[[#O:]] = OpINotEqual %[[#BOOL]] %[[#HI]] %[[#SGN]]
; CHECK-NEXT: %[[#P:]] = OpCompositeInsert %[[#ST]] %[[#R]] %[[#U]] 0
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#ST]] %[[#O]] %[[#P]] 1

define spir_func void @f(i32 %a, i32 %b, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %s = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %r = extractvalue {i32, i1} %s, 0
  %o = extractvalue {i32, i1} %s, 1
  %z = zext i1 %o to i32
  store i32 %r, ptr addrspace(1) %p
  store i32 %z, ptr addrspace(1) %q
  ret void
}
