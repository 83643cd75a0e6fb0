;; __spirv_Load and __spirv_Store, mangled (the pointee from the name) and
;; plain (the pointee is the loaded or stored value's type), with optional
;; memory access operands: Aligned (2) takes its alignment as a literal,
;; Volatile (1) nothing. A mangled form whose pointee disagrees with the
;; call's result or value reads or writes the call's type (LLVM's
;; spirv-load-store test loads a double through an int*): the pointer is cast.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
;; the parameters are float pointers (pointee inference), cast for the i32 access
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#PD:]] = OpTypePointer CrossWorkgroup %[[#F64]]
; CHECK-DAG: %[[#C42:]] = OpConstant %[[#I32]] 42
; CHECK: %[[#O:]] = OpFunctionParameter %[[#PF]]
; CHECK: %[[#IN:]] = OpFunctionParameter %[[#PF]]
; CHECK-DAG: %[[#INI:]] = OpBitcast %[[#PI]] %[[#IN]]
; CHECK-DAG: %[[#OI:]] = OpBitcast %[[#PI]] %[[#O]]
; CHECK: %[[#A:]] = OpLoad %[[#F32]] %[[#IN]]
; CHECK-NEXT: OpStore %[[#O]] %[[#A]]
; CHECK-NEXT: %[[#B:]] = OpLoad %[[#I32]] %[[#INI]] Aligned 4
; CHECK-NEXT: OpStore %[[#OI]] %[[#B]] Volatile

; CHECK: OpFunction
; CHECK: %[[#V:]] = OpFunctionParameter %[[#PI]]
; CHECK: %[[#VD:]] = OpBitcast %[[#PD]] %[[#V]]
; CHECK: OpStore %[[#V]] %[[#C42]] Volatile|Aligned 4
; CHECK-NEXT: %[[#]] = OpLoad %[[#F64]] %[[#VD]]
; CHECK: OpStore %[[#VD]] %[[#]] Aligned 8

define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %in) {
entry:
  %a = call spir_func float @_Z12__spirv_LoadPU3AS1f(ptr addrspace(1) %in)
  call spir_func void @_Z13__spirv_StorePU3AS1ff(ptr addrspace(1) %o, float %a)
  %b = call spir_func i32 @__spirv_Load(ptr addrspace(1) %in, i32 2, i32 4)
  call spir_func void @__spirv_Store(ptr addrspace(1) %o, i32 %b, i32 1)
  ret void
}

declare spir_func float @_Z12__spirv_LoadPU3AS1f(ptr addrspace(1))
declare spir_func void @_Z13__spirv_StorePU3AS1ff(ptr addrspace(1), float)
declare spir_func i32 @__spirv_Load(ptr addrspace(1), i32, i32)
declare spir_func void @__spirv_Store(ptr addrspace(1), i32, i32)

define spir_kernel void @mismatch(ptr addrspace(1) %var) {
entry:
  call spir_func void @_Z13__spirv_StorePiiii(ptr addrspace(1) %var, i32 42, i32 3, i32 4)
  %d = call spir_func double @_Z12__spirv_LoadPi(ptr addrspace(1) %var)
  %e = fadd double %d, 1.0
  call spir_func void @_Z13__spirv_StorePiii(ptr addrspace(1) %var, double %e, i32 2, i32 8)
  ret void
}

declare spir_func double @_Z12__spirv_LoadPi(ptr addrspace(1))
declare spir_func void @_Z13__spirv_StorePiiii(ptr addrspace(1), i32, i32, i32)
declare spir_func void @_Z13__spirv_StorePiii(ptr addrspace(1), double, i32, i32)
