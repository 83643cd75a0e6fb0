;; __spirv_GenericCastToPtrExplicit_ToGlobal/_ToLocal: the storage class comes
;; from the argument when given, else from the result's address space.
;; __spirv_GenericCastToPtr_To<Class> may pass the class too (the
;; translator's form, in LLVM's OpGenericCastToPtr test): OpGenericCastToPtr
;; has no such operand, so it must agree with the result's class and is
;; dropped; one that does not agree is an error.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: sed 's/\(ToGlobalPvi(ptr addrspace(4) %%g, i32\) 5)/\1 4)/' %s > %t.bad.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#G:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#L:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK: %[[#]] = OpGenericCastToPtrExplicit %[[#G]] %[[#X:]] CrossWorkgroup
; CHECK: %[[#]] = OpGenericCastToPtrExplicit %[[#L]] %[[#X]] Workgroup
; CHECK: %[[#]] = OpGenericCastToPtr %[[#G]] %[[#X]]
; CHECK: %[[#]] = OpGenericCastToPtr %[[#L]] %[[#X]]
; ERR: llc-spirv: error: {{.*}}.bad.ll:[[#]]: in @k: {{.*}}: builtin __spirv_GenericCastToPtr_ToGlobal is not supported for spirv64 with 2 arguments (OpGenericCastToPtr takes fewer)

target triple = "spirv64-unknown-unknown"

declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4), i32)
declare spir_func ptr addrspace(3) @__spirv_GenericCastToPtrExplicit_ToLocal(ptr addrspace(4))
declare spir_func ptr addrspace(1) @_Z33__spirv_GenericCastToPtr_ToGlobalPvi(ptr addrspace(4), i32)
declare spir_func ptr addrspace(3) @__spirv_GenericCastToPtr_ToLocal(ptr addrspace(4), i32)

define spir_kernel void @k(ptr addrspace(1) %p) {
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %q = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4) %g, i32 5)
  %l = call spir_func ptr addrspace(3) @__spirv_GenericCastToPtrExplicit_ToLocal(ptr addrspace(4) %g)
  %q2 = call spir_func ptr addrspace(1) @_Z33__spirv_GenericCastToPtr_ToGlobalPvi(ptr addrspace(4) %g, i32 5)
  %l2 = call spir_func ptr addrspace(3) @__spirv_GenericCastToPtr_ToLocal(ptr addrspace(4) %g, i32 4)
  store i32 1, ptr addrspace(1) %q
  store i32 2, ptr addrspace(3) %l
  store i32 3, ptr addrspace(1) %q2
  store i32 4, ptr addrspace(3) %l2
  ret void
}
