;; A __spirv_* call whose literal operand (here the GroupOperation) is not a
;; constant, or is not a valid enumerant, is a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed 's/i32 2, i32 %op, i32 %x/i32 2, i32 77, i32 %x/' %s > %t.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.ll -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ENUM

; CHECK: error: {{.*}}builtin __spirv_GroupIAdd is not supported for spirv64 with a literal operand that is not a constant
; ENUM: error: {{.*}}builtin __spirv_GroupIAdd is not supported for spirv64 with operand 1 = 77, which is not a valid enumerant

target triple = "spirv64-unknown-unknown"

declare spir_func i32 @__spirv_GroupIAdd(i32, i32, i32)

define spir_kernel void @k(ptr addrspace(1) %o, i32 %x, i32 %op) {
  %s = call spir_func i32 @__spirv_GroupIAdd(i32 2, i32 %op, i32 %x)
  store i32 %s, ptr addrspace(1) %o
  ret void
}
