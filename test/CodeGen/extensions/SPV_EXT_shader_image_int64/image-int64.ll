;; An image whose sampled type is a 64-bit integer (the bindless and 64-bit
;; atomic image forms of SYCL) needs Int64ImageEXT of
;; SPV_EXT_shader_image_int64, with Int64 for the type itself.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_image_int64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability Int64ImageEXT
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpExtension "SPV_EXT_shader_image_int64"
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#IMG:]] = OpTypeImage %[[#U64]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#IMG32:]] = OpTypeImage %[[#I32]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK: OpFunctionParameter %[[#IMG]]
; CHECK-NEXT: OpFunctionParameter %[[#IMG32]]

define spir_kernel void @k(target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Image", i32, 1, 0, 0, 0, 0, 0, 0) %img32) {
  ret void
}
