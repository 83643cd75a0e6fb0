;; SPV_KHR_bfloat16 allows no arithmetic on bfloat values: fadd, fsub, fmul,
;; fdiv, frem, fneg and fcmp on bfloat are done in float and rounded back. The
;; result is the same: widening is exact, a remainder and a negation are exact,
;; and +, -, *, / round twice innocuously because float's 24 significand bits
;; are at least 2*8+2. Fast-math flags stay on the float instruction.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability BFloat16TypeKHR
; CHECK-DAG: OpExtension "SPV_KHR_bfloat16"
; CHECK-DAG: OpDecorate %[[#MUL:]] FPFastMathMode NotNaN
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#BF2:]] = OpTypeVector %[[#BF]] 2
; CHECK-DAG: %[[#F2:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#HALF:]] = OpConstant %[[#BF]] 0x1p-1

; CHECK: %[[#A:]] = OpLoad %[[#BF]]
; CHECK: %[[#B:]] = OpLoad %[[#BF]]
; CHECK-NEXT: %[[#WA:]] = OpFConvert %[[#F32]] %[[#A]]
; CHECK-NEXT: %[[#WB:]] = OpFConvert %[[#F32]] %[[#B]]
; CHECK-NEXT: %[[#S:]] = OpFAdd %[[#F32]] %[[#WA]] %[[#WB]]
; CHECK-NEXT: %[[#ADD:]] = OpFConvert %[[#BF]] %[[#S]]
; CHECK-NEXT: %[[#W1:]] = OpFConvert %[[#F32]] %[[#ADD]]
; CHECK-NEXT: %[[#W2:]] = OpFConvert %[[#F32]] %[[#HALF]]
; CHECK-NEXT: %[[#MUL]] = OpFMul %[[#F32]] %[[#W1]] %[[#W2]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#BF]] %[[#MUL]]
; CHECK: %[[#]] = OpFSub %[[#F32]]
; CHECK: %[[#]] = OpFDiv %[[#F32]]
; CHECK: %[[#]] = OpFRem %[[#F32]]
; CHECK: %[[#N:]] = OpFNegate %[[#F32]] %[[#]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#BF]] %[[#N]]
; CHECK: %[[#X:]] = OpFConvert %[[#F32]] %[[#]]
; CHECK-NEXT: %[[#Y:]] = OpFConvert %[[#F32]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpFOrdLessThan %[[#BOOL]] %[[#X]] %[[#Y]]
; CHECK: %[[#V:]] = OpLoad %[[#BF2]]
; CHECK-NEXT: %[[#WV:]] = OpFConvert %[[#F2]] %[[#V]]
; CHECK-NEXT: %[[#SQ:]] = OpFMul %[[#F2]] %[[#WV]] %[[#WV]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#BF2]] %[[#SQ]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %o) {
  %a = load bfloat, ptr addrspace(1) %p, align 2
  %q1 = getelementptr bfloat, ptr addrspace(1) %p, i64 1
  %b = load bfloat, ptr addrspace(1) %q1, align 2
  %s = fadd bfloat %a, %b
  %m = fmul nnan bfloat %s, 0xR3F00
  %d = fsub bfloat %m, %b
  %e = fdiv bfloat %d, %a
  %r = frem bfloat %e, %b
  %n = fneg bfloat %r
  %c = fcmp olt bfloat %n, %a
  %z = zext i1 %c to i32
  store bfloat %n, ptr addrspace(1) %q, align 2
  store i32 %z, ptr addrspace(1) %o, align 4
  %v = load <2 x bfloat>, ptr addrspace(1) %p, align 4
  %w = fmul <2 x bfloat> %v, %v
  store <2 x bfloat> %w, ptr addrspace(1) %q, align 4
  ret void
}
