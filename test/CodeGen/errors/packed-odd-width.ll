;; A widened odd-width integer (i24 as i32) in a packed struct would move the
;; members after it away from the byte offsets LLVM's layout gives them: a
;; clear error rather than a wrong layout.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv32 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
;; Without packing the layouts agree (i24 takes 4 bytes in LLVM too).
; RUN: sed 's/<{ i24, i8 }>/{ i24, i8 }/' %s > %t.ll
; RUN: llc-spirv -mtriple=spirv64 %t.ll -o %t2.spv && spirv-val %t2.spv

; CHECK: llc-spirv: error: {{.*}}: a packed struct with an i24 member is not supported for spirv{{32|64}}{{.*}} (its layout needs --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)

define spir_func void @f(ptr addrspace(1) %p, i24 %x) {
  %q = getelementptr <{ i24, i8 }>, ptr addrspace(1) %p, i64 0, i32 0
  store i24 %x, ptr addrspace(1) %q
  ret void
}
