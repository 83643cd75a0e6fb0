;; A constant vector whose element is a constant expression SPIR-V has no
;; specialization-constant form for (extractelement) is refused with the
;; expression's text and the instruction that uses it; the message used to
;; print the file name where the expression belongs. llvm-stress writes such
;; constants in both environments.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=CL
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv-unknown-vulkan1.3-library %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=VK
; RUN: not test -e %t.spv

; CL: llc-spirv: error: {{.*}}constexpr-in-constant.ll:[[#@LINE+4]]: in @f: store i32 bitcast (<4 x i8> <i8 extractelement {{.*}}: the constant expression 'i8 extractelement (<2 x i8> bitcast (<1 x i16> <i16 231> to <2 x i8>), i ...' inside a constant is not supported for spirv64
; VK: llc-spirv: error: {{.*}}constexpr-in-constant.ll:[[#@LINE+3]]: in @f: store i32 bitcast (<4 x i8> <i8 extractelement {{.*}}: the constant expression 'i8 extractelement (<2 x i8> bitcast (<1 x i16> <i16 231> to <2 x i8>), i ...' inside a constant is not supported for spirv-unknown-vulkan1.3-library

define void @f(ptr %p) {
  store i32 bitcast (<4 x i8> <i8 extractelement (<2 x i8> bitcast (<1 x i16> <i16 231> to <2 x i8>), i32 0), i8 1, i8 2, i8 3> to i32), ptr %p, align 4
  ret void
}
