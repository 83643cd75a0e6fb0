;; SPV_KHR_float_controls2: fast-math flags become FPFastMathMode decorations
;; with the extension's bits, under its capability FloatControls2 (the
;; extension deprecates enabling the decoration through Kernel alone): contract
;; AllowContract, reassoc AllowReassoc, and `fast` (every flag) all bits but the
;; deprecated Fast, AllowTransform included (which needs AllowContract and
;; AllowReassoc beside it). The extension requires SPIR-V 1.2, which the module
;; then declares. It supersedes SPV_INTEL_fp_fast_math_mode: with both enabled
;; the bits (same values) come under FloatControls2. Without it, today's
;; decorations (Fast, no contract/reassoc bits). Only a kernel's FPFastMathMode
;; decorations are written (FPFastMathDefault comes only from
;; !spirv.ExecutionMode rows: fast-math-default.ll). SPIRV-Tools
;; 2023.1 does not know FloatControls2: the newer validator checks the output.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id %t.spv | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2,+SPV_INTEL_fp_fast_math_mode %s -o %t2.spv
; RUN: %spirv-val-new %t2.spv
; RUN: %spirv-dis-new --raw-id %t2.spv | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: llc-spirv -mtriple=spirv64 %s -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id %t0.spv | FileCheck %s --check-prefixes=CHECK,NOEXT
;; below SPIR-V 1.2 the extension cannot be used: the decorations of old
; RUN: llc-spirv -mtriple=spirv64v1.0 --spirv-ext=+SPV_KHR_float_controls2 %s -o %t10.spv
; RUN: spirv-val %t10.spv
; RUN: spirv-dis --raw-id %t10.spv | FileCheck %s --check-prefixes=CHECK,NOEXT

; EXT: Version: 1.2
; NOEXT: Version: 1.0
; EXT-DAG: OpCapability FloatControls2
; EXT-DAG: OpExtension "SPV_KHR_float_controls2"
; EXT-NOT: FPFastMathModeINTEL
; NOEXT-NOT: FloatControls2
; EXT-DAG: OpDecorate %[[#A:]] FPFastMathMode AllowContract{{$}}
; EXT-DAG: OpDecorate %[[#B:]] FPFastMathMode NSZ|AllowReassoc{{$}}
; EXT-DAG: OpDecorate %[[#C:]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|AllowContract|AllowReassoc|AllowTransform{{$}}
; EXT-DAG: OpDecorate %[[#D:]] FPFastMathMode NotNaN|NotInf{{$}}
; NOEXT-DAG: OpDecorate %[[#B:]] FPFastMathMode NSZ{{$}}
; NOEXT-DAG: OpDecorate %[[#C:]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|Fast{{$}}
; NOEXT-DAG: OpDecorate %[[#D:]] FPFastMathMode NotNaN|NotInf{{$}}
; CHECK-NOT: OpDecorate {{.*}} FPFastMathMode
; CHECK: %[[#A:]] = OpFMul
; CHECK-NEXT: %[[#B]] = OpFAdd
; CHECK-NEXT: %[[#C]] = OpFDiv
; CHECK-NEXT: %[[#D]] = OpFSub
; CHECK-NEXT: OpFSub

define spir_func float @f(float %x, float %y) {
  %a = fmul contract float %x, %y
  %b = fadd reassoc nsz float %a, %y
  %c = fdiv fast float %b, %x
  %d = fsub nnan ninf float %c, %y
  %e = fsub afn float %d, %x
  ret float %e
}
