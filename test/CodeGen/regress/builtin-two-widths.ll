;; One BuiltIn used with two integer widths (a __spirv_BuiltIn global declared
;; <3 x i64> and get_global_id on spirv32): one Input variable (the Khronos
;; reader rejects two with the same BuiltIn), the later use converted.
; RUN: llc-spirv -mtriple=spirv32 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-COUNT-1: OpDecorate %[[#]] BuiltIn GlobalInvocationId
; CHECK-NOT: BuiltIn GlobalInvocationId
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V64:]] = OpTypeVector %[[#I64]] 3
; CHECK-DAG: %[[#V32:]] = OpTypeVector %[[#I32]] 3
; CHECK: %[[#L1:]] = OpLoad %[[#V64]] %[[#VAR:]]
; CHECK: %[[#L2:]] = OpLoad %[[#V64]] %[[#VAR]]
; CHECK-NEXT: %[[#]] = OpUConvert %[[#V32]] %[[#L2]]

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>

define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
  %x = extractelement <3 x i64> %v, i32 0
  %g = call spir_func i32 @_Z13get_global_idj(i32 0)
  %t = trunc i64 %x to i32
  %s = add i32 %t, %g
  store i32 %s, ptr addrspace(1) %o
  ret void
}

declare spir_func i32 @_Z13get_global_idj(i32)
