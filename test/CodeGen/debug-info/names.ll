;; OpName for every named global, function, parameter, block and value (an
;; alloca's name goes to its OpVariable); with --spirv-emit-op-names the
;; unnamed ones too, by their LLVM slot numbers (%3 is "3"). Names are valid
;; UTF-8: a byte that starts no UTF-8 character becomes U+FFFD.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,DEFAULT
; RUN: llc-spirv -mtriple=spirv64 --spirv-emit-op-names %s -o %t.all.spv
; RUN: spirv-val %t.all.spv
; RUN: spirv-dis --raw-id --no-header %t.all.spv | FileCheck %s --check-prefixes=CHECK,ALL
; RUN: llc-spirv -mtriple=spirv64 --spirv-emit-op-names=false %s -o %t.none.spv
; RUN: spirv-dis --raw-id --no-header %t.none.spv | FileCheck %s --check-prefix=NONE

; CHECK-DAG: OpName %[[#K:]] "k"
; CHECK-DAG: OpName %[[#G:]] "g"
; CHECK-DAG: OpName %[[#OUT:]] "out"
; CHECK-DAG: OpName %[[#ENTRY:]] "entry"
; CHECK-DAG: OpName %[[#TMP:]] "tmp"
; CHECK-DAG: OpName %[[#SUM:]] "sum"
; CHECK-DAG: OpName %[[#]] "bad�name"
; ALL-DAG: OpName %[[#UNNAMEDG:]] "0"
; ALL-DAG: OpName %[[#N:]] "0"
; ALL-DAG: OpName %[[#X:]] "1"
; ALL-DAG: OpName %[[#NEXT:]] "2"
; DEFAULT-NOT: OpName %[[#]] "{{[0-9]+}}"

; CHECK: %[[#K]] = OpFunction
; CHECK-NEXT: %[[#OUT]] = OpFunctionParameter
; ALL-NEXT: %[[#N]] = OpFunctionParameter
; CHECK: %[[#ENTRY]] = OpLabel
; CHECK-NEXT: %[[#TMP]] = OpVariable
; ALL: %[[#X]] = OpIAdd
; CHECK: %[[#SUM]] = OpIAdd
; CHECK: OpBranch %[[#NEXTL:]]
; ALL: %[[#NEXT]] = OpLabel

; NONE-NOT: OpName
; NONE-NOT: OpMemberName

target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4
@0 = addrspace(1) global i32 1, align 4

define spir_kernel void @k(ptr addrspace(1) %out, i32 %0) {
entry:
  %tmp = alloca i32, align 4
  %1 = add i32 %0, 1
  %sum = add i32 %1, 2
  %"bad\FFname" = mul i32 %sum, 3
  store i32 %"bad\FFname", ptr %tmp, align 4
  br label %2

2:
  %v = load i32, ptr addrspace(1) @0, align 4
  store i32 %v, ptr addrspace(1) @g, align 4
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}
