;; Functions in address space 9 (a data layout with P9, as for spirv64-intel):
;; their pointers are CodeSectionINTEL pointers, the storage class the
;; extension gives function pointers, which the Khronos translator numbers 9.
;; So the constant, the values in memory and the called pointer all stay in
;; CodeSectionINTEL. (llvm-spirv-15's reader does not know this storage class:
;; no read-back here.)
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
;; without the extension, address space 9 itself is the error
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: llc-spirv: error: {{.*}}address space 9 (function pointers) is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_function_pointers)

; CHECK-DAG: OpCapability FunctionPointersINTEL
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#FT:]] = OpTypeFunction %[[#F]] %[[#F]]{{$}}
; CHECK-DAG: %[[#CFT:]] = OpTypePointer CodeSectionINTEL %[[#FT]]
; CHECK-DAG: %[[#CB:]] = OpTypePointer CodeSectionINTEL %[[#I8]]
; CHECK-DAG: %[[#C:]] = OpConstantFunctionPointerINTEL %[[#CFT]] %[[#SQ:]]
; CHECK-DAG: %[[#B:]] = OpSpecConstantOp %[[#CB]] Bitcast %[[#C]]
; CHECK-DAG: %[[#PCB:]] = OpTypePointer CrossWorkgroup %[[#CB]]
; CHECK: %[[#SQ]] = OpFunction %[[#F]]
; CHECK: OpFunction
; CHECK: %[[#SLOT:]] = OpFunctionParameter %[[#PCB]]
; CHECK: OpStore %[[#SLOT]] %[[#B]] Aligned 8
; CHECK-NEXT: %[[#L:]] = OpLoad %[[#CB]] %[[#SLOT]] Aligned 8
; CHECK-NEXT: %[[#LF:]] = OpBitcast %[[#CFT]] %[[#L]]
; CHECK-NEXT: OpFunctionPointerCallINTEL %[[#F]] %[[#LF]] %[[#]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1-P9"
target triple = "spirv64-unknown-unknown"

define spir_func float @square(float %x) addrspace(9) {
  %r = fmul float %x, %x
  ret float %r
}

define spir_kernel void @k(ptr addrspace(1) %slot, ptr addrspace(1) %out, float %x) addrspace(9) {
  store ptr addrspace(9) @square, ptr addrspace(1) %slot, align 8
  %f = load ptr addrspace(9), ptr addrspace(1) %slot, align 8
  %r = call spir_func addrspace(9) float %f(float %x)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
