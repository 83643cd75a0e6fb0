;; 8-bit float cooperative matrices: a matrix of i8 bits converts to and from
;; a half matrix through a matrix of OpTypeFloat 8 <encoding> of the same
;; scope, rows, columns and use, which needs Float8CooperativeMatrixEXT
;; (implying Float8EXT and CooperativeMatrixKHR). The newer validator checks
;; the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8,+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; without SPV_EXT_float8, the error names it
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR

; ERR: llc-spirv: error: {{.*}}matrix.ll:{{[0-9]+}}: in @k: %f8 = call spir_func {{.*}}: builtin __builtin_spirv_ConvertFP16ToE4M3EXT is not supported for spirv64 (enable it with --spirv-ext=+SPV_EXT_float8)

; CHECK-DAG: OpCapability Float8CooperativeMatrixEXT
; CHECK-DAG: OpExtension "SPV_EXT_float8"
; CHECK-DAG: OpExtension "SPV_KHR_cooperative_matrix"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#HALF:]] = OpTypeFloat 16
; CHECK-DAG: %[[#E4:]] = OpTypeFloat 8 Float8E4M3EXT
; CHECK-DAG: %[[#HM:]] = OpTypeCooperativeMatrixKHR %[[#HALF]] %[[#S:]] %[[#R:]] %[[#C:]] %[[#U:]]
; CHECK-DAG: %[[#QM:]] = OpTypeCooperativeMatrixKHR %[[#I8]] %[[#S]] %[[#R]] %[[#C]] %[[#U]]
; CHECK-DAG: %[[#FM:]] = OpTypeCooperativeMatrixKHR %[[#E4]] %[[#S]] %[[#R]] %[[#C]] %[[#U]]

; CHECK: %[[#H:]] = OpCooperativeMatrixLoadKHR %[[#HM]]
; CHECK-NEXT: %[[#CV:]] = OpFConvert %[[#FM]] %[[#H]]
; CHECK-NEXT: %[[#Q:]] = OpBitcast %[[#QM]] %[[#CV]]
; CHECK-NEXT: %[[#F:]] = OpBitcast %[[#FM]] %[[#Q]]
; CHECK-NEXT: %[[#B:]] = OpFConvert %[[#HM]] %[[#F]]
; CHECK-NEXT: OpCooperativeMatrixStoreKHR %[[#]] %[[#Q]]
; CHECK-NEXT: OpCooperativeMatrixStoreKHR %[[#]] %[[#B]]

target triple = "spirv64-unknown-unknown"
%H = type target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2)
%Q = type target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2)
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i64 %n) {
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %gq = addrspacecast ptr addrspace(1) %q to ptr addrspace(4)
  %h = call spir_func %H @_Z86__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2PU3AS4Dhil(ptr addrspace(4) %g, i32 0, i64 %n)
  %f8 = call spir_func %Q @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2(%H %h)
  %back = call spir_func %H @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2(%Q %f8)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS4cPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2il(ptr addrspace(4) %gq, %Q %f8, i32 0, i64 %n)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS4DhPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2il(ptr addrspace(4) %g, %H %back, i32 0, i64 %n)
  ret void
}
declare spir_func %H @_Z86__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2PU3AS4Dhil(ptr addrspace(4), i32, i64)
declare spir_func %Q @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2(%H)
declare spir_func %H @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2(%Q)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS4cPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2il(ptr addrspace(4), %Q, i32, i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS4DhPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2il(ptr addrspace(4), %H, i32, i64)
