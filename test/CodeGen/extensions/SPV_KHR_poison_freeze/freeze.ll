;; freeze with SPV_KHR_poison_freeze: OpFreezeKHR, which pins a value that an
;; undefined value reached to one stable bit pattern, for scalars, vectors,
;; pointers, booleans and structs; freeze of an undef or poison constant
;; stays 0. The instruction comes from lib/grammar-facts.txt (SPIRV-Tools
;; 2023.1 does not know it), so the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_poison_freeze %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; -filetype=asm prints it although the system's disassembler cannot.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_poison_freeze %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability PoisonFreezeKHR
; CHECK-DAG: OpExtension "SPV_KHR_poison_freeze"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V4:]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#PT:]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#BT:]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#ST:]]
; CHECK: %[[#X:]] = OpFreezeKHR %[[#I32]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpFreezeKHR %[[#V4]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpFreezeKHR %[[#PT]] %[[#P]]
; CHECK-NEXT: %[[#]] = OpFreezeKHR %[[#BT]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpFreezeKHR %[[#ST]] %[[#S]]
; CHECK: %[[#]] = OpIAdd %[[#I32]] %[[#X]] %[[#ZERO]]

define spir_func i32 @f(i32 %a, <4 x float> %v, ptr addrspace(1) %p, i1 %b, {i32, float} %s) {
  %x = freeze i32 %a
  %y = freeze <4 x float> %v
  %q = freeze ptr addrspace(1) %p
  %c = freeze i1 %b
  %t = freeze {i32, float} %s
  %u = freeze i32 undef
  %e = extractelement <4 x float> %y, i32 0
  %ei = fptosi float %e to i32
  store i32 %ei, ptr addrspace(1) %q
  %r = add i32 %x, %u
  %t0 = extractvalue {i32, float} %t, 0
  %r2 = add i32 %r, %t0
  %sel = select i1 %c, i32 %r2, i32 0
  ret i32 %sel
}
