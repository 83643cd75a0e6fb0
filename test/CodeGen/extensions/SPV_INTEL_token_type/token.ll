;; SPV_INTEL_token_type: LLVM's token type, which intrinsics kept as calls
;; (--spv-allow-unknown-intrinsics) pass among themselves, as
;; OpTypeTokenINTEL (opcode 6113, capability TokenTypeINTEL 6112); `token
;; none` is an OpUndef of it (a token has no null value). The extension has
;; no published grammar: no validator knows the type (lib/grammar-facts.txt
;; spec= rows, numbers from the Khronos translator, which reads it back), so
;; the test checks the printed module and the words.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_token_type --spv-allow-unknown-intrinsics %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_token_type --spv-allow-unknown-intrinsics %s -o %t.spv
;; spirv-val rejects the module at the capability it does not know, its first error
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | tr '\n' ' ' | FileCheck %s --check-prefix=WORDS
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
;; OpCapability 6112 (0x17e0); OpTypeTokenINTEL: word count 2, opcode 0x17e1
; WORDS: 00020011 000017e0
; WORDS: 000217e1

; CHECK-DAG: OpCapability TokenTypeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_token_type"
; CHECK-DAG: %[[#TOK:]] = OpTypeTokenINTEL
; CHECK-DAG: %[[#START:]] = OpTypeFunction %[[#TOK]] %[[#]]
; CHECK-DAG: %[[#END:]] = OpTypeFunction %[[#]] %[[#TOK]]
; CHECK-DAG: %[[#NONE:]] = OpUndef %[[#TOK]]
; CHECK: %[[#S:]] = OpFunction %[[#TOK]] None %[[#START]]
; CHECK: %[[#E:]] = OpFunction %[[#]] None %[[#END]]
; CHECK: OpLabel
; CHECK-NEXT: %[[#T:]] = OpFunctionCall %[[#TOK]] %[[#S]] %[[#]]
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#E]] %[[#T]]
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#E]] %[[#NONE]]

; BACK-DAG: declare token @llvm.foo.start(ptr addrspace(1))
; BACK-DAG: declare void @llvm.foo.end(token)
; BACK: %t = call token @llvm.foo.start(ptr addrspace(1) %p)
; BACK-NEXT: call void @llvm.foo.end(token %t)
; BACK-NEXT: call void @llvm.foo.end(token undef)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %t = call token @llvm.foo.start(ptr addrspace(1) %p)
  call void @llvm.foo.end(token %t)
  call void @llvm.foo.end(token none)
  ret void
}

declare token @llvm.foo.start(ptr addrspace(1))
declare void @llvm.foo.end(token)

; VAL: error: line {{[0-9]+}}: Invalid capability operand: 6112
