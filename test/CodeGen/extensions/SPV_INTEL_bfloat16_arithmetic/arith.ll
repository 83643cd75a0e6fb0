;; SPV_INTEL_bfloat16_arithmetic (with SPV_KHR_bfloat16): fadd, fsub, fmul,
;; fdiv, frem, fneg and fcmp on bfloat are the instructions on BFloat16KHR
;; values themselves, not done in float; the capability
;; BFloat16ArithmeticINTEL (6226) implies BFloat16TypeKHR. The capability is
;; in the extension's specification only (lib/grammar-facts.txt spec= row) and
;; no validator here knows it: the test checks the printed instructions and
;; the capability word. (disabled.ll: without it, the same input in float.)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16,+SPV_INTEL_bfloat16_arithmetic %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16,+SPV_INTEL_bfloat16_arithmetic %s -o %t.spv
;; OpCapability 6226
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | paste -sd' ' | FileCheck %s --check-prefix=WORDS
; WORDS: 00020011 00001852

; CHECK-DAG: OpCapability BFloat16ArithmeticINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_bfloat16_arithmetic"
; CHECK-DAG: OpExtension "SPV_KHR_bfloat16"
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#BF4:]] = OpTypeVector %[[#BF]] 4
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-NOT: OpTypeFloat 32
; CHECK: %[[#A:]] = OpLoad %[[#BF]]
; CHECK-NEXT: %[[#B:]] = OpLoad %[[#BF]]
; CHECK-NEXT: %[[#S:]] = OpFAdd %[[#BF]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#M:]] = OpFMul %[[#BF]] %[[#S]] %[[#B]]
; CHECK-NEXT: %[[#D:]] = OpFDiv %[[#BF]] %[[#M]] %[[#A]]
; CHECK-NEXT: %[[#R:]] = OpFRem %[[#BF]] %[[#D]] %[[#B]]
; CHECK-NEXT: %[[#N:]] = OpFNegate %[[#BF]] %[[#R]]
; CHECK-NEXT: %[[#C:]] = OpFOrdLessThan %[[#BOOL]] %[[#N]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#BF]] %[[#C]] %[[#N]] %[[#A]]
; CHECK: %[[#V:]] = OpLoad %[[#BF4]]
; CHECK-NEXT: %[[#]] = OpFSub %[[#BF4]] %[[#V]] %[[#V]]

target triple = "spirv64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load bfloat, ptr addrspace(1) %p, align 2
  %b = load bfloat, ptr addrspace(1) %q, align 2
  %s = fadd bfloat %a, %b
  %m = fmul bfloat %s, %b
  %d = fdiv bfloat %m, %a
  %r = frem bfloat %d, %b
  %n = fneg bfloat %r
  %c = fcmp olt bfloat %n, %a
  %x = select i1 %c, bfloat %n, bfloat %a
  store bfloat %x, ptr addrspace(1) %p, align 2
  %va = load <4 x bfloat>, ptr addrspace(1) %q, align 8
  %vs = fsub <4 x bfloat> %va, %va
  store <4 x bfloat> %vs, ptr addrspace(1) %q, align 8
  ret void
}
