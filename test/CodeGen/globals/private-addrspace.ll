;; Module-scope variables in address space 0 (hand-written IR has them; clang
;; puts OpenCL program-scope variables in address spaces 1 and 2). The Private
;; storage class needs Shader, so in a kernel module such a variable lives in
;; CrossWorkgroup memory, and address space 0 is Generic throughout the
;; module: pointers to the variables and to allocas (cast to generic where they
;; are made) mix in selects, phis and calls, and memory holds them as generic
;; pointers. An i1 alloca is a byte, as it is reached through generic pointers.
;; A module without such variables keeps address space 0 as Function.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

@counter = internal global i32 3, align 4
@table = global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]
@pt = global ptr @counter

; CHECK-DAG: OpCapability GenericPointer
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#CWI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#GI:]] = OpTypePointer Generic %[[#I32]]
; CHECK-DAG: %[[#GI8:]] = OpTypePointer Generic %[[#I8]]
; CHECK-DAG: %[[#FI:]] = OpTypePointer Function %[[#I32]]
; CHECK-DAG: %[[#FI8:]] = OpTypePointer Function %[[#I8]]
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#C:]] = OpVariable %[[#CWI]] CrossWorkgroup %[[#THREE]]
; CHECK-DAG: %[[#T:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#CG:]] = OpSpecConstantOp %[[#GI]] PtrCastToGeneric %[[#C]]
; CHECK-DAG: %[[#CGB:]] = OpSpecConstantOp %[[#GI8]] Bitcast %[[#CG]]
; CHECK-DAG: %[[#PT:]] = OpVariable %[[#]] CrossWorkgroup %[[#CGB]]
; CHECK-DAG: OpDecorate %[[#T]] LinkageAttributes "table" Export
; CHECK-DAG: %[[#SEQ:]] = OpConstant %[[#I32]] 784{{$}}

;; a function taking an address space 0 pointer takes a generic one
; CHECK: OpFunction
; CHECK-NEXT: OpFunctionParameter %[[#GI]]

; CHECK: OpFunction
; CHECK: %[[#A:]] = OpVariable %[[#FI]] Function
; CHECK-NEXT: %[[#B:]] = OpVariable %[[#FI8]] Function
; CHECK-NEXT: %[[#AG:]] = OpPtrCastToGeneric %[[#GI]] %[[#A]]
; CHECK-NEXT: %[[#BG:]] = OpPtrCastToGeneric %[[#GI8]] %[[#B]]
; CHECK-NEXT: %[[#CP:]] = OpPtrCastToGeneric %[[#GI]] %[[#C]]
; CHECK-NEXT: OpPtrCastToGeneric %[[#]] %[[#T]]
; CHECK-NEXT: OpPtrCastToGeneric %[[#]] %[[#PT]]
; CHECK: OpStore %[[#BG]] %[[#]] Aligned 1
; CHECK-NEXT: %[[#SEL:]] = OpSelect %[[#GI]] %[[#]] %[[#AG]] %[[#CP]]
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#]] %[[#SEL]]
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#]] %[[#CP]]
; CHECK: OpAtomicIAdd %[[#I32]] %[[#CP]] %[[#]] %[[#SEQ]]

define spir_func void @bump(ptr %p) {
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %o, i64 %i, i1 %c) {
  %a = alloca i32
  store i32 10, ptr %a
  %b = alloca i1
  store i1 %c, ptr %b
  %sel = select i1 %c, ptr %a, ptr @counter
  call spir_func void @bump(ptr %sel)
  call spir_func void @bump(ptr @counter)
  %v = load i32, ptr @counter
  %e = getelementptr [4 x float], ptr @table, i64 0, i64 %i
  %f = load float, ptr %e
  %q = load ptr, ptr @pt
  %qv = load i32, ptr %q
  %x = atomicrmw add ptr @counter, i32 1 seq_cst
  %fi = fptosi float %f to i32
  %s1 = add i32 %v, %fi
  %s2 = add i32 %s1, %qv
  store i32 %s2, ptr addrspace(1) %o
  ret void
}

;; address space casts: 0 and 4 are both generic here; 0 to 1 leaves generic
; CHECK: = OpFunction %
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#GI]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpStore %[[#P]]
; CHECK-NEXT: %[[#G1:]] = OpGenericCastToPtr %[[#CWI]] %[[#P]]
; CHECK-NEXT: OpStore %[[#G1]]
define spir_func void @casts(ptr %p) {
  %g = addrspacecast ptr %p to ptr addrspace(4)
  store i32 1, ptr addrspace(4) %g
  %h = addrspacecast ptr %p to ptr addrspace(1)
  store i32 2, ptr addrspace(1) %h
  ret void
}
