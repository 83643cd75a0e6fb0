;; GLSL.std.450's FindUMsb, FindSMsb and FindILsb take 32-bit lanes only: a
;; firstbit intrinsic on a wider integer is a clear error in the Shader
;; environment (the Kernel one computes it in any width from OpenCL.std).
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.cl.spv
; RUN: spirv-val %t.cl.spv

; ERR: llc-spirv: error: {{.*}}vulkan-firstbit-wide.ll:[[#@LINE+4]]: in @hi: %a = call i32 @llvm.spv.firstbituhigh.i64(i64 %x): llvm.spv.firstbituhigh on integers wider than 32 bits (GLSL.std.450 FindUMsb takes 32-bit lanes only) is not supported for spirv-unknown-vulkan1.3-library
target triple = "spirv-unknown-vulkan1.3-library"

define i32 @hi(i64 %x) {
  %a = call i32 @llvm.spv.firstbituhigh.i64(i64 %x)
  ret i32 %a
}

declare i32 @llvm.spv.firstbituhigh.i64(i64)
