;; An llvm.spv.* name that is no intrinsic is an error naming it (unless
;; --spv-allow-unknown-intrinsics keeps it as a call); llvm.spv.inline.asm
;; needs SPV_INTEL_inline_assembly.
; RUN: rm -rf %t %t.spv && split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/unknown.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spv-allow-unknown-intrinsics=llvm.spv.made %t/unknown.ll -o %t.ok.spv
; RUN: spirv-val %t.ok.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/asm.ll -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ASM

; UNKNOWN: llc-spirv: error: {{.*}}unknown.ll:2: in @f: {{.*}}: intrinsic llvm.spv.made.up.i32 is not supported for spirv64
; ASM: llc-spirv: error: {{.*}}asm.ll:2: in @f: {{.*}}: inline assembly (llvm.spv.inline.asm; it needs SPV_INTEL_inline_assembly) is not supported for spirv64

;--- unknown.ll
define spir_func i32 @f(i32 %x) {
  %y = call i32 @llvm.spv.made.up.i32(i32 %x)
  ret i32 %y
}
declare i32 @llvm.spv.made.up.i32(i32)
;--- asm.ll
define spir_func void @f(i32 %x) {
  call void (metadata, metadata, ...) @llvm.spv.inline.asm(metadata !0, metadata !0, i32 %x)
  ret void
}
declare void @llvm.spv.inline.asm(metadata, metadata, ...)
!0 = !{!"nop"}
