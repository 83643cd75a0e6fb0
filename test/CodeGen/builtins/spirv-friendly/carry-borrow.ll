;; __spirv_IAddCarry and __spirv_ISubBorrow in the translator's two shapes: the
;; struct result stored through an sret first argument, or returned. They
;; become core arithmetic (the sum or difference, and ULessThan for the carry
;; or borrow as 1/0), built into the struct with OpCompositeInsert, because
;; the Khronos reader does not read OpIAddCarry/OpISubBorrow.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#PAIR:]] = OpTypeStruct %[[#I32]] %[[#I32]]
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#VPAIR:]] = OpTypeStruct %[[#V4]] %[[#V4]]
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#UP:]] = OpUndef %[[#PAIR]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#VA:]] = OpFunctionParameter %[[#V4]]
; CHECK: %[[#SRET:]] = OpVariable %[[#]] Function
; CHECK: %[[#S:]] = OpIAdd %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#C:]] = OpULessThan %[[#BOOL]] %[[#S]] %[[#A]]
; CHECK-NEXT: %[[#C1:]] = OpSelect %[[#I32]] %[[#C]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#P0:]] = OpCompositeInsert %[[#PAIR]] %[[#S]] %[[#UP]] 0
; CHECK-NEXT: %[[#P1:]] = OpCompositeInsert %[[#PAIR]] %[[#C1]] %[[#P0]] 1
; CHECK-NEXT: OpStore %[[#SRET]] %[[#P1]]
; CHECK: %[[#D:]] = OpISub %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#BR:]] = OpULessThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#BR]] %[[#ONE]] %[[#ZERO]]
; CHECK: %[[#VS:]] = OpIAdd %[[#V4]] %[[#VA]] %[[#VA]]
; CHECK-NEXT: %[[#]] = OpULessThan %[[#V4B]] %[[#VS]] %[[#VA]]
; CHECK: %[[#]] = OpCompositeInsert %[[#VPAIR]]

;; the sret form (the translator's), then the returned struct, then vectors
define spir_kernel void @k(i32 %a, i32 %b, <4 x i32> %va, ptr addrspace(1) %o, ptr addrspace(1) %vo) {
entry:
  %s = alloca { i32, i32 }
  call spir_func void @_Z17__spirv_IAddCarryii(ptr sret({ i32, i32 }) %s, i32 %a, i32 %b)
  %cp = getelementptr inbounds { i32, i32 }, ptr %s, i32 0, i32 1
  %carry = load i32, ptr %cp
  store i32 %carry, ptr addrspace(1) %o
  %r = call spir_func { i32, i32 } @__spirv_ISubBorrow(i32 %a, i32 %b)
  %borrow = extractvalue { i32, i32 } %r, 1
  store i32 %borrow, ptr addrspace(1) %o
  %vs = alloca { <4 x i32>, <4 x i32> }
  call spir_func void @_Z17__spirv_IAddCarryDv4_jS_(ptr sret({ <4 x i32>, <4 x i32> }) %vs, <4 x i32> %va, <4 x i32> %va)
  %v = load { <4 x i32>, <4 x i32> }, ptr %vs
  %vc = extractvalue { <4 x i32>, <4 x i32> } %v, 1
  store <4 x i32> %vc, ptr addrspace(1) %vo
  ret void
}

declare spir_func void @_Z17__spirv_IAddCarryii(ptr sret({ i32, i32 }), i32, i32)
declare spir_func { i32, i32 } @__spirv_ISubBorrow(i32, i32)
declare spir_func void @_Z17__spirv_IAddCarryDv4_jS_(ptr sret({ <4 x i32>, <4 x i32> }), <4 x i32>, <4 x i32>)
