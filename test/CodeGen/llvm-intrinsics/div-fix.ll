;; llvm.sdiv.fix/udiv.fix and their .sat forms: (a << scale) / b in a width
;; that holds the shifted value (here 32 -> 64 bits), rounded toward zero,
;; clamped to the n-bit range when saturating. 64-bit operands can only have
;; scale 0; then a saturating signed division never divides INT_MIN by -1.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#L:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#C15:]] = OpConstant %[[#L]] 15
; CHECK-DAG: %[[#LMIN:]] = OpConstant %[[#L]] 18446744071562067968
; CHECK-DAG: %[[#LMAX:]] = OpConstant %[[#L]] 2147483647
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#L]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#L]]
; CHECK: %[[#XW:]] = OpSConvert %[[#L]] %[[#X]]
; CHECK-NEXT: %[[#YW:]] = OpSConvert %[[#L]] %[[#Y]]
; CHECK-NEXT: %[[#XS:]] = OpShiftLeftLogical %[[#L]] %[[#XW]] %[[#C15]]
; CHECK-NEXT: %[[#Q:]] = OpSDiv %[[#L]] %[[#XS]] %[[#YW]]
; CHECK-NEXT: %[[#QC:]] = OpExtInst %[[#L]] %[[#EXT]] s_clamp %[[#Q]] %[[#LMIN]] %[[#LMAX]]
; CHECK-NEXT: %[[#]] = OpSConvert %[[#I]] %[[#QC]]
; CHECK: OpUConvert %[[#L]] %[[#X]]
; CHECK: OpUDiv %[[#L]]
; CHECK: OpUConvert %[[#I]]
;; 64 bits, scale 0, saturating: INT_MIN / -1 gives INT_MAX
; CHECK: %[[#IS:]] = OpIEqual %[[#B]] %[[#A]] %[[#]]
; CHECK-NEXT: %[[#M1:]] = OpIEqual %[[#B]] %[[#D]] %[[#]]
; CHECK-NEXT: %[[#OV:]] = OpLogicalAnd %[[#B]] %[[#IS]] %[[#M1]]
; CHECK-NEXT: %[[#DD:]] = OpSelect %[[#L]] %[[#OV]] %[[#]] %[[#D]]
; CHECK-NEXT: %[[#QQ:]] = OpSDiv %[[#L]] %[[#A]] %[[#DD]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#L]] %[[#OV]] %[[#]] %[[#QQ]]

define spir_func void @f(i32 %x, i32 %y, i64 %a, i64 %d, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %s = call i32 @llvm.sdiv.fix.sat.i32(i32 %x, i32 %y, i32 15)
  %u = call i32 @llvm.udiv.fix.i32(i32 %x, i32 %y, i32 16)
  %l = call i64 @llvm.sdiv.fix.sat.i64(i64 %a, i64 %d, i32 0)
  store i32 %s, ptr addrspace(1) %p
  store i32 %u, ptr addrspace(1) %p
  store i64 %l, ptr addrspace(1) %q
  ret void
}
