;; Without SPV_KHR_abort, as before: llvm.trap and llvm.spv.abort emit nothing
;; (the unreachable after them ends the block; OpenCL has no trap), and a
;; __spirv_AbortKHR call, which asks for the instruction itself, is an error
;; naming the extension. An abort in a block that branches on is an error
;; even with the extension (the branch's targets would lose a predecessor);
;; a trap there stays nothing.
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 %t/trap.ll -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64 %t/call.ll -o %t.c.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.c.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_abort %t/branch.ll -o %t.b.spv 2>&1 | FileCheck %s --check-prefix=BRANCH

; CHECK-NOT: OpExtension
; CHECK-NOT: Abort
; CHECK: OpLabel
; CHECK-NEXT: OpUnreachable

; TB-NOT: Abort
; TB: OpBranch
; TB: OpReturn

; ERR: llc-spirv: error: {{.*}}call.ll:2: in @k: call spir_func void @_Z16__spirv_AbortKHRj(i32 %x): OpAbortKHR needs capability AbortKHR, which is not available for spirv64 (enable it with --spirv-ext=+SPV_KHR_abort)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_abort %t/trap-branch.ll -o %t.tb.spv
; RUN: spirv-dis --raw-id --no-header %t.tb.spv | FileCheck %s --check-prefix=TB
; BRANCH: llc-spirv: error: {{.*}}branch.ll:2: in @k: call void @llvm.spv.abort(i32 7): an abort in a block that does not end in ret or unreachable is not supported for spirv64

;--- trap.ll
define spir_kernel void @k() {
  call void @llvm.trap()
  unreachable
}
declare void @llvm.trap()
;--- call.ll
define spir_kernel void @k(i32 %x) {
  call spir_func void @_Z16__spirv_AbortKHRj(i32 %x)
  ret void
}
declare spir_func void @_Z16__spirv_AbortKHRj(i32)
;--- branch.ll
define spir_kernel void @k() {
  call void @llvm.spv.abort(i32 7)
  br label %next
next:
  ret void
}
declare void @llvm.spv.abort(i32)
;--- trap-branch.ll
define spir_kernel void @k() {
  call void @llvm.trap()
  br label %next
next:
  ret void
}
declare void @llvm.trap()
