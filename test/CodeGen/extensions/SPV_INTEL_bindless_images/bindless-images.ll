;; SPV_INTEL_bindless_images: SYCL's bindless images reach us as
;; __spirv_ConvertHandleTo{Image,Sampler,SampledImage}INTEL calls on an
;; integer handle as wide as a pointer (64 bits for spirv64, 32 for spirv32).
;; The handle itself needs no more than Int64; only an image whose sampled type
;; is a 64-bit integer also needs Int64ImageEXT of SPV_EXT_shader_image_int64,
;; and without that extension it is an error naming it, never a module without
;; the capability. A handle of the wrong width is an error too (the
;; extension's rule, which SPIRV-Tools does not check). SPIRV-Tools 2023.1
;; does not know the extension: the newer validator checks the output.
; REQUIRES: spirv-val-new
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bindless_images %t/f32.ll -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bindless_images,+SPV_EXT_shader_image_int64 %t/i64.ll -o %t64.spv
; RUN: %spirv-val-new %t64.spv
; RUN: %spirv-dis-new --raw-id --no-header %t64.spv | FileCheck %s --check-prefix=I64
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bindless_images %t/i64.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=NOI64
; RUN: not test -e %t.bad.spv
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_bindless_images %t/h32.ll -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: %spirv-dis-new --raw-id --no-header %t32.spv | FileCheck %s --check-prefix=H32
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bindless_images %t/h32.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=WIDTH
; RUN: not test -e %t.bad.spv

; CHECK-DAG: OpCapability BindlessImagesINTEL
; CHECK-DAG: OpCapability Int64
; CHECK-NOT: Int64ImageEXT
; CHECK-DAG: OpExtension "SPV_INTEL_bindless_images"
; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#C42:]] = OpConstant %[[#U64]] 42
; CHECK-DAG: %[[#C43:]] = OpConstant %[[#U64]] 43
; CHECK-DAG: %[[#IMG:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#SMP:]] = OpTypeSampler
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#FIMG:]] = OpTypeImage %[[#F32]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#SI:]] = OpTypeSampledImage %[[#FIMG]]
; CHECK: %[[#H:]] = OpFunctionParameter %[[#U64]]
; CHECK: OpConvertHandleToImageINTEL %[[#IMG]] %[[#H]]
; CHECK-NEXT: OpConvertHandleToSamplerINTEL %[[#SMP]] %[[#C42]]
; CHECK-NEXT: OpConvertHandleToSampledImageINTEL %[[#SI]] %[[#C43]]

; I64-DAG: OpCapability Int64ImageEXT
; I64-DAG: OpCapability BindlessImagesINTEL
; I64-DAG: OpExtension "SPV_EXT_shader_image_int64"
; I64-DAG: OpExtension "SPV_INTEL_bindless_images"
; I64-DAG: %[[#U64:]] = OpTypeInt 64 0
; I64-DAG: %[[#IMG:]] = OpTypeImage %[[#U64]] 3D 0 0 0 0 Unknown ReadOnly
; I64: %[[#H:]] = OpFunctionParameter %[[#U64]]
; I64: OpConvertHandleToImageINTEL %[[#IMG]] %[[#H]]

; NOI64: llc-spirv: error: {{.*}}i64.ll:2: in @k: {{.*}}: capability Int64ImageEXT is not available for spirv64 (enable it with --spirv-ext=+SPV_EXT_shader_image_int64)

; H32-NOT: OpCapability Int64
; H32-DAG: OpCapability BindlessImagesINTEL
; H32-DAG: OpMemoryModel Physical32 OpenCL
; H32-DAG: %[[#U32:]] = OpTypeInt 32 0
; H32: %[[#H:]] = OpFunctionParameter %[[#U32]]
; H32: OpConvertHandleToImageINTEL %[[#]] %[[#H]]

; WIDTH: llc-spirv: error: {{.*}}h32.ll:2: in @k: {{.*}}: builtin __spirv_ConvertHandleToImageINTEL is not supported for spirv64 with a handle that is not a 64-bit integer

;--- f32.ll
define spir_kernel void @k(i64 %h) {
  %img = call spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELm(i64 %h)
  %smp = call spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64 42)
  %si = call spir_func target("spirv.SampledImage", float, 1, 0, 0, 0, 0, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64 43)
  ret void
}
declare spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELm(i64)
declare spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64)
declare spir_func target("spirv.SampledImage", float, 1, 0, 0, 0, 0, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64)

;--- i64.ll
define spir_kernel void @k(i64 %h) {
  %img = call spir_func target("spirv.Image", i64, 2, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELl(i64 %h)
  ret void
}
declare spir_func target("spirv.Image", i64, 2, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELl(i64)

;--- h32.ll
define spir_kernel void @k(i32 %h) {
  %img = call spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELj(i32 %h)
  ret void
}
declare spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELj(i32)
