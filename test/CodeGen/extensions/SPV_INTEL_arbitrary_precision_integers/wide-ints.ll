;; Integers wider than 64 bits with SPV_INTEL_arbitrary_precision_integers:
;; i96 and i128 instructions at their width, and constants of any width as
;; multi-word literals, low word first (2.2.1), the bits above the width
;; zero. spirv-dis prints no literal wider than 64 bits, so the words are
;; checked in the binary (one line of hex words): a 128-bit OpConstant is
;; 0x0007002b, its type, its id, then four words; a 96-bit one 0x0006002b
;; and three.
;; llvm-spirv-15's reader stops at an OpSwitch whose literals take more than
;; two words ("Number of literals should not be more then two"): the switch
;; is left out of the read-back.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: od -An -v -tx4 -w4 %t.spv | tr -d ' ' | tr '\n' ' ' | FileCheck %s --check-prefix=WORDS
; RUN: sed '/^define i32 @choose/,/^}/d' %s > %t.ll
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %t.ll -o %t2.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t2.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: OpCapability ArbitraryPrecisionIntegersINTEL
; CHECK-DAG: %[[#I128:]] = OpTypeInt 128 0
; CHECK-DAG: %[[#I96:]] = OpTypeInt 96 0
; CHECK: OpFunction %[[#I128]]
; CHECK: OpIAdd %[[#I128]]
; CHECK-NEXT: OpIMul %[[#I128]]
; CHECK-NEXT: OpUConvert %[[#I128]]
; CHECK-NEXT: OpBitwiseXor %[[#I128]]
; CHECK-NEXT: OpShiftRightArithmetic %[[#I128]]
; CHECK-NEXT: OpSDiv %[[#I128]]
; CHECK-NEXT: OpSRem %[[#I128]]
; CHECK: OpULessThan
; CHECK: OpSConvert %[[#I96]]
; CHECK: OpSelect %[[#I128]] %[[#]] %[[#ALL1:]] %[[#]]
; CHECK: OpBitcast %[[#]] %[[#]]
; CHECK: OpSwitch

;; 2^127 - 1 (the add's operand), -2^127 (the global's initializer), -2
;; (the multiplier), 0x123456789abcdef012345678 as an i96, and a switch on
;; i128 (0x000d00fb: selector, default, then four words and a label per case,
;; for 2^64 + 5 and -1)
; WORDS-DAG: 0007002b {{[0-9a-f]+}} {{[0-9a-f]+}} ffffffff ffffffff ffffffff 7fffffff
; WORDS-DAG: 0007002b {{[0-9a-f]+}} {{[0-9a-f]+}} 00000000 00000000 00000000 80000000
; WORDS-DAG: 0007002b {{[0-9a-f]+}} {{[0-9a-f]+}} fffffffe ffffffff ffffffff ffffffff
; WORDS-DAG: 0006002b {{[0-9a-f]+}} {{[0-9a-f]+}} 12345678 9abcdef0 12345678
; WORDS-DAG: 000d00fb {{[0-9a-f]+}} {{[0-9a-f]+}} 00000005 00000000 00000001 00000000 {{[0-9a-f]+}} ffffffff ffffffff ffffffff ffffffff

; BACK: @min = addrspace(1) global i128 -170141183460469231731687303715884105728
; BACK: add i128 %a, 170141183460469231731687303715884105727
; BACK: mul i128 %{{.*}}, -2
; BACK: icmp ult i128 %{{.*}}, 18446744073709551616
; BACK: add i96 %{{.*}}, 5634002667681019488906794616
; BACK: select i1 %c, i128 -1, i128 0
; BACK: bitcast i128 %{{.*}} to <4 x i32>

target triple = "spirv64-unknown-unknown"

@min = addrspace(1) global i128 -170141183460469231731687303715884105728

define i128 @wide(i128 %a, i96 %b) {
  %1 = add i128 %a, 170141183460469231731687303715884105727
  %2 = mul i128 %1, -2
  %3 = zext i96 %b to i128
  %4 = xor i128 %2, %3
  %5 = ashr i128 %4, 65
  %6 = sdiv i128 %5, 7
  %7 = srem i128 %6, %3
  ret i128 %7
}

define i96 @mixed(i128 %a, i13 %b, i1 %c) {
  %lt = icmp ult i128 %a, 18446744073709551616
  %s = sext i13 %b to i96
  %t = add i96 %s, 5634002667681019488906794616
  %m = select i1 %c, i128 -1, i128 0
  %v = bitcast i128 %m to <4 x i32>
  %e = extractelement <4 x i32> %v, i32 3
  %z = zext i32 %e to i96
  %r = select i1 %lt, i96 %t, i96 %z
  ret i96 %r
}

define i32 @choose(i128 %x) {
  switch i128 %x, label %other [ i128 18446744073709551621, label %big
                                 i128 -1, label %minus ]
big:
  ret i32 1
minus:
  ret i32 2
other:
  ret i32 0
}
