;; SPV_INTEL_inline_assembly: one OpAsmTargetINTEL naming the target, one
;; OpAsmINTEL per distinct asm (its type is the asm's function type, then the
;; asm text and the constraint string as written), SideEffectsINTEL on those
;; with side effects, and OpAsmCallINTEL where they are called; pointer
;; operands and results are cast like any call's.
;; OpAsmTargetINTEL has no result type in the extension (nor in newer
;; grammars and the Khronos reader); SPIRV-Headers 1.3.239 gives it one, so
;; Debian 12's spirv-val and spirv-dis misread it: the newer validator checks
;; the module, and llc-spirv's own -filetype=asm prints it right.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_inline_assembly %s -filetype=obj -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_inline_assembly %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_inline_assembly %s -filetype=obj -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}
;; two asms have side effects (the mul has none)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_inline_assembly %s -filetype=asm -o - | grep -c SideEffectsINTEL | FileCheck %s --check-prefix=NSIDE
;; the words of OpAsmTargetINTEL "spirv64": opcode 5609 with 4 words, the
;; result id, the string (no type operand)
; RUN: od -An -v -tx4 -w4 %t.spv | FileCheck %s --check-prefix=WORDS

; CHECK-DAG: OpCapability AsmINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_inline_assembly"
; CHECK-DAG: OpDecorate %[[#ADD:]] SideEffectsINTEL
; CHECK-DAG: OpDecorate %[[#FENCE:]] SideEffectsINTEL
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#GP:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#GI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#T:]] = OpAsmTargetINTEL "spirv64"
; CHECK-DAG: %[[#FII:]] = OpTypeFunction %[[#I32]] %[[#I32]]{{$}}
; CHECK-DAG: %[[#FV:]] = OpTypeFunction %[[#VOID]]{{$}}
; CHECK-DAG: %[[#FPP:]] = OpTypeFunction %[[#GP]] %[[#GP]]{{$}}
; CHECK-DAG: %[[#ADD]] = OpAsmINTEL %[[#I32]] %[[#FII]] %[[#T]] "add $0, $1, 1" "=r,r"
; CHECK-DAG: %[[#MUL:]] = OpAsmINTEL %[[#I32]] %[[#FII]] %[[#T]] "mul $0, $1, $1" "=r,r"
; CHECK-DAG: %[[#FENCE]] = OpAsmINTEL %[[#VOID]] %[[#FV]] %[[#T]] "fence" "~{memory}"
; CHECK-DAG: %[[#MOV:]] = OpAsmINTEL %[[#GP]] %[[#FPP]] %[[#T]] "mov $0, $1" "=r,r"
; CHECK: OpFunction
; CHECK: %[[#OUT:]] = OpFunctionParameter %[[#GP]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#R:]] = OpAsmCallINTEL %[[#I32]] %[[#ADD]] %[[#X]]
; CHECK-NEXT: %[[#S:]] = OpAsmCallINTEL %[[#I32]] %[[#MUL]] %[[#R]]
; CHECK-NEXT: %[[#U:]] = OpAsmCallINTEL %[[#I32]] %[[#MUL]] %[[#S]]
; CHECK-NEXT: OpAsmCallINTEL %[[#VOID]] %[[#FENCE]]
; CHECK-NEXT: %[[#P:]] = OpAsmCallINTEL %[[#GP]] %[[#MOV]] %[[#OUT]]
; CHECK-NEXT: %[[#Q:]] = OpBitcast %[[#GI]] %[[#P]]
; CHECK-NEXT: OpStore %[[#Q]] %[[#U]] Aligned 4

; NSIDE: 2

; WORDS: 000415e9
; WORDS-NEXT: {{[0-9a-f]+}}
; WORDS-NEXT: 72697073
; WORDS-NEXT: 00343676

; BACK: call i32 asm sideeffect "add $0, $1, 1", "=r,r"(i32 %x)
; BACK: call i32 asm "mul $0, $1, $1", "=r,r"(i32 %r)
; BACK: call void asm sideeffect "fence", "~{memory}"()
; BACK: call ptr addrspace(1) asm "mov $0, $1", "=r,r"(ptr addrspace(1) %out)

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %r = call i32 asm sideeffect "add $0, $1, 1", "=r,r"(i32 %x)
  %s = call i32 asm "mul $0, $1, $1", "=r,r"(i32 %r)
  %t = call i32 asm "mul $0, $1, $1", "=r,r"(i32 %s)
  call void asm sideeffect "fence", "~{memory}"()
  %p = call ptr addrspace(1) asm "mov $0, $1", "=r,r"(ptr addrspace(1) %out)
  store i32 %t, ptr addrspace(1) %p
  ret void
}
