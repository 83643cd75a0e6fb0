;; Without SPV_KHR_linkonce_odr, linkonce_odr and weak_odr definitions fall back
;; to Export linkage, as in SPIR-V without the extension (a linker then sees
;; each copy as a definition), and no extension is declared.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
;; Other extensions do not change it.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %s -o %t2.spv
; RUN: cmp %t.spv %t2.spv

; CHECK-NOT: OpExtension
; CHECK-NOT: LinkOnceODR
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "inl" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "tmpl" Export
; CHECK-NOT: LinkOnceODR

define linkonce_odr spir_func i32 @inl(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define weak_odr spir_func i32 @tmpl(i32 %x) {
  %r = call spir_func i32 @inl(i32 %x)
  ret i32 %r
}
