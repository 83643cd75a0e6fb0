;; An OpenCL event is target("spirv.Event") since LLVM 17. IR from before
;; (an event as a plain ptr, as in older LLVM tests) would give an
;; OpGroupAsyncCopy whose result is a pointer, which spirv-val rejects; it is
;; a clear error instead, both for the result and for the event operand.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/result.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RESULT
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/strided.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=STRIDED
; RUN: not test -e %t.spv

; RESULT: llc-spirv: error: {{.*}}result.ll:2: in @k: {{.*}}: builtin async_work_group_copy is not supported for spirv64 with an event that is not a target("spirv.Event")
; STRIDED: llc-spirv: error: {{.*}}strided.ll:2: in @k: {{.*}}: builtin async_work_group_strided_copy is not supported for spirv64 with an event that is not a target("spirv.Event")

;--- result.ll
define spir_kernel void @k(ptr addrspace(3) %d, ptr addrspace(1) %s) {
  %e = call spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %d, ptr addrspace(1) %s, i64 16, ptr null)
  ret void
}
declare spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr)
;--- strided.ll
define spir_kernel void @k(ptr addrspace(3) %d, ptr addrspace(1) %s) {
  %e = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3) %d, ptr addrspace(1) %s, i64 16, i64 2, ptr null)
  ret void
}
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, ptr)
