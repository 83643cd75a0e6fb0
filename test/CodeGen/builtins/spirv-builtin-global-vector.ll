;; A __spirv_BuiltInGlobalInvocationId global (addrspace(1) <3 x i64>) is the
;; Input variable: load <3 x i64> + extractelement reads it directly.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpEntryPoint Kernel %[[#]] "k" %[[#VAR:]]
; CHECK-DAG: OpDecorate %[[#VAR]] BuiltIn GlobalInvocationId
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK-DAG: %[[#PV:]] = OpTypePointer Input %[[#V3]]
; CHECK-DAG: %[[#VAR]] = OpVariable %[[#PV]] Input
; CHECK-NOT: OpTypePointer CrossWorkgroup %[[#V3]]
; CHECK: %[[#L:]] = OpLoad %[[#V3]] %[[#VAR]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#L]] 0
; CHECK-NOT: OpBitcast

@__spirv_BuiltInGlobalInvocationId = external local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %x = extractelement <3 x i64> %v, i64 0
  store i64 %x, ptr addrspace(1) %out
  ret void
}
