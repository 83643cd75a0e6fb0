;; A module with a variable in address space 0 makes address space 0 Generic
;; throughout (globals/private-addrspace.ll): a run-time sized alloca is then
;; cast to generic where it is made, like a fixed one, and an i1 element is a
;; byte, since generic pointers reach it.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#FU32:]] = OpTypePointer Function %[[#U32]]
; CHECK-DAG: %[[#GU32:]] = OpTypePointer Generic %[[#U32]]
; CHECK-DAG: %[[#FU8:]] = OpTypePointer Function %[[#U8]]
; CHECK-DAG: %[[#GU8:]] = OpTypePointer Generic %[[#U8]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup
; CHECK: %[[#N:]] = OpFunctionParameter %[[#U32]]
; CHECK: %[[#GG:]] = OpPtrCastToGeneric %[[#GU32]] %[[#G]]
; CHECK: %[[#S:]] = OpSaveMemoryINTEL
; CHECK-NEXT: %[[#A:]] = OpVariableLengthArrayINTEL %[[#FU32]] %[[#N]]
; CHECK-NEXT: %[[#AG:]] = OpPtrCastToGeneric %[[#GU32]] %[[#A]]
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#U32]] %[[#GG]] Aligned 4
; CHECK-NEXT: OpStore %[[#AG]] %[[#V]] Aligned 4
; CHECK-NEXT: %[[#B:]] = OpVariableLengthArrayINTEL %[[#FU8]] %[[#N]]
; CHECK-NEXT: %[[#BG:]] = OpPtrCastToGeneric %[[#GU8]] %[[#B]]
; CHECK: OpStore %[[#BG]] %[[#]] Aligned 1
; CHECK: %[[#X:]] = OpLoad %[[#U32]] %[[#AG]] Aligned 4
; CHECK: OpRestoreMemoryINTEL %[[#S]]

target triple = "spirv64-unknown-unknown"

@g = global i32 5, align 4

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i32, i32 %n, align 4
  %v = load i32, ptr @g, align 4
  store i32 %v, ptr %a, align 4
  %b = alloca i1, i32 %n, align 1
  store i1 true, ptr %b, align 1
  %x = load i32, ptr %a, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  call void @llvm.stackrestore.p0(ptr %s)
  ret void
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
