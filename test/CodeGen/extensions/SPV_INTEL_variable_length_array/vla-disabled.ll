;; Without SPV_INTEL_variable_length_array, an alloca with a run-time element
;; count is a clear error naming the option that would enable it; the
;; llvm.stacksave/llvm.stackrestore of a function without one do nothing.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'
;; Enabled, but unused by a module without such an alloca: neither the
;; capability nor the extension appears.
; RUN: sed -e '/^define void @vla/,/^}/d' %s > %t.ll
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array %t.ll -o %t2.spv
; RUN: spirv-val %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=NONE

; ERR: llc-spirv: error: {{.*}}vla-disabled.ll:[[@LINE+8]]: in @vla: %a = alloca i32, i32 %n, align 4: an alloca with a run-time size is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_variable_length_array)

; NONE-NOT: VariableLengthArrayINTEL
; NONE-NOT: SPV_INTEL_variable_length_array
; NONE-NOT: MemoryINTEL
; NONE: OpVariable

define void @vla(i32 %n) {
  %a = alloca i32, i32 %n, align 4
  store i32 0, ptr %a
  ret void
}

define void @fixed() {
  %sp = call ptr @llvm.stacksave.p0()
  %a = alloca i32, align 4
  store volatile i32 0, ptr %a
  call void @llvm.stackrestore.p0(ptr %sp)
  ret void
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
