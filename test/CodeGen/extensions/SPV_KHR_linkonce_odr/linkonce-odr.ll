;; With SPV_KHR_linkonce_odr, linkonce_odr and weak_odr definitions (C++ inline
;; functions and templates, which every translation unit may define) get the
;; LinkOnceODR linkage type, so a linker may merge the copies; a plain
;; external definition stays Export, and internal ones get no linkage.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_linkonce_odr %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpExtension "SPV_KHR_linkonce_odr"
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "inl" LinkOnceODR
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "tmpl" LinkOnceODR
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "table" LinkOnceODR
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "api" Export
; CHECK-NOT: LinkageAttributes "local"

@table = linkonce_odr addrspace(1) global i32 7

define linkonce_odr spir_func i32 @inl(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define weak_odr spir_func i32 @tmpl(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define internal spir_func i32 @local(i32 %x) {
  ret i32 %x
}

define spir_func i32 @api(i32 %x) {
  %a = call spir_func i32 @inl(i32 %x)
  %b = call spir_func i32 @tmpl(i32 %a)
  %c = call spir_func i32 @local(i32 %b)
  %t = load i32, ptr addrspace(1) @table
  %s = add i32 %c, %t
  ret i32 %s
}
