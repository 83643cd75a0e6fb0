;; __translate_sampler_initializer needs a constant: a run-time sampler
;; value cannot become an OpConstantSampler.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}builtin __translate_sampler_initializer is not supported for spirv64 with a run-time value

define spir_kernel void @k(i32 %bits, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %s = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 %bits)
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}

declare spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32>)
