;; llvm.smul.fix/umul.fix and their .sat forms: the double-width product from
;; OpIMul (low half) and OpenCL.std s_mul_hi/u_mul_hi (high half), shifted
;; right by the scale. Saturation checks that the product's bits above the
;; result are all sign (signed) or zero (unsigned). Odd widths (clang's
;; fixed-point types make i47) sign-extend signed operands and mask the result.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#L:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#C15:]] = OpConstant %[[#I]] 15
; CHECK-DAG: %[[#C17:]] = OpConstant %[[#I]] 17
; CHECK-DAG: %[[#C14:]] = OpConstant %[[#I]] 14
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I]] 0
; CHECK-DAG: %[[#ONES:]] = OpConstant %[[#I]] 4294967295
; CHECK-DAG: %[[#MIN:]] = OpConstant %[[#I]] 2147483648
; CHECK-DAG: %[[#MAX:]] = OpConstant %[[#I]] 2147483647
; CHECK-DAG: %[[#M47:]] = OpConstant %[[#L]] 140737488355327
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I]]
;; smul.fix.i32 scale 15: (hi << 17) | (lo >> 15)
; CHECK: %[[#LO:]] = OpIMul %[[#I]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#HI:]] = OpExtInst %[[#I]] %[[#EXT]] s_mul_hi %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#H:]] = OpShiftLeftLogical %[[#I]] %[[#HI]] %[[#C17]]
; CHECK-NEXT: %[[#LS:]] = OpShiftRightLogical %[[#I]] %[[#LO]] %[[#C15]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#I]] %[[#H]] %[[#LS]]
;; smul.fix.sat: hi >> 14 must be 0 or -1, else the limit by hi's sign
; CHECK: %[[#HI2:]] = OpExtInst %[[#I]] %[[#EXT]] s_mul_hi %[[#X]] %[[#Y]]
; CHECK: %[[#R2:]] = OpBitwiseOr %[[#I]]
; CHECK-NEXT: %[[#T:]] = OpShiftRightArithmetic %[[#I]] %[[#HI2]] %[[#C14]]
; CHECK-NEXT: %[[#Z:]] = OpIEqual %[[#B]] %[[#T]] %[[#ZERO]]
; CHECK-NEXT: %[[#N:]] = OpIEqual %[[#B]] %[[#T]] %[[#ONES]]
; CHECK-NEXT: %[[#OK:]] = OpLogicalOr %[[#B]] %[[#Z]] %[[#N]]
; CHECK-NEXT: %[[#NEG:]] = OpSLessThan %[[#B]] %[[#HI2]] %[[#ZERO]]
; CHECK-NEXT: %[[#SAT:]] = OpSelect %[[#I]] %[[#NEG]] %[[#MIN]] %[[#MAX]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I]] %[[#OK]] %[[#R2]] %[[#SAT]]
;; umul.fix.sat scale 0: the high half must be zero
; CHECK: %[[#ULO:]] = OpIMul %[[#I]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#UHI:]] = OpExtInst %[[#I]] %[[#EXT]] u_mul_hi %[[#X]] %[[#Y]]
; CHECK: OpIEqual %[[#B]] %[[#UHI]] %[[#ZERO]]
; CHECK: OpSelect %[[#I]] %[[#]] %[[#ULO]] %[[#ONES]]
;; i47 in 64 bits: operands sign-extended by shifting left and back by 17
; CHECK: OpShiftLeftLogical %[[#L]]
; CHECK-NEXT: OpShiftRightArithmetic %[[#L]]
; CHECK: OpExtInst %[[#L]] %[[#EXT]] s_mul_hi
; CHECK: OpBitwiseAnd %[[#L]] %[[#]] %[[#M47]]

define spir_func void @f(i32 %x, i32 %y, i47 %a, i47 %b, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %m = call i32 @llvm.smul.fix.i32(i32 %x, i32 %y, i32 15)
  %s = call i32 @llvm.smul.fix.sat.i32(i32 %x, i32 %y, i32 15)
  %u = call i32 @llvm.umul.fix.sat.i32(i32 %x, i32 %y, i32 0)
  %w = call i47 @llvm.smul.fix.i47(i47 %a, i47 %b, i32 15)
  %v = call <2 x i16> @llvm.umul.fix.v2i16(<2 x i16> <i16 3, i16 5>, <2 x i16> <i16 7, i16 9>, i32 16)
  store i32 %m, ptr addrspace(1) %p
  store i32 %s, ptr addrspace(1) %p
  store i32 %u, ptr addrspace(1) %p
  store i47 %w, ptr addrspace(1) %q
  store <2 x i16> %v, ptr addrspace(1) %q
  ret void
}
