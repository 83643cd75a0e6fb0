;; Without SPV_INTEL_function_pointers, a call through a pointer and the
;; address of a function are clear errors naming the option that would
;; enable them. (The address of a block's function, which clang stores in a
;; block literal, is a null pointer with or without it: see
;; builtins/enqueue/enqueue-kernel-blocks.ll.)
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'
; RUN: sed '/^define void @f(/,/^}/d' %s > %t.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ADDR

; CHECK: llc-spirv: error: {{.*}}fp-disabled.ll:[[@LINE+4]]: in @f: call void %fp(): an indirect call is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_function_pointers)
; ADDR: llc-spirv: error: {{.*}}: in @g: store ptr @g, ptr %p, align 8: function pointers (the address of @g) are not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_function_pointers)

define void @f(ptr %fp) {
  call void %fp()
  ret void
}

define void @g(ptr %p) {
  store ptr @g, ptr %p, align 8
  ret void
}
