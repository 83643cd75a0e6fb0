;; atomicrmw fadd/fsub need SPV_EXT_shader_atomic_float_add (fsub negates the
;; operand), fmin/fmax SPV_EXT_shader_atomic_float_min_max; fp xchg is
;; OpAtomicExchange. Without the extensions they are compare-and-swap loops
;; (atomicrmw-cas.ll).
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=CAS

; CHECK-DAG: OpCapability AtomicFloat32AddEXT
; CHECK-DAG: OpCapability AtomicFloat32MinMaxEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_min_max"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK: OpAtomicFAddEXT %[[#F]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#N:]] = OpFNegate %[[#F]] %[[#X]]
; CHECK-NEXT: OpAtomicFAddEXT %[[#F]] %[[#P]] %[[#]] %[[#]] %[[#N]]
; CHECK-NEXT: OpAtomicFMinEXT %[[#F]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: OpAtomicFMaxEXT %[[#F]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: OpAtomicExchange %[[#F]] %[[#P]] %[[#]] %[[#]] %[[#X]]

; CAS-NOT: OpExtension
; CAS-NOT: OpAtomicF
; CAS-COUNT-4: OpAtomicCompareExchange
; CAS: OpAtomicExchange

define void @f(ptr addrspace(1) %p, float %x) {
  %a = atomicrmw fadd ptr addrspace(1) %p, float %x seq_cst
  %b = atomicrmw fsub ptr addrspace(1) %p, float %x seq_cst
  %c = atomicrmw fmin ptr addrspace(1) %p, float %x seq_cst
  %d = atomicrmw fmax ptr addrspace(1) %p, float %x seq_cst
  %e = atomicrmw xchg ptr addrspace(1) %p, float %x seq_cst
  ret void
}
