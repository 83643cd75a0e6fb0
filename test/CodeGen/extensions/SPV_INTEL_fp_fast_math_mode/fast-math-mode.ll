;; Fast-math flags become an FPFastMathMode decoration: nnan NotNaN, ninf
;; NotInf, nsz NSZ, arcp AllowRecip, all of them Fast. contract and reassoc
;; have bits only with SPV_INTEL_fp_fast_math_mode (AllowContractFastINTEL,
;; AllowReassocINTEL, capability FPFastMathModeINTEL); without it they are
;; permissions the decoration leaves out, and afn has no bit at all.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_fast_math_mode %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: llc-spirv -mtriple=spirv64 %s -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id %t0.spv | FileCheck %s --check-prefixes=CHECK,NOEXT
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; EXT-DAG: OpCapability FPFastMathModeINTEL
; EXT-DAG: OpExtension "SPV_INTEL_fp_fast_math_mode"
; NOEXT-NOT: FPFastMathModeINTEL
; EXT-DAG: OpDecorate %[[#A:]] FPFastMathMode AllowContractFastINTEL
; EXT-DAG: OpDecorate %[[#B:]] FPFastMathMode NSZ|AllowReassocINTEL
; EXT-DAG: OpDecorate %[[#C:]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|Fast|AllowContractFastINTEL|AllowReassocINTEL
; EXT-DAG: OpDecorate %[[#D:]] FPFastMathMode NotNaN|NotInf
; NOEXT-DAG: OpDecorate %[[#B:]] FPFastMathMode NSZ
; NOEXT-DAG: OpDecorate %[[#C:]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|Fast
; NOEXT-DAG: OpDecorate %[[#D:]] FPFastMathMode NotNaN|NotInf
; NOEXT-NOT: OpDecorate {{.*}} FPFastMathMode
; CHECK: %[[#A:]] = OpFMul
; CHECK-NEXT: %[[#B]] = OpFAdd
; CHECK-NEXT: %[[#C]] = OpFDiv
; CHECK-NEXT: %[[#D]] = OpFSub
; CHECK-NEXT: OpFSub

; BACK: fmul contract float
; BACK-NEXT: fadd reassoc nsz float
; BACK-NEXT: fdiv fast float
; BACK-NEXT: fsub nnan ninf float

define spir_func float @f(float %x, float %y) {
  %a = fmul contract float %x, %y
  %b = fadd reassoc nsz float %a, %y
  %c = fdiv fast float %b, %x
  %d = fsub nnan ninf float %c, %y
  %e = fsub afn float %d, %x
  ret float %e
}
