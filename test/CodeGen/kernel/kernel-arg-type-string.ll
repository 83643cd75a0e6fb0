;; kernel_arg_type metadata is recorded as the translator does, in an OpString
;; "kernel_arg_type.<kernel>.<type>,<type>,".
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: %[[#]] = OpString "kernel_arg_type.k.float4*,uint,struct S*,"

%struct.S = type { i32 }

define spir_kernel void @k(ptr addrspace(1) %a, i32 %n, ptr addrspace(1) %s) !kernel_arg_type !0 {
  ret void
}
!0 = !{!"float4*", !"uint", !"struct S*"}
