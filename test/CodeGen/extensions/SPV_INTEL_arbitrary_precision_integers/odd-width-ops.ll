;; Every integer instruction on widths kept by
;; SPV_INTEL_arbitrary_precision_integers (i2, i4, i13): arithmetic,
;; division and remainders, shifts, bitwise ops, compares, the conversions
;; (trunc, zext, sext, to and from float), select, phi, loads and stores,
;; getelementptr indices, switch literals, vectors, a bitcast from an i1
;; vector, constants in initialisers. Nothing is masked or sign-extended in
;; the register: the instruction has the width. The Khronos reader gives the
;; same IR back.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: OpCapability ArbitraryPrecisionIntegersINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_integers"
; CHECK-DAG: %[[#I2:]] = OpTypeInt 2 0
; CHECK-DAG: %[[#I4:]] = OpTypeInt 4 0
; CHECK-DAG: %[[#I13:]] = OpTypeInt 13 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I13]] 8191
; CHECK-DAG: %[[#MAX:]] = OpConstant %[[#I13]] 4095
; CHECK-DAG: %[[#MIN:]] = OpConstant %[[#I13]] 4096
; CHECK-DAG: %[[#M3:]] = OpConstant %[[#I13]] 8189
; CHECK-DAG: %[[#I2M1:]] = OpConstant %[[#I2]] 3
; CHECK-DAG: %[[#I2M2:]] = OpConstant %[[#I2]] 2
; CHECK-DAG: %[[#I4M8:]] = OpConstant %[[#I4]] 8
; CHECK-DAG: OpConstantComposite %[[#]] %[[#M1]] %[[#]] %[[#MAX]]
; CHECK-DAG: OpConstantComposite %[[#]] %[[#MIN]] %[[#I2M1]]
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I13]] 4

; CHECK: OpFunction %[[#I13]]
; CHECK: OpIAdd %[[#I13]]
; CHECK-NEXT: OpISub %[[#I13]]
; CHECK-NEXT: OpIMul %[[#I13]]
; CHECK-NEXT: OpUDiv %[[#I13]]
; CHECK-NEXT: OpSDiv %[[#I13]] %[[#]] %[[#M3]]
; CHECK-NEXT: OpUMod %[[#I13]]
; CHECK-NEXT: OpSRem %[[#I13]]
; CHECK-NEXT: OpShiftLeftLogical %[[#I13]]
; CHECK-NEXT: OpShiftRightLogical %[[#I13]]
; CHECK-NEXT: OpShiftRightArithmetic %[[#I13]]
; CHECK-NEXT: OpBitwiseAnd %[[#I13]] %[[#]] %[[#MAX]]
; CHECK-NEXT: OpBitwiseOr %[[#I13]]
; CHECK-NEXT: OpBitwiseXor %[[#I13]] %[[#]] %[[#M1]]

; CHECK: OpIEqual
; CHECK-NEXT: OpSLessThan %[[#]] %[[#]] %[[#M1]]
; CHECK-NEXT: OpULessThan
; CHECK-NEXT: OpSGreaterThanEqual %[[#]] %[[#]] %[[#I2M2]]

; CHECK: OpSConvert %[[#I64]] %[[#]]
; CHECK-NEXT: OpUConvert %[[#I64]] %[[#]]
; CHECK-NEXT: OpSelect %[[#I13]] %[[#]] %[[#M1]] %[[#]]
; CHECK-NEXT: OpUConvert %[[#I4]] %[[#]]
; CHECK-NEXT: OpUConvert %[[#I64]] %[[#]]
; CHECK-NEXT: OpUConvert %[[#I2]] %[[#]]

; CHECK: OpConvertSToF %[[#]] %[[#]]
; CHECK-NEXT: OpConvertUToF
; CHECK: OpConvertFToS %[[#I13]]

; CHECK: OpPhi %[[#I4]]
; CHECK-NEXT: OpPhi %[[#I4]]
; CHECK-NEXT: OpSelect %[[#I4]] %[[#]] %[[#]] %[[#I4M8]]
; CHECK: OpPtrAccessChain %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: OpStore %[[#]] %[[#]] Aligned 1
; CHECK: OpLoad %[[#I4]]

; CHECK: OpSwitch %[[#]] %[[#]] 8191 %[[#]] 4095 %[[#]]

; CHECK: OpIMul %[[#V4]]
; CHECK-NEXT: OpVectorShuffle %[[#V4]] %[[#]] %[[#]] 0 5 2 7

; CHECK: OpUConvert %[[#]] %[[#]]
; CHECK-NEXT: OpIAdd

; BACK: @table = addrspace(1) global [3 x i13] [i13 -1, i13 0, i13 4095]
; BACK: @pair = addrspace(1) global %{{.*}} <{ i13 -4096, i2 -1 }>
; BACK: %sdiv = sdiv i13 %udiv, -3
; BACK: %ashr = ashr i13 %lshr, 2
; BACK: %sge = icmp sge i2 %c, -2
; BACK: %sa = sext i13 %a to i64
; BACK: %tb = trunc i4 %td to i2
; BACK: %f = sitofp i13 %a to float
; BACK: %i = fptosi float %f to i13
; BACK: %q = getelementptr i4, ptr addrspace(1) %p, i4 %i
; BACK: switch i13 %x, label %{{.*}} [
; BACK-NEXT: i13 -1, label
; BACK-NEXT: i13 4095, label
; BACK: %m = mul <4 x i13> %a, %b

target triple = "spirv64-unknown-unknown"

define i13 @arith(i13 %a, i13 %b) {
  %add = add i13 %a, %b
  %sub = sub i13 %add, 1000
  %mul = mul i13 %sub, %b
  %udiv = udiv i13 %mul, %a
  %sdiv = sdiv i13 %udiv, -3
  %urem = urem i13 %sdiv, 7
  %srem = srem i13 %urem, %b
  %shl = shl i13 %srem, 3
  %lshr = lshr i13 %shl, %b
  %ashr = ashr i13 %lshr, 2
  %and = and i13 %ashr, 4095
  %or = or i13 %and, %a
  %xor = xor i13 %or, -1
  ret i13 %xor
}

define i1 @compare(i13 %a, i13 %b, i2 %c) {
  %eq = icmp eq i13 %a, %b
  %slt = icmp slt i13 %a, -1
  %ult = icmp ult i13 %a, %b
  %sge = icmp sge i2 %c, -2
  %x = and i1 %eq, %slt
  %y = or i1 %ult, %sge
  %r = xor i1 %x, %y
  ret i1 %r
}

define i64 @convert(i13 %a, i4 %b, i1 %c, i64 %d) {
  %sa = sext i13 %a to i64
  %zb = zext i4 %b to i64
  %sc = sext i1 %c to i13
  %td = trunc i64 %d to i4
  %zc = zext i13 %sc to i64
  %tb = trunc i4 %td to i2
  %zt = zext i2 %tb to i64
  %s1 = add i64 %sa, %zb
  %s2 = add i64 %s1, %zc
  %s3 = add i64 %s2, %zt
  ret i64 %s3
}

define float @tofloat(i13 %a, i4 %b) {
  %f = sitofp i13 %a to float
  %g = uitofp i4 %b to float
  %h = fadd float %f, %g
  ret float %h
}

define i13 @fromfloat(float %f) {
  %i = fptosi float %f to i13
  ret i13 %i
}

define i4 @loop(i4 %n, ptr addrspace(1) %p) {
entry:
  br label %body
body:
  %i = phi i4 [ 0, %entry ], [ %next, %body ]
  %acc = phi i4 [ 5, %entry ], [ %sum, %body ]
  %sel = select i1 true, i4 %i, i4 -8
  %sum = add i4 %acc, %sel
  %q = getelementptr i4, ptr addrspace(1) %p, i4 %i
  store i4 %sum, ptr addrspace(1) %q
  %next = add i4 %i, 1
  %done = icmp eq i4 %next, %n
  br i1 %done, label %exit, label %body
exit:
  %l = load i4, ptr addrspace(1) %p
  ret i4 %l
}

define i32 @choose(i13 %x) {
  switch i13 %x, label %other [ i13 -1, label %minus
                                i13 4095, label %max ]
minus:
  ret i32 1
max:
  ret i32 2
other:
  ret i32 0
}

define <4 x i13> @vectors(<4 x i13> %a, <4 x i13> %b) {
  %m = mul <4 x i13> %a, %b
  %s = shufflevector <4 x i13> %m, <4 x i13> %a, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %e = extractelement <4 x i13> %s, i32 1
  %v = insertelement <4 x i13> %s, i13 %e, i32 3
  ret <4 x i13> %v
}

define i8 @bits(<4 x i1> %m, i8 %x) {
  %i = bitcast <4 x i1> %m to i4
  %z = zext i4 %i to i8
  %r = add i8 %z, %x
  ret i8 %r
}

@table = addrspace(1) global [3 x i13] [i13 -1, i13 0, i13 4095]
@pair = addrspace(1) global <{ i13, i2 }> <{ i13 -4096, i2 -1 }>
