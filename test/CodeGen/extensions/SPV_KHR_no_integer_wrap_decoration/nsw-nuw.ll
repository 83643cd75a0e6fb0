;; nsw/nuw become NoSignedWrap/NoUnsignedWrap only where they are free: with
;; SPV_KHR_no_integer_wrap_decoration enabled or on a v1.4+ triple. A plain
;; spirv64 triple neither adds the extension nor raises the version for them.
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NONE
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %s -o - | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: llc-spirv -mtriple=spirv64v1.4 %s -o %t14.spv
; RUN: spirv-val %t14.spv
; RUN: llc-spirv -mtriple=spirv64v1.4 %s -o - | FileCheck %s --check-prefixes=CHECK,V14
;; There the decorations are core: the extension, enabled or not, is not declared.
; RUN: llc-spirv -mtriple=spirv64v1.4 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %s -o %t14e.spv
; RUN: spirv-val %t14e.spv
; RUN: cmp %t14.spv %t14e.spv

; NONE: ; Version: 1.0
; NONE-NOT: OpExtension
; NONE-NOT: Wrap

; EXT: ; Version: 1.0
; EXT: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; V14: ; Version: 1.4
; V14-NOT: OpExtension
; CHECK-DAG: OpDecorate %[[#X:]] NoSignedWrap
; CHECK-DAG: OpDecorate %[[#Y:]] NoSignedWrap
; CHECK-DAG: OpDecorate %[[#Y]] NoUnsignedWrap
; CHECK-DAG: OpDecorate %[[#Z:]] NoUnsignedWrap
; CHECK-NOT: Wrap
; CHECK: %[[#X]] = OpIAdd
; CHECK-NEXT: %[[#Y]] = OpIMul
; CHECK-NEXT: %[[#Z]] = OpShiftLeftLogical
; CHECK-NEXT: OpISub

define i32 @f(i32 %a, i32 %b) {
  %x = add nsw i32 %a, %b
  %y = mul nuw nsw i32 %x, %b
  %z = shl nuw i32 %y, 2
  %w = sub i32 %z, %a
  ret i32 %w
}
