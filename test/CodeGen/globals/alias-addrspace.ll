;; clang makes an alias of a global array in address space 0 over an address
;; space cast of the global, and casts it back at each use. A chain of casts
;; through a named space is one cast from where it starts (a Function pointer
;; cannot point at CrossWorkgroup memory), in instructions and initializers;
;; through generic the casts stay.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

@table = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@tab2 = alias [4 x i32], addrspacecast (ptr addrspace(1) @table to ptr)
@p = addrspace(1) global ptr addrspace(1) addrspacecast (ptr @tab2 to ptr addrspace(1))
@q = addrspace(1) global ptr addrspace(4) addrspacecast (ptr @tab2 to ptr addrspace(4))

; CHECK-NOT: OpGenericCastToPtr
; CHECK-DAG: %[[#T:]] = OpVariable %[[#]] CrossWorkgroup
; CHECK-DAG: %[[#PB:]] = OpSpecConstantOp %[[#]] Bitcast %[[#T]]
; CHECK-DAG: OpVariable %[[#]] CrossWorkgroup %[[#PB]]
; CHECK-DAG: %[[#QG:]] = OpSpecConstantOp %[[#]] PtrCastToGeneric %[[#T]]
; CHECK-DAG: %[[#QB:]] = OpSpecConstantOp %[[#]] Bitcast %[[#QG]]
; CHECK-DAG: OpVariable %[[#]] CrossWorkgroup %[[#QB]]
; CHECK: OpFunction
; CHECK: OpInBoundsPtrAccessChain %[[#]] %[[#T]]
; CHECK-NOT: OpGenericCastToPtr

define spir_kernel void @k(ptr addrspace(1) %o, i64 %i) {
  %e = getelementptr inbounds [4 x i32], ptr addrspace(1) addrspacecast (ptr @tab2 to ptr addrspace(1)), i64 0, i64 %i
  %v = load i32, ptr addrspace(1) %e
  store i32 %v, ptr addrspace(1) %o
  ret void
}
