;; A call whose function type is not the callee's: LLVM reads it with the
;; callee's signature. Arguments convert where the bits stay the same (a
;; pointer cast in one address space, a pointer and the pointer-sized integer,
;; a bitcast of equal sizes), an argument the call lacks is undefined, an extra
;; one is dropped, and the result converts back to the call's type. What has
;; no defined meaning (sizes that differ, a result from a void function) is
;; undefined, with a warning.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>%t.err
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv 2>/dev/null && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

define spir_func i64 @f(i64 %a, ptr addrspace(1) %p) {
  store i64 %a, ptr addrspace(1) %p
  ret i64 %a
}

declare spir_func float @ext(i32, ptr)

define spir_func void @g(i32 %x) {
  ret void
}

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#F32]] 1{{$}}
; CHECK-DAG: %[[#UI64:]] = OpUndef %[[#I64]]
; CHECK-DAG: %[[#PL:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK-DAG: %[[#UP:]] = OpUndef %[[#PL]]
; CHECK-DAG: %[[#UI32:]] = OpUndef %[[#I32]]
; CHECK-DAG: OpName %[[#F:]] "f"
; CHECK-DAG: OpName %[[#EXT:]] "ext"
; CHECK-DAG: OpName %[[#G:]] "g"
; CHECK-DAG: OpName %[[#K:]] "k"

; CHECK: %[[#K]] = OpFunction
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#F64]]
; CHECK-NEXT: %[[#PRIV:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel

;; ptr -> i64 and back
; CHECK-NEXT: %[[#QI:]] = OpConvertPtrToU %[[#I64]] %[[#Q]]
; CHECK-NEXT: %[[#R1:]] = OpFunctionCall %[[#I64]] %[[#F]] %[[#QI]] %[[#Q]]
; CHECK-NEXT: %[[#R1P:]] = OpConvertUToPtr %[[#]] %[[#R1]]
; CHECK-NEXT: OpStore %[[#R1P]]

;; double <-> i64
; CHECK-NEXT: %[[#DI:]] = OpBitcast %[[#I64]] %[[#D]]
; CHECK-NEXT: %[[#R2:]] = OpFunctionCall %[[#I64]] %[[#F]] %[[#DI]] %[[#Q]]
; CHECK-NEXT: OpBitcast %[[#F64]] %[[#R2]]

;; float -> i32, an extra argument dropped, float result -> i32
; CHECK-NEXT: %[[#FI:]] = OpBitcast %[[#I32]] %[[#ONE]]
; CHECK-NEXT: %[[#R3:]] = OpFunctionCall %[[#F32]] %[[#EXT]] %[[#FI]] %[[#PRIV]]
; CHECK-NEXT: OpBitcast %[[#I32]] %[[#R3]]

;; a missing argument; an i32 result from a void function
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#G]] %[[#UI32]]

;; an i32 where an i64 is expected, and a missing pointer; no result wanted
; CHECK-NEXT: OpFunctionCall %[[#I64]] %[[#F]] %[[#UI64]] %[[#UP]]
; CHECK-NEXT: OpReturn

define spir_kernel void @k(ptr addrspace(1) %q, double %d, ptr %priv) {
  %r1 = call spir_func ptr addrspace(1) @f(ptr addrspace(1) %q, ptr addrspace(1) %q)
  store i32 1, ptr addrspace(1) %r1
  %r2 = call spir_func double @f(double %d, ptr addrspace(1) %q)
; WARN: warning: {{.*}}call-type-mismatch.ll:[[#@LINE+5]]: in @k: %r4 = call spir_func i32 @g(): a call passing 0 of the 1 parameters of @g: the others are undefined
; WARN: warning: {{.*}}call-type-mismatch.ll:[[#@LINE+4]]: in @k: %r4 = call spir_func i32 @g(): a call that takes a result from @g, which returns none: it is undefined
; WARN: warning: {{.*}}call-type-mismatch.ll:[[#@LINE+4]]: in @k: call spir_func void @f(i32 5): a call passing 1 of the 2 parameters of @f: the others are undefined
; WARN: warning: {{.*}}call-type-mismatch.ll:[[#@LINE+3]]: in @k: call spir_func void @f(i32 5): an argument of a type that @f's signature does not convert to without a change of bits: it is undefined
  %r3 = call spir_func i32 @ext(float 1.0, ptr %priv, i32 7)
  %r4 = call spir_func i32 @g()
  call spir_func void @f(i32 5)
  ret void
}
