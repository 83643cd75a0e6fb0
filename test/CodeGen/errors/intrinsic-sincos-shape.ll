;; An llvm.sincos declared with a result that is not a pair of its operand's
;; type (LLVM 19 does not check what it reads as a plain declaration) is a
;; clear error, not invalid SPIR-V.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}intrinsic-sincos-shape.ll:[[#@LINE+3]]: in @f: %r = call { float, i32 } @llvm.sincos.f32(float %x): intrinsic llvm.sincos.f32 declared with these types is not supported for spirv64{{$}}

define spir_func { float, i32 } @f(float %x) {
  %r = call { float, i32 } @llvm.sincos.f32(float %x)
  ret { float, i32 } %r
}

declare { float, i32 } @llvm.sincos.f32(float)
