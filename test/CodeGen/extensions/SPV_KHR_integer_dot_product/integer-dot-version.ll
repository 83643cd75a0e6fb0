;; Without SPV_KHR_integer_dot_product the integer dot product raises the module to
;; SPIR-V 1.6, and a triple that stops below 1.6 refuses it.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global uchar4 *u, global uint *ou) { ou[0] = dot(u[0], u[1]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64v1.5 %s -o %t15.spv 2>&1 | FileCheck %s --check-prefix=V15
;; A triple that fixes 1.6 has the instructions in core: an enabled extension
;; for them is not declared.
; RUN: llc-spirv -mtriple=spirv64v1.6 --spirv-ext=+SPV_KHR_integer_dot_product %s -o %t16.spv
; RUN: spirv-val %t16.spv
; RUN: llc-spirv -mtriple=spirv64v1.6 %s -o %t16n.spv
; RUN: cmp %t16.spv %t16n.spv

; CHECK: ; Version: 1.6
; CHECK-NOT: OpExtension
; CHECK: %[[#]] = OpUDot %[[#]] %[[#]] %[[#]]
; V15: error: {{.*}}capability DotProductInput4x8Bit is not available for spirv64v1.5 (enable it with --spirv-ext=+SPV_KHR_integer_dot_product)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = load <4 x i8>, ptr addrspace(1) %0, align 4
  %4 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %5 = load <4 x i8>, ptr addrspace(1) %4, align 4
  %6 = tail call spir_func i32 @_Z3dotDv4_hS_(<4 x i8> %3, <4 x i8> %5)
  store i32 %6, ptr addrspace(1) %1, align 4
  ret void
}

declare spir_func i32 @_Z3dotDv4_hS_(<4 x i8>, <4 x i8>)
