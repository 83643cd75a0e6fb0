;; A matrix passed by pointer to a helper (as a joint_matrix reference is):
;; the parameter's pointee is inferred from the kernel's alloca, so
;; __spirv_AccessChain indexes into the matrix and
;; __spirv_CooperativeMatrixLengthKHR of the pointer is the length of its
;; matrix type.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#M:]] = OpTypeCooperativeMatrixKHR %[[#F32]] %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK-DAG: %[[#PM:]] = OpTypePointer Function %[[#M]]
; CHECK-DAG: %[[#PE:]] = OpTypePointer Function %[[#F32]]
; CHECK: OpFunction
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#PM]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#U32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#LEN:]] = OpCooperativeMatrixLengthKHR %[[#U32]] %[[#M]]
; CHECK-NEXT: %[[#J:]] = OpUMod %[[#U32]] %[[#I]] %[[#LEN]]
; CHECK-NEXT: %[[#E:]] = OpAccessChain %[[#PE]] %[[#P]] %[[#J]]
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#F32]] %[[#E]]
; CHECK-NEXT: %[[#Y:]] = OpFMul %[[#F32]] %[[#X]]
; CHECK-NEXT: OpStore %[[#E]] %[[#Y]]

target triple = "spirv64-unknown-unknown"

%M = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)

define internal spir_func void @scale(ptr %m, i32 %i) {
  %len = call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(ptr %m)
  %j = urem i32 %i, %len
  %p = call spir_func ptr @_Z19__spirv_AccessChain(ptr %m, i32 %j)
  %e = load float, ptr %p, align 4
  %e2 = fmul float %e, 2.0
  store float %e2, ptr %p, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) align 4 %a, i64 %n, i32 %i) {
  %var = alloca %M, align 8
  %z = call spir_func %M @_Z26__spirv_CompositeConstructf(float 1.0)
  store %M %z, ptr %var, align 8
  call spir_func void @scale(ptr %var, i32 %i)
  %r = load %M, ptr %var, align 8
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %a, %M %r, i32 0, i64 %n)
  ret void
}

declare spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(ptr)
declare spir_func ptr @_Z19__spirv_AccessChain(ptr, i32)
declare spir_func %M @_Z26__spirv_CompositeConstructf(float)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %M, i32, i64)
