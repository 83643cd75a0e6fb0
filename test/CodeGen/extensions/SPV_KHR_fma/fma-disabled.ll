;; Without SPV_KHR_fma, fma stays the extended instruction of the environment:
;; OpenCL.std fma for Kernel modules (and no extension or capability is
;; declared); GLSL.std.450 Fma for Vulkan (fma-vulkan.ll has the enabled case).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-NOT: OpExtension
; CHECK-NOT: FMAKHR
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK: OpFunctionParameter
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter
; CHECK: %[[#X:]] = OpExtInst %[[#F32:]] %[[#OCL]] fma %[[#A]] %[[#A]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#OCL]] fma %[[#X]] %[[#A]] %[[#A]]
; CHECK-NOT: OpFmaKHR

define spir_kernel void @k(ptr addrspace(1) %p, float %a) {
  %x = call float @llvm.fma.f32(float %a, float %a, float %a)
  %y = call spir_func float @_Z3fmafff(float %x, float %a, float %a)
  store float %y, ptr addrspace(1) %p
  ret void
}

declare spir_func float @_Z3fmafff(float, float, float)
