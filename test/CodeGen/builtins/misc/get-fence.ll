; REQUIRES: llvm-spirv
;; get_fence: OpGenericPtrMemSemantics, whose WorkgroupMemory (0x100) and
;; CrossWorkgroupMemory (0x200) bits shifted by 8 are CLK_LOCAL/GLOBAL_MEM_FENCE.
;; OpenCL C (CL2.0):
;;   uint f(generic int *p) { return get_fence(p); }
;;   kernel void k(global uint *o) { o[0] = f((generic int *)o); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#EIGHT:]] = OpConstant %[[#I32]] 8
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#M:]] = OpGenericPtrMemSemantics %[[#I32]] %[[#]]
; CHECK-NEXT: %[[#S:]] = OpShiftRightLogical %[[#I32]] %[[#M]] %[[#EIGHT]]
; CHECK-NEXT: %[[#]] = OpBitwiseAnd %[[#I32]] %[[#S]] %[[#THREE]]

target triple = "spirv64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(4) %0) {
  %2 = tail call spir_func i32 @_Z9get_fencePU3AS4v(ptr addrspace(4) %0)
  ret i32 %2
}

declare spir_func i32 @_Z9get_fencePU3AS4v(ptr addrspace(4))

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  %2 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %3 = tail call spir_func i32 @_Z9get_fencePU3AS4v(ptr addrspace(4) %2)
  store i32 %3, ptr addrspace(1) %0, align 4
  ret void
}
