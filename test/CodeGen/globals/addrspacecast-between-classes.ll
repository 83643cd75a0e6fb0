;; An addrspacecast constant between two named storage classes (Workgroup to
;; CrossWorkgroup here; LLVM's PtrCast-in-OpSpecConstantOp test) in an
;; initializer goes through Generic, as the instruction does
;; (instructions/addrspacecast.ll): OpSpecConstantOp PtrCastToGeneric, then
;; GenericCastToPtr, the only two casts OpSpecConstantOp has. The aggregate
;; holding it is an OpSpecConstantComposite.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv
; RUN: spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#GP:]] = OpTypePointer Generic %[[#I32]]
; CHECK-DAG: %[[#CP:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#X:]] = OpVariable %[[#]] Workgroup{{$}}
; CHECK-DAG: %[[#Y:]] = OpVariable %[[#]] Workgroup{{$}}
; CHECK-DAG: %[[#XG:]] = OpSpecConstantOp %[[#GP]] PtrCastToGeneric %[[#X]]
; CHECK-DAG: %[[#XC:]] = OpSpecConstantOp %[[#CP]] GenericCastToPtr %[[#XG]]
; CHECK-DAG: %[[#YG:]] = OpSpecConstantOp %[[#GP]] PtrCastToGeneric %[[#Y]]
; CHECK-DAG: %[[#YC:]] = OpSpecConstantOp %[[#CP]] GenericCastToPtr %[[#YG]]
;; (the array's pointers are i8 pointers: one more cast)
; CHECK-DAG: %[[#XB:]] = OpSpecConstantOp %[[#]] Bitcast %[[#XC]]
; CHECK-DAG: %[[#YB:]] = OpSpecConstantOp %[[#]] Bitcast %[[#YC]]
; CHECK-DAG: %[[#ARR:]] = OpSpecConstantComposite %[[#]] %[[#XB]] %[[#YB]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#ARR]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#XB]]

@X = addrspace(3) global i32 undef
@Y = addrspace(3) global i32 undef
@A = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) addrspacecast (ptr addrspace(3) @X to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr addrspace(3) @Y to ptr addrspace(1))]
@P = addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(3) @X to ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %o) {
  %p = load ptr addrspace(1), ptr addrspace(1) @P
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %o
  ret void
}
