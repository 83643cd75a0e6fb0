;; A sub-group matrix multiply as SYCL's joint_matrix lowers it (the
;; unmangled __spirv_ call forms): target("spirv.CooperativeMatrixKHR", T,
;; scope, rows, columns, use) is OpTypeCooperativeMatrixKHR with its four
;; integers as constant ids; CompositeConstruct fills a matrix, the load takes
;; (pointer, layout, stride[, memory operand]), MulAdd its operands mask as a
;; literal, the store (pointer, matrix, layout, stride[, memory operand]).
;; Load and store pointers point to the matrix's components (the stride counts
;; them). SPIRV-Tools 2023.1 does not know the extension: the newer validator
;; checks the module, and -filetype=asm prints every instruction.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability CooperativeMatrixKHR
; CHECK-DAG: OpExtension "SPV_KHR_cooperative_matrix"
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#F32]] 0{{$}}
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#U32]] 0{{$}}
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#U32]] 1{{$}}
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#U32]] 2{{$}}
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#U32]] 3{{$}}
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#U32]] 8{{$}}
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#U32]] 16{{$}}
; CHECK-DAG: %[[#MC:]] = OpTypeCooperativeMatrixKHR %[[#F32]] %[[#C3]] %[[#C8]] %[[#C16]] %[[#C2]]
; CHECK-DAG: %[[#MA:]] = OpTypeCooperativeMatrixKHR %[[#F16]] %[[#C3]] %[[#C8]] %[[#C16]] %[[#C0]]
; CHECK-DAG: %[[#MB:]] = OpTypeCooperativeMatrixKHR %[[#F16]] %[[#C3]] %[[#C16]] %[[#C16]] %[[#C1]]
; CHECK-DAG: %[[#PH:]] = OpTypePointer CrossWorkgroup %[[#F16]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK: OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter
; CHECK: %[[#PA:]] = OpBitcast %[[#PH]]
; CHECK: %[[#PB:]] = OpBitcast %[[#PH]]
; CHECK: %[[#PC:]] = OpBitcast %[[#PF]]
; CHECK: %[[#Z:]] = OpCompositeConstruct %[[#MC]] %[[#ZERO]]
; CHECK-NEXT: %[[#A:]] = OpCooperativeMatrixLoadKHR %[[#MA]] %[[#PA]] %[[#C0]] %[[#N]] Volatile
; CHECK-NEXT: %[[#B:]] = OpCooperativeMatrixLoadKHR %[[#MB]] %[[#PB]] %[[#C1]] %[[#N]]{{$}}
; CHECK-NEXT: %[[#L:]] = OpCooperativeMatrixLengthKHR %[[#U32]] %[[#MA]]
; CHECK-NEXT: OpStore %[[#]] %[[#L]]
; CHECK-NEXT: %[[#R:]] = OpCooperativeMatrixMulAddKHR %[[#MC]] %[[#A]] %[[#B]] %[[#Z]] SaturatingAccumulationKHR
; CHECK-NEXT: OpCooperativeMatrixStoreKHR %[[#PC]] %[[#R]] %[[#C0]] %[[#N]] Aligned 4
; CHECK-NEXT: OpCooperativeMatrixStoreKHR %[[#PC]] %[[#R]] %[[#C1]] %[[#N]]{{$}}

target triple = "spirv64-unknown-unknown"

%A = type target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0)
%B = type target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 1)
%C = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)

define spir_kernel void @k(ptr addrspace(1) align 2 %a, ptr addrspace(1) align 2 %b, ptr addrspace(1) align 4 %c, i64 %n, ptr addrspace(1) %len) {
  %z = tail call spir_func %C @_Z26__spirv_CompositeConstructf(float 0.0)
  %ma = tail call spir_func %A @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1) %a, i32 0, i64 %n, i32 1)
  %mb = tail call spir_func %B @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1) %b, i32 1, i64 %n)
  %l = tail call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(%A %ma)
  store i32 %l, ptr addrspace(1) %len, align 4
  %r = tail call spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHR(%A %ma, %B %mb, %C %z, i32 16)
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_1(ptr addrspace(1) %c, %C %r, i32 0, i64 %n, i32 2, i32 4)
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_2(ptr addrspace(1) %c, %C %r, i32 1, i64 %n)
  ret void
}

declare spir_func %C @_Z26__spirv_CompositeConstructf(float)
declare spir_func %A @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1), i32, i64, i32)
declare spir_func %B @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1), i32, i64)
declare spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(%A)
declare spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHR(%A, %B, %C, i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_1(ptr addrspace(1), %C, i32, i64, i32, i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_2(ptr addrspace(1), %C, i32, i64)
