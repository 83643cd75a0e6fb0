;; llvm.lifetime.start/end produce no instruction (they only bound a
;; variable's live range).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpLifetime
; CHECK: %[[#V:]] = OpVariable %[[#]] Function
; CHECK: OpStore %[[#]] %[[#]]
; CHECK-NOT: OpLifetime
; CHECK: OpReturn

define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %a)
  store i32 7, ptr %a
  %v = load i32, ptr %a
  store i32 %v, ptr addrspace(1) %p
  call void @llvm.lifetime.end.p0(i64 4, ptr %a)
  ret void
}
