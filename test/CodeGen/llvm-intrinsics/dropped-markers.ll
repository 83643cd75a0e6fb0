;; llvm.fake.use (LLVM 20: keeps a value alive for debugging) and the
;; llvm.instrprof.* profiling counters have nothing to do in SPIR-V: they are
;; dropped, and the function is the same as without them.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: sed -e '/fake.use\|instrprof/d' %s > %t.ll
; RUN: llc-spirv -mtriple=spirv64 %t.ll -o %t2.spv
; RUN: cmp %t.spv %t2.spv

@__profn_f = private addrspace(1) constant [1 x i8] c"f"

define spir_func i32 @f(i32 %x) {
  call void @llvm.instrprof.increment(ptr addrspacecast (ptr addrspace(1) @__profn_f to ptr), i64 0, i32 2, i32 0)
  %y = add i32 %x, 1
  call void (...) @llvm.fake.use(i32 %y)
  call void @llvm.instrprof.increment.step(ptr addrspacecast (ptr addrspace(1) @__profn_f to ptr), i64 0, i32 2, i32 1, i64 3)
  call void @llvm.instrprof.cover(ptr addrspacecast (ptr addrspace(1) @__profn_f to ptr), i64 0, i32 2, i32 1)
  ret i32 %y
}

declare void @llvm.fake.use(...)
