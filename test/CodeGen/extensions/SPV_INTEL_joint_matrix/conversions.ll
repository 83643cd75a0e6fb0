;; SPV_INTEL_joint_matrix lets Intel's narrow-float conversions take
;; cooperative matrices: OpConvertFToBF16INTEL / OpConvertBF16ToFINTEL between
;; a float matrix and one of the ushort bits of bfloat16 values (with
;; SPV_INTEL_bfloat16_conversion, declaring
;; CooperativeMatrixBFloat16ComponentTypeINTEL) and OpRoundFToTF32INTEL of a
;; float matrix (with SPV_INTEL_tensor_float32_conversion, declaring
;; CooperativeMatrixTF32ComponentTypeINTEL), component by component. The two
;; matrices must agree in scope, rows, columns and use. No validator knows the
;; capabilities (only the extension's specification defines them): the test
;; checks the printed instructions and the capability words.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion %s -o %t.spv
;; spirv-val rejects the module at the first capability it does not know (2023.1:
;; BFloat16ConversionINTEL, 6115)
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
; VAL: error: line {{[0-9]+}}: Invalid capability operand: 6115
;; OpCapability CooperativeMatrixTF32ComponentTypeINTEL (6436 = 0x1924) and
;; CooperativeMatrixBFloat16ComponentTypeINTEL (6437 = 0x1925)
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | paste -sd' ' | FileCheck %s --check-prefix=WORDS
; WORDS: 00020011 00001924 00020011 00001925
;; without SPV_INTEL_joint_matrix: a clear error naming it, and no output file
; RUN: rm -f %t.no.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.no.spv
; OFF: llc-spirv: error: {{.*}}conversions.ll:{{[0-9]+}}: in @k: %h = {{.*}}: capability CooperativeMatrixBFloat16ComponentTypeINTEL is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_joint_matrix)
;; matrices of different shapes: an error
; RUN: sed 's/@_Z27__spirv_ConvertFToBF16INTEL(%F %m)/@_Z27__spirv_ConvertFToBF16INTEL(%G %g)/; s/declare spir_func %H @_Z27__spirv_ConvertFToBF16INTEL(%F)/declare spir_func %H @_Z27__spirv_ConvertFToBF16INTEL(%G)/' %s > %t.shape.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion %t.shape.ll -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=SHAPE
; SHAPE: llc-spirv: error: {{.*}}: in @k: %h = {{.*}}: builtin __spirv_ConvertFToBF16INTEL is not supported for spirv64 declared with these types

; CHECK-DAG: OpCapability BFloat16ConversionINTEL
; CHECK-DAG: OpCapability TensorFloat32RoundingINTEL
; CHECK-DAG: OpCapability CooperativeMatrixBFloat16ComponentTypeINTEL
; CHECK-DAG: OpCapability CooperativeMatrixTF32ComponentTypeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_joint_matrix"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#F:]] = OpTypeCooperativeMatrixKHR %[[#F32]]
; CHECK-DAG: %[[#H:]] = OpTypeCooperativeMatrixKHR %[[#I16]]
; CHECK: %[[#M:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#HM:]] = OpConvertFToBF16INTEL %[[#H]] %[[#M]]
; CHECK-NEXT: %[[#]] = OpConvertBF16ToFINTEL %[[#F]] %[[#HM]]
; CHECK-NEXT: %[[#]] = OpRoundFToTF32INTEL %[[#F]] %[[#M]]

target triple = "spirv64-unknown-unknown"

%F = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)
%G = type target("spirv.CooperativeMatrixKHR", float, 3, 16, 8, 2)
%H = type target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2)

define spir_kernel void @k(ptr addrspace(1) align 4 %p, %F %m, %G %g, i64 %n) {
  %h = tail call spir_func %H @_Z27__spirv_ConvertFToBF16INTEL(%F %m)
  %f = tail call spir_func %F @_Z27__spirv_ConvertBF16ToFINTEL(%H %h)
  %t = tail call spir_func %F @_Z25__spirv_RoundFToTF32INTEL(%F %m)
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %p, %F %f, i32 0, i64 %n)
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %p, %F %t, i32 0, i64 %n)
  ret void
}

declare spir_func %H @_Z27__spirv_ConvertFToBF16INTEL(%F)
declare spir_func %F @_Z27__spirv_ConvertBF16ToFINTEL(%H)
declare spir_func %F @_Z25__spirv_RoundFToTF32INTEL(%F)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %F, i32, i64)
