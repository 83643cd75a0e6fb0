;; Without SPV_EXT_shader_image_int64 an image of 64-bit integers cannot be
;; declared (no core capability allows it): a clear error names the option and
;; no output file is left behind. An image of 32-bit integers needs nothing.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed 's/i64, 1/i32, 1/' %s > %t.ll
; RUN: llc-spirv -mtriple=spirv64 %t.ll -o %t32.spv
; RUN: spirv-val %t32.spv
; RUN: spirv-dis --raw-id --no-header %t32.spv | FileCheck %s --check-prefix=I32

; CHECK: llc-spirv: error: {{.*}}: capability Int64ImageEXT is not available for spirv64 (enable it with --spirv-ext=+SPV_EXT_shader_image_int64)
; I32-NOT: OpExtension
; I32-NOT: Int64ImageEXT
; I32: OpTypeImage

define spir_kernel void @k(target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) %img) {
  ret void
}
