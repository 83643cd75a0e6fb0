;; A module-scope variable in address space 0 would need the Private storage
;; class, which needs Shader; for OpenCL it is a clear error, and no output file
;; is left behind.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

@counter = internal global i32 3, align 4
; CHECK: llc-spirv: error: {{.*}}global-private-addrspace.ll:[[@LINE-1]]: @counter = internal global i32 3, align 4: a module-scope variable in address space 0 (private) is not supported for spirv64; OpenCL program-scope variables live in address space 1 or 2

define i32 @f() {
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}
