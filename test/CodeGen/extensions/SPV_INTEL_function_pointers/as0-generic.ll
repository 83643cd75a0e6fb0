;; A module with a variable in address space 0 makes address space 0 Generic
;; throughout (globals/private-addrspace.ll). A function's address stays an
;; OpConstantFunctionPointerINTEL in Function memory, as the Khronos reader
;; takes it (a Generic one reads back as an invalid bitcast of a function),
;; and the uchar* it stands for is cast to generic, in initializers and in
;; instructions alike.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#GU8:]] = OpTypePointer Generic %[[#U8]]
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#FT:]] = OpTypeFunction %[[#U32]] %[[#U32]]
; CHECK-DAG: %[[#FFT:]] = OpTypePointer Function %[[#FT]]
; CHECK-DAG: %[[#GFT:]] = OpTypePointer Generic %[[#FT]]
; CHECK-DAG: %[[#FP:]] = OpConstantFunctionPointerINTEL %[[#FFT]] %[[#F:]]
; CHECK-DAG: %[[#FU8:]] = OpTypePointer Function %[[#U8]]
; CHECK-DAG: %[[#B:]] = OpSpecConstantOp %[[#FU8]] Bitcast %[[#FP]]
; CHECK-DAG: %[[#C:]] = OpSpecConstantOp %[[#GU8]] PtrCastToGeneric %[[#B]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#C]]
; CHECK: %[[#F]] = OpFunction %[[#U32]]
; CHECK: %[[#P:]] = OpLoad %[[#GU8]] %[[#]] Aligned 8
; CHECK: %[[#Q:]] = OpBitcast %[[#GFT]] %[[#P]]
; CHECK-NEXT: %[[#R:]] = OpFunctionPointerCallINTEL %[[#U32]] %[[#Q]]
; CHECK-NEXT: %[[#S:]] = OpSelect %[[#GU8]] %[[#]] %[[#C]] %[[#P]]
; CHECK-NEXT: %[[#T:]] = OpBitcast %[[#GFT]] %[[#S]]
; CHECK-NEXT: OpFunctionPointerCallINTEL %[[#U32]] %[[#T]] %[[#R]]

target triple = "spirv64-unknown-unknown"

@g = global i32 5, align 4
@tab = global ptr @f, align 8

define i32 @f(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out, i1 %c) {
  %p = load ptr, ptr @tab, align 8
  %v = load i32, ptr @g, align 4
  %r = call i32 %p(i32 %v)
  %q = select i1 %c, ptr @f, ptr %p
  %r2 = call i32 %q(i32 %r)
  store i32 %r2, ptr addrspace(1) %out, align 4
  ret void
}
