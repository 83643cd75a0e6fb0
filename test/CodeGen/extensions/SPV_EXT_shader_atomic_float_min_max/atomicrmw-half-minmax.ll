;; atomicrmw fmin/fmax on half: with SPV_EXT_shader_atomic_float_min_max,
;; OpAtomicFMinEXT/FMaxEXT on the half itself (AtomicFloat16MinMaxEXT);
;; without it, a compare-and-swap loop on the 32-bit word that holds the half,
;; computing OpenCL's fmin/fmax (LLVM's are minnum/maxnum) on the half taken
;; out of the word.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_min_max %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o %t2.spv
; RUN: spirv-val %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=OFF
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t2.spv -o %t2.bc %}

; CHECK-DAG: OpCapability AtomicFloat16MinMaxEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_min_max"
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-NOT: OpAtomicCompareExchange
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#H]]
; CHECK: OpAtomicFMinEXT %[[#H]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: OpAtomicFMaxEXT %[[#H]] %[[#P]] %[[#]] %[[#]] %[[#X]]

; OFF-NOT: OpCapability AtomicFloat16MinMaxEXT
; OFF-NOT: OpExtension
; OFF-DAG: %[[#CL:]] = OpExtInstImport "OpenCL.std"
; OFF-DAG: %[[#H:]] = OpTypeFloat 16
; OFF-DAG: %[[#I32:]] = OpTypeInt 32 0
; OFF: %[[#X:]] = OpFunctionParameter %[[#H]]
; OFF: %[[#O1:]] = OpPhi %[[#I32]]
; OFF: %[[#F1:]] = OpBitcast %[[#H]] %[[#]]
; OFF-NEXT: OpExtInst %[[#H]] %[[#CL]] fmin %[[#F1]] %[[#X]]
; OFF: OpAtomicCompareExchange %[[#I32]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#O1]]
; OFF: %[[#O2:]] = OpPhi %[[#I32]]
; OFF: %[[#F2:]] = OpBitcast %[[#H]] %[[#]]
; OFF-NEXT: OpExtInst %[[#H]] %[[#CL]] fmax %[[#F2]] %[[#X]]
; OFF: OpAtomicCompareExchange %[[#I32]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#O2]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, half %h, ptr addrspace(1) %out) {
  %a = atomicrmw fmin ptr addrspace(1) %p, half %h seq_cst, align 2
  %b = atomicrmw fmax ptr addrspace(1) %p, half %h acquire, align 2
  %s = fadd half %a, %b
  store half %s, ptr addrspace(1) %out, align 2
  ret void
}
