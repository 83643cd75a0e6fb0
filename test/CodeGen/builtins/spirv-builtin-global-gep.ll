;; Scalar loads through a __spirv_BuiltIn* global: at a constant byte GEP
;; (offset 16 = lane 2), at a typed GEP of lane 1, and at the global itself
;; (lane 0). Each becomes a whole-variable OpLoad of the Input variable and
;; OpCompositeExtract (the only pattern the Khronos reader accepts).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#VAR:]] BuiltIn LocalInvocationId
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK-DAG: %[[#VAR]] = OpVariable %[[#]] Input
; CHECK-NOT: OpBitcast
; CHECK: %[[#A:]] = OpLoad %[[#V3]] %[[#VAR]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#A]] 2
; CHECK-NEXT: %[[#B:]] = OpLoad %[[#V3]] %[[#VAR]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#B]] 1
; CHECK-NEXT: %[[#C:]] = OpLoad %[[#V3]] %[[#VAR]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#C]] 0
; CHECK-NOT: OpInBoundsPtrAccessChain

@__spirv_BuiltInLocalInvocationId = external addrspace(1) global <3 x i64>

define spir_kernel void @k(ptr addrspace(1) %out) {
  %z = load i64, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @__spirv_BuiltInLocalInvocationId, i64 16), align 16
  %y = load i64, ptr addrspace(1) getelementptr inbounds (<3 x i64>, ptr addrspace(1) @__spirv_BuiltInLocalInvocationId, i64 0, i64 1), align 8
  %x = load i64, ptr addrspace(1) @__spirv_BuiltInLocalInvocationId, align 32
  %s = add i64 %x, %y
  %t = add i64 %s, %z
  store i64 %t, ptr addrspace(1) %out
  ret void
}
