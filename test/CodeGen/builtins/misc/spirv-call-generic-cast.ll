;; __spirv_GenericCastToPtrExplicit_ToGlobal/_ToLocal: the storage class comes
;; from the argument when given, else from the result's address space.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#G:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#L:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK: %[[#]] = OpGenericCastToPtrExplicit %[[#G]] %[[#X:]] CrossWorkgroup
; CHECK: %[[#]] = OpGenericCastToPtrExplicit %[[#L]] %[[#X]] Workgroup

target triple = "spirv64-unknown-unknown"

declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4), i32)
declare spir_func ptr addrspace(3) @__spirv_GenericCastToPtrExplicit_ToLocal(ptr addrspace(4))

define spir_kernel void @k(ptr addrspace(1) %p) {
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %q = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4) %g, i32 5)
  %l = call spir_func ptr addrspace(3) @__spirv_GenericCastToPtrExplicit_ToLocal(ptr addrspace(4) %g)
  store i32 1, ptr addrspace(1) %q
  store i32 2, ptr addrspace(3) %l
  ret void
}
