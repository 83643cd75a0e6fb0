;; The SPIR-V backend replaces a switch by llvm.spv.switch(selector, default
;; blockaddress, value, blockaddress, ...) followed by an indirectbr to the
;; same blocks: together they are OpSwitch. Phis in the targets keep their
;; predecessors.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#I]] 0
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I]] 10
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I]] 20
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: OpSwitch %[[#X]] %[[#D:]] 1 %[[#B1:]] 2 %[[#B2:]]
; CHECK: %[[#D]] = OpLabel
; CHECK-NEXT: %[[#]] = OpPhi %[[#I]] %[[#C0]] %[[#ENTRY]] %[[#C1]] %[[#B1]] %[[#C2]] %[[#B2]]

define spir_func i32 @f(i32 %x) {
entry:
  call void (i32, ...) @llvm.spv.switch.i32(i32 %x, ptr blockaddress(@f, %d), i32 1, ptr blockaddress(@f, %b1), i32 2, ptr blockaddress(@f, %b2))
  indirectbr ptr null, [label %d, label %b1, label %b2]
b1:
  br label %d
b2:
  br label %d
d:
  %r = phi i32 [ 0, %entry ], [ 10, %b1 ], [ 20, %b2 ]
  ret i32 %r
}

declare void @llvm.spv.switch.i32(i32, ...)
