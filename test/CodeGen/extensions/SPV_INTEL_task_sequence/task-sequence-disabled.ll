;; Without SPV_INTEL_task_sequence (or SPV_ALTERA_task_sequence) a task
;; sequence is an error naming the option: there is no core way to call a
;; function asynchronously. A task sequence's operands that are not constants,
;; and a Get of a function without a result, are errors as well.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/seq.ll -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_task_sequence %t/runtime.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RT
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_task_sequence %t/voidget.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VOID
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}seq.ll:2: in @k: {{.*}}: OpTypeTaskSequenceALTERA needs capability TaskSequenceALTERA, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_task_sequence)
; RT: llc-spirv: error: {{.*}}runtime.ll:2: in @k: {{.*}}: builtin __spirv_TaskSequenceCreateINTEL is not supported for spirv64 with a run-time task sequence parameter
; VOID: llc-spirv: error: {{.*}}voidget.ll:3: in @k: {{.*}}: builtin __spirv_TaskSequenceGetINTEL is not supported for spirv64 without a result (a function returning void has none to get)

;--- seq.ll
define spir_kernel void @k() {
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFvvEiiii(ptr @f, i32 -1, i32 -1, i32 0, i32 1)
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %ts)
  ret void
}
define spir_func void @f() {
  ret void
}
declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFvvEiiii(ptr, i32, i32, i32, i32)
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))

;--- runtime.ll
define spir_kernel void @k(i32 %n) {
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFvvEiiii(ptr @f, i32 -1, i32 -1, i32 %n, i32 1)
  ret void
}
define spir_func void @f() {
  ret void
}
declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFvvEiiii(ptr, i32, i32, i32, i32)

;--- voidget.ll
define spir_kernel void @k() {
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFvvEiiii(ptr @f, i32 -1, i32 -1, i32 0, i32 1)
  call spir_func void @_Z28__spirv_TaskSequenceGetINTELm(target("spirv.TaskSequenceINTEL") %ts)
  ret void
}
define spir_func void @f() {
  ret void
}
declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFvvEiiii(ptr, i32, i32, i32, i32)
declare spir_func void @_Z28__spirv_TaskSequenceGetINTELm(target("spirv.TaskSequenceINTEL"))
