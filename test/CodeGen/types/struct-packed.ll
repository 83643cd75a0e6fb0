;; A packed struct is decorated CPacked and is not shared with the unpacked
;; struct of the same members.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#P:]] CPacked
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#P]] = OpTypeStruct %[[#I8]] %[[#I32]]
; CHECK-DAG: %[[#U:]] = OpTypeStruct %[[#I8]] %[[#I32]]
; CHECK-DAG: OpTypePointer CrossWorkgroup %[[#P]]
; CHECK-DAG: OpTypePointer CrossWorkgroup %[[#U]]

define void @f(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %x = load <{ i8, i32 }>, ptr addrspace(1) %a, align 1
  %y = load { i8, i32 }, ptr addrspace(1) %b, align 4
  %e = extractvalue <{ i8, i32 }> %x, 1
  %z = insertvalue { i8, i32 } %y, i32 %e, 1
  store { i8, i32 } %z, ptr addrspace(1) %b, align 4
  ret void
}
