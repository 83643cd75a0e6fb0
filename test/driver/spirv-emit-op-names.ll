;; OpName is emitted by default (so --spirv-emit-op-names changes nothing for
;; a module whose values all have names; it names unnamed values too, see
;; CodeGen/debug-info/names.ll); --spirv-emit-op-names=false leaves out OpName
;; and OpMemberName, and the result is still valid.
; RUN: llc-spirv %s -o - | FileCheck %s
; RUN: llc-spirv --spirv-emit-op-names %s -o - | FileCheck %s
; RUN: llc-spirv --spirv-emit-op-names=false %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s --check-prefix=NONAMES

; CHECK-DAG: OpName %{{[0-9]+}} "scale"
; CHECK-DAG: OpName %{{[0-9]+}} "factor"
; NONAMES: OpEntryPoint Kernel %{{[0-9]+}} "scale"
; NONAMES-NOT: OpName
; NONAMES-NOT: OpMemberName

target triple = "spirv64-unknown-unknown"

define spir_kernel void @scale(ptr addrspace(1) %p, float %factor) {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fmul float %v, %factor
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
