;; With SPV_KHR_untyped_pointers enabled (the extension alone switches the
;; mode on, as in the Khronos translator and LLVM's backend), data pointers
;; are OpTypeUntypedPointerKHR of their storage class: module-scope and
;; Function variables are OpUntypedVariableKHR naming their data type, every
;; getelementptr an untyped access chain naming its base type (also inside a
;; constant initializer), loads, stores and atomics take their type from the
;; value, and no pointer is ever bitcast to another pointee. 2023.1 does not
;; know the extension, so the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; -filetype=asm prints the new instructions too.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_untyped_pointers %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability UntypedPointersKHR
; CHECK-DAG: OpExtension "SPV_KHR_untyped_pointers"
; CHECK-NOT: OpTypePointer
; CHECK-NOT: OpBitcast
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#GLOBAL:]] = OpTypeUntypedPointerKHR CrossWorkgroup
; CHECK-DAG: %[[#LOCAL:]] = OpTypeUntypedPointerKHR Workgroup
; CHECK-DAG: %[[#CONST:]] = OpTypeUntypedPointerKHR UniformConstant
; CHECK-DAG: %[[#PRIV:]] = OpTypeUntypedPointerKHR Function
; CHECK-DAG: %[[#GEN:]] = OpTypeUntypedPointerKHR Generic
; CHECK-DAG: %[[#COUNTER:]] = OpUntypedVariableKHR %[[#GLOBAL]] CrossWorkgroup %[[#I32]] %[[#]]
; CHECK-DAG: %[[#TILET:]] = OpTypeArray %[[#F32]] %[[#]]
; CHECK-DAG: %[[#TILE:]] = OpUntypedVariableKHR %[[#LOCAL]] Workgroup %[[#TILET]]{{$}}
; CHECK-DAG: %[[#PAIRT:]] = OpTypeArray %[[#I32]] %[[#]]
; CHECK-DAG: %[[#TABLE:]] = OpUntypedVariableKHR %[[#CONST]] UniformConstant %[[#PAIRT]] %[[#]]
; CHECK-DAG: %[[#PAIR:]] = OpUntypedVariableKHR %[[#GLOBAL]] CrossWorkgroup %[[#PAIRT]] %[[#]]
; CHECK-DAG: %[[#ELEM:]] = OpSpecConstantOp %[[#GLOBAL]] UntypedInBoundsPtrAccessChainKHR %[[#PAIRT]] %[[#PAIR]] %[[#]] %[[#]]
; CHECK-DAG: %[[#]] = OpUntypedVariableKHR %[[#GLOBAL]] CrossWorkgroup %[[#GLOBAL]] %[[#ELEM]]
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I32]] %[[#]]
; CHECK-DAG: %[[#AT:]] = OpTypeArray %[[#I32]] %[[#]]

;; a Generic parameter: the callee indexes it as float
; CHECK: %[[#]] = OpFunction %[[#F32]] None %[[#]]
; CHECK-NEXT: %[[#GP:]] = OpFunctionParameter %[[#GEN]]
; CHECK-NEXT: %[[#GI:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#GQ:]] = OpUntypedInBoundsPtrAccessChainKHR %[[#GEN]] %[[#F32]] %[[#GP]] %[[#GI]]
; CHECK-NEXT: %[[#]] = OpLoad %[[#F32]] %[[#GQ]] Aligned 4

; CHECK: %[[#OUT:]] = OpFunctionParameter %[[#GLOBAL]]
; CHECK-NEXT: %[[#IN:]] = OpFunctionParameter %[[#GLOBAL]]
; CHECK-NEXT: %[[#SP:]] = OpFunctionParameter %[[#GLOBAL]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#A:]] = OpUntypedVariableKHR %[[#PRIV]] Function %[[#AT]]
; CHECK: %[[#P:]] = OpUntypedInBoundsPtrAccessChainKHR %[[#GLOBAL]] %[[#F32]] %[[#IN]] %[[#I]]
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#F32]] %[[#P]] Aligned 4
; CHECK-NEXT: %[[#Q:]] = OpUntypedInBoundsPtrAccessChainKHR %[[#GLOBAL]] %[[#S]] %[[#SP]] %[[#I]] %[[#]] %[[#]]
; CHECK-NEXT: OpStore %[[#Q]] %[[#X]] Aligned 4
; CHECK-NEXT: %[[#LP:]] = OpUntypedInBoundsPtrAccessChainKHR %[[#LOCAL]] %[[#TILET]] %[[#TILE]] %[[#]] %[[#I]]
; CHECK-NEXT: OpStore %[[#LP]] %[[#X]] Aligned 4
; CHECK-NEXT: %[[#AP:]] = OpUntypedInBoundsPtrAccessChainKHR %[[#PRIV]] %[[#AT]] %[[#A]] %[[#]] %[[#I]]
; CHECK-NEXT: %[[#T:]] = OpUntypedInBoundsPtrAccessChainKHR %[[#CONST]] %[[#PAIRT]] %[[#TABLE]] %[[#]] %[[#I]]
; CHECK-NEXT: %[[#TV:]] = OpLoad %[[#I32]] %[[#T]] Aligned 4
; CHECK-NEXT: OpStore %[[#AP]] %[[#TV]] Aligned 4
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#I32]] %[[#AP]] Aligned 4
; CHECK-NEXT: %[[#OLD:]] = OpAtomicIAdd %[[#I32]] %[[#COUNTER]] %[[#]] %[[#]] %[[#V]]
;; a byte offset: an access chain over uchar, then an i32 store through it
; CHECK-NEXT: %[[#B:]] = OpUntypedInBoundsPtrAccessChainKHR %[[#GLOBAL]] %[[#I8]] %[[#OUT]] %[[#]]
; CHECK-NEXT: OpStore %[[#B]] %[[#OLD]] Aligned 4
; CHECK-NEXT: %[[#]] = OpAtomicCompareExchange %[[#I32]] %[[#OUT]]
; CHECK: %[[#SEL:]] = OpSelect %[[#GLOBAL]] %[[#]] %[[#IN]] %[[#OUT]]
; CHECK-NEXT: %[[#G:]] = OpPtrCastToGeneric %[[#GEN]] %[[#SEL]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionCall %[[#F32]] %[[#]] %[[#G]] %[[#I]]
;; the same pointer read as i64 and written as float: no casts
; CHECK-NEXT: %[[#]] = OpLoad %[[#I64]] %[[#SEL]] Aligned 8
; CHECK-NEXT: OpStore %[[#OUT]] %[[#Y]] Aligned 4

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spirv64-unknown-unknown"

%struct.S = type { i32, [4 x float] }

@counter = addrspace(1) global i32 0, align 4
@tile = internal addrspace(3) global [8 x float] undef, align 4
@table = internal addrspace(2) constant [2 x i32] [i32 3, i32 5], align 4
@second = addrspace(1) global ptr addrspace(1) getelementptr inbounds ([2 x i32], ptr addrspace(1) @pair, i64 0, i64 1), align 8
@pair = addrspace(1) global [2 x i32] zeroinitializer, align 4

define spir_func float @get(ptr addrspace(4) %p, i64 %i) {
entry:
  %q = getelementptr inbounds float, ptr addrspace(4) %p, i64 %i
  %x = load float, ptr addrspace(4) %q, align 4
  ret float %x
}

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %s, i64 %i, i1 %c) {
entry:
  %a = alloca [4 x i32], align 4
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 %i, i32 1, i64 2
  store float %x, ptr addrspace(1) %q, align 4
  %lp = getelementptr inbounds [8 x float], ptr addrspace(3) @tile, i64 0, i64 %i
  store float %x, ptr addrspace(3) %lp, align 4
  %ap = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
  %t = getelementptr inbounds [2 x i32], ptr addrspace(2) @table, i64 0, i64 %i
  %tv = load i32, ptr addrspace(2) %t, align 4
  store i32 %tv, ptr %ap, align 4
  %v = load i32, ptr %ap, align 4
  %old = atomicrmw add ptr addrspace(1) @counter, i32 %v seq_cst
  %b = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store i32 %old, ptr addrspace(1) %b, align 4
  %pair = cmpxchg ptr addrspace(1) %out, i32 1, i32 2 seq_cst seq_cst
  %sel = select i1 %c, ptr addrspace(1) %in, ptr addrspace(1) %out
  %g = addrspacecast ptr addrspace(1) %sel to ptr addrspace(4)
  %y = call spir_func float @get(ptr addrspace(4) %g, i64 %i)
  %h = load i64, ptr addrspace(1) %sel, align 8
  store float %y, ptr addrspace(1) %out, align 4
  ret void
}
