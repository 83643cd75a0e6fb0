;; clang -cl-std=CL2.0 passes generic pointers to helpers: an addrspacecast to
;; generic at the call and loads through the Generic pointer in the callee.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: OpCapability GenericPointer
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PG:]] = OpTypePointer Generic %[[#I32]]
; CHECK-DAG: %[[#PC:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#PG]]
; CHECK: OpLoad %[[#I32]] %[[#X]] Aligned 4
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PC]]
; CHECK: %[[#C:]] = OpPtrCastToGeneric %[[#PG]] %[[#P]]
; CHECK-NEXT: OpFunctionCall %[[#I32]] %[[#]] %[[#C]]

define internal spir_func i32 @get(ptr addrspace(4) %x) {
  %v = load i32, ptr addrspace(4) %x, align 4
  ret i32 %v
}
define spir_kernel void @k(ptr addrspace(1) %p) !kernel_arg_type !0 {
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %v = call spir_func i32 @get(ptr addrspace(4) %g)
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!"int*"}
