;; ptrtoint/inttoptr are OpConvertPtrToU/OpConvertUToPtr through the
;; pointer-sized integer; other widths are converted with OpUConvert.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s --check-prefixes=CHECK,P64
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s --check-prefixes=CHECK,P32

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PI]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I64]]
; P64: %[[#A:]] = OpConvertPtrToU %[[#I64]] %[[#P]]
; P64-NEXT: %[[#Q:]] = OpConvertUToPtr %[[#PI]] %[[#N]]
; P32: %[[#A:]] = OpConvertPtrToU %[[#I32]] %[[#P]]
; P32-NEXT: %[[#]] = OpUConvert %[[#I64]] %[[#A]]
; P32-NEXT: %[[#T:]] = OpUConvert %[[#I32]] %[[#N]]
; P32-NEXT: %[[#Q:]] = OpConvertUToPtr %[[#PI]] %[[#T]]
; CHECK: OpStore %[[#Q]]

define i64 @f(ptr addrspace(1) %p, i64 %n) {
  %a = ptrtoint ptr addrspace(1) %p to i64
  %q = inttoptr i64 %n to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %q, align 4
  store i32 1, ptr addrspace(1) %p, align 4
  ret i64 %a
}
