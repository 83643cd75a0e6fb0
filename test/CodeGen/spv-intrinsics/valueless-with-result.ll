;; llvm.spv.* intrinsics that stand for no value (merges, hints, decorations,
;; barriers, abort, value.md) declared with a result that the function then
;; uses: LLVM 19 does not know these names, so its verifier lets them through.
;; Each is a clear error naming the call; before, the use referred to an id
;; that was never defined and the built-in validator stopped with "internal
;; error" (exit 2). subgroup.ballot declared with a result other than
;; <4 x i32> is an error too (it stored the vector as an i32).
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/merge.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MERGE
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/abort.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ABORT
; RUN: not llc-spirv -mtriple=spirv64 %t/barrier.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BARRIER
; RUN: not llc-spirv -mtriple=spirv64 %t/valuemd.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VALUEMD
; RUN: not llc-spirv -mtriple=spirv64 %t/ballot.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BALLOT
; RUN: not test -e %t.spv
;; The same names declared as LLVM 22 declares them still compile.
; RUN: llc-spirv -mtriple=spirv64 %t/good.ll -o %t.good.spv
; RUN: spirv-val %t.good.spv

; MERGE: llc-spirv: error: {{.*}}merge.ll:2: in @k: %a = call i32 (...) @llvm.spv.loop.merge(): intrinsic llvm.spv.loop.merge declared with these types is not supported for spirv64{{$}}
; ABORT: llc-spirv: error: {{.*}}abort.ll:2: in @k: %a = call i32 (...) @llvm.spv.abort(i32 1): intrinsic llvm.spv.abort declared with these types is not supported for spirv64{{$}}
; BARRIER: llc-spirv: error: {{.*}}barrier.ll:2: in @k: %a = call i32 @llvm.spv.group.memory.barrier(): intrinsic llvm.spv.group.memory.barrier declared with these types is not supported for spirv64{{$}}
; VALUEMD: llc-spirv: error: {{.*}}valuemd.ll:2: in @k: %a = call i32 @llvm.spv.value.md(metadata !"x"): intrinsic llvm.spv.value.md declared with these types is not supported for spirv64{{$}}
; BALLOT: llc-spirv: error: {{.*}}ballot.ll:2: in @k: %a = call i32 @llvm.spv.subgroup.ballot(i1 true): intrinsic llvm.spv.subgroup.ballot declared with these types is not supported for spirv64{{$}}

;--- merge.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 (...) @llvm.spv.loop.merge()
  store i32 %a, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.spv.loop.merge(...)
;--- abort.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 (...) @llvm.spv.abort(i32 1)
  store i32 %a, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.spv.abort(...)
;--- barrier.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 @llvm.spv.group.memory.barrier()
  store i32 %a, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.spv.group.memory.barrier()
;--- valuemd.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 @llvm.spv.value.md(metadata !"x")
  store i32 %a, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.spv.value.md(metadata)
;--- ballot.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 @llvm.spv.subgroup.ballot(i1 true)
  store i32 %a, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.spv.subgroup.ballot(i1)
;--- good.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  call void @llvm.spv.group.memory.barrier()
  %b = call <4 x i32> @llvm.spv.subgroup.ballot(i1 true)
  store <4 x i32> %b, ptr addrspace(1) %p
  ret void
}
declare void @llvm.spv.group.memory.barrier()
declare <4 x i32> @llvm.spv.subgroup.ballot(i1)
