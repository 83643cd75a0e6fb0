;; On spirv32, size_t is 32 bits: get_global_id reads a <3 x i32>
;; GlobalInvocationId and needs no conversion.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv32 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: OpMemoryModel Physical32 OpenCL
; CHECK-DAG: OpDecorate %[[#VAR:]] BuiltIn GlobalInvocationId
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I32]] 3
; CHECK-DAG: %[[#VAR]] = OpVariable %[[#]] Input
; CHECK-NOT: OpTypeInt 64
; CHECK: %[[#L:]] = OpLoad %[[#V3]] %[[#VAR]]
; CHECK-NEXT: %[[#X:]] = OpCompositeExtract %[[#I32]] %[[#L]] 1
; CHECK-NOT: OpUConvert

define spir_kernel void @k(ptr addrspace(1) %out) {
  %x = call spir_func i32 @_Z13get_global_idj(i32 1)
  store i32 %x, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z13get_global_idj(i32)
