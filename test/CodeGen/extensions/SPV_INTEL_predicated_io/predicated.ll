;; SPV_INTEL_predicated_io: __spirv_PredicatedLoadINTEL(p, predicate, default
;; [, memory operands]) and __spirv_PredicatedStoreINTEL(p, object, predicate
;; [, memory operands]) as OpPredicatedLoadINTEL / OpPredicatedStoreINTEL,
;; the pointer cast to the loaded or stored type (whatever the mangled name
;; or the call says it points to). Memory operands follow as in OpLoad.
;; The instructions come from lib/grammar-facts.txt (SPIRV-Tools 2023.1 does
;; not know them), so the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_predicated_io %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_predicated_io %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability PredicatedIOINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_predicated_io"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#PV4:]] = OpTypePointer CrossWorkgroup %[[#V4]]
; CHECK-DAG: %[[#C7:]] = OpConstant %[[#I32]] 7
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#F32]] 1
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#V4]]
; CHECK-DAG: %[[#QF:]] = OpBitcast %[[#PF]] %[[#Q]]
; CHECK-DAG: %[[#QI:]] = OpBitcast %[[#]] %[[#Q]]
; CHECK-DAG: %[[#QV:]] = OpBitcast %[[#PV4]] %[[#Q]]
; CHECK: %[[#V:]] = OpPredicatedLoadINTEL %[[#I32]] %[[#P]] %[[#C]] %[[#C7]]
; CHECK-NEXT: %[[#]] = OpPredicatedLoadINTEL %[[#F32]] %[[#QF]] %[[#C]] %[[#ONE]] Aligned 4
; CHECK-NEXT: OpPredicatedStoreINTEL %[[#QI]] %[[#V]] %[[#C]]
; CHECK-NEXT: %[[#]] = OpPredicatedLoadINTEL %[[#V4]] %[[#QV]] %[[#C]] %[[#D]] Nontemporal
; CHECK-NEXT: OpPredicatedStoreINTEL %[[#QV]] %[[#D]] %[[#C]] Aligned 16

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i1 %c, <4 x float> %d) {
entry:
  %v = call spir_func i32 @_Z27__spirv_PredicatedLoadINTELPU3AS1Kibi(ptr addrspace(1) %p, i1 %c, i32 7)
  %f = call spir_func float @_Z27__spirv_PredicatedLoadINTELPU3AS1Kfbfii(ptr addrspace(1) %q, i1 %c, float 1.0, i32 2, i32 4)
  call spir_func void @_Z28__spirv_PredicatedStoreINTELPU3AS1vib(ptr addrspace(1) %q, i32 %v, i1 %c)
  %w = call <4 x float> @__spirv_PredicatedLoadINTEL(ptr addrspace(1) %q, i1 %c, <4 x float> %d, i32 4)
  call void @__spirv_PredicatedStoreINTEL(ptr addrspace(1) %q, <4 x float> %d, i1 %c, i32 2, i32 16)
  ret void
}

declare spir_func i32 @_Z27__spirv_PredicatedLoadINTELPU3AS1Kibi(ptr addrspace(1), i1, i32)
declare spir_func float @_Z27__spirv_PredicatedLoadINTELPU3AS1Kfbfii(ptr addrspace(1), i1, float, i32, i32)
declare spir_func void @_Z28__spirv_PredicatedStoreINTELPU3AS1vib(ptr addrspace(1), i32, i1)
declare <4 x float> @__spirv_PredicatedLoadINTEL(ptr addrspace(1), i1, <4 x float>, i32)
declare void @__spirv_PredicatedStoreINTEL(ptr addrspace(1), <4 x float>, i1, i32, i32)
