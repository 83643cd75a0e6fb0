;; icmp of pointers compares their OpConvertPtrToU values (pointer-sized
;; integers); OpPtrEqual is not used at SPIR-V 1.0.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s --check-prefixes=CHECK,P64
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s --check-prefixes=CHECK,P32

; P64-DAG: %[[#SZ:]] = OpTypeInt 64 0
; P32-DAG: %[[#SZ:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-NOT: OpPtrEqual
; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK: %[[#X:]] = OpConvertPtrToU %[[#SZ]] %[[#A]]
; CHECK-NEXT: %[[#Y:]] = OpConvertPtrToU %[[#SZ]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpULessThan %[[#BOOL]] %[[#X]] %[[#Y]]

define i1 @f(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %c = icmp ult ptr addrspace(1) %a, %b
  ret i1 %c
}
