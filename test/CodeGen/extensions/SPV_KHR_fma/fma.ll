;; SPV_KHR_fma: llvm.fma (scalar, vector, constrained) and OpenCL C's fma()
;; become the core OpFmaKHR, which the extension defines as correctly rounded
;; everywhere. llvm.fmuladd allows an unfused result and keeps OpenCL.std mad.
;; OpFmaKHR comes from lib/grammar-facts.txt (SPIRV-Tools 2023.1 does not know
;; it), so the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_fma %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; -filetype=asm prints it although the system's disassembler cannot.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_fma %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability FMAKHR
; CHECK-DAG: OpExtension "SPV_KHR_fma"
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F16]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#H:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#F64]]
; CHECK: %[[#X:]] = OpFmaKHR %[[#F32]] %[[#A]] %[[#A]] %[[#A]]
; CHECK-NEXT: %[[#M:]] = OpExtInst %[[#F32]] %[[#OCL]] mad %[[#A]] %[[#A]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpFmaKHR %[[#F32]] %[[#M]] %[[#A]] %[[#A]]
; CHECK: %[[#]] = OpFmaKHR %[[#V4]] %[[#H]] %[[#H]] %[[#H]]
; CHECK: %[[#]] = OpFmaKHR %[[#F64]] %[[#D]] %[[#D]] %[[#D]]
; CHECK-NOT: fma

define spir_kernel void @k(ptr addrspace(1) %p, float %a, <4 x half> %h, double %d) {
  %x = call float @llvm.fma.f32(float %a, float %a, float %a)
  %m = call float @llvm.fmuladd.f32(float %a, float %a, float %x)
  %y = call spir_func float @_Z3fmafff(float %m, float %a, float %a)
  store float %y, ptr addrspace(1) %p
  %v = call <4 x half> @llvm.fma.v4f16(<4 x half> %h, <4 x half> %h, <4 x half> %h)
  store <4 x half> %v, ptr addrspace(1) %p
  %e = call double @llvm.experimental.constrained.fma.f64(double %d, double %d, double %d, metadata !"round.dynamic", metadata !"fpexcept.strict")
  store double %e, ptr addrspace(1) %p
  ret void
}

declare spir_func float @_Z3fmafff(float, float, float)
