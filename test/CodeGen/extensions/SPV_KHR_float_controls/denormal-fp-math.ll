;; LLVM's "denormal-fp-math" (every float type) and "denormal-fp-math-f32"
;; (float only) attributes on a kernel state its denormal mode: "ieee" as
;; DenormPreserve, "preserve-sign" and "positive-zero" as DenormFlushToZero,
;; for each float width the module declares (Float16/Float64 only when it
;; uses them). "dynamic" and an output mode that differs from the input mode
;; state nothing. SPIR-V otherwise leaves the mode to the implementation
;; (OpenCL allows either for float), so the modes are stated only where
;; SPV_KHR_float_controls is enabled or the module is SPIR-V 1.4 anyway.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64v1.4 %s -o %t14.spv
; RUN: spirv-val %t14.spv
; RUN: spirv-dis --raw-id %t14.spv | FileCheck %s
;; at 1.0 without the extension: no float-control modes
; RUN: llc-spirv -mtriple=spirv64 %s -o %t10.spv
; RUN: spirv-val %t10.spv
; RUN: spirv-dis --raw-id %t10.spv | FileCheck %s --check-prefix=NONE
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: OpCapability Float64
; CHECK-DAG: OpCapability DenormPreserve
; CHECK-DAG: OpCapability DenormFlushToZero
; CHECK-DAG: OpEntryPoint Kernel %[[#FTZ:]] "ftz"
; CHECK-DAG: OpEntryPoint Kernel %[[#MIX:]] "mixed"
; CHECK-DAG: OpEntryPoint Kernel %[[#POS:]] "positive"
; CHECK-DAG: OpEntryPoint Kernel %[[#NO:]] "none"
; CHECK-DAG: OpExecutionMode %[[#FTZ]] DenormFlushToZero 32
; CHECK-DAG: OpExecutionMode %[[#FTZ]] DenormFlushToZero 64
; CHECK-DAG: OpExecutionMode %[[#MIX]] DenormPreserve 32
; CHECK-DAG: OpExecutionMode %[[#MIX]] DenormFlushToZero 64
; CHECK-DAG: OpExecutionMode %[[#POS]] DenormFlushToZero 32
; CHECK-NOT: OpExecutionMode {{.*}} 16
; CHECK-NOT: OpExecutionMode %[[#NO]] Denorm
; CHECK-NOT: OpExecutionMode %[[#POS]] {{.*}} 64

; NONE-NOT: Denorm

; BACK: define spir_kernel void @ftz(

define spir_kernel void @ftz(ptr addrspace(1) %p) #0 {
  %v = load double, ptr addrspace(1) %p
  %w = fmul double %v, %v
  store double %w, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @mixed() #1 {
  ret void
}

;; only the f32 attribute: float only; the general one differs in and out
define spir_kernel void @positive() #2 {
  ret void
}

define spir_kernel void @none() #3 {
  ret void
}

attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
attributes #1 = { "denormal-fp-math"="preserve-sign" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { "denormal-fp-math"="ieee,preserve-sign" "denormal-fp-math-f32"="positive-zero,positive-zero" }
attributes #3 = { "denormal-fp-math"="dynamic,dynamic" }
