;; Pointer casts are memoised per (value, type, block). The key was a weak hash
;; of the three ids, so two allocas could share one entry and the i16 store to
;; %A1 went through the double* cast of %A (llvm-stress seed 40, reduced; the
;; collision depends on the id numbering, so the body is kept as reduced).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#PF64:]] = OpTypePointer Function %[[#F64]]
; CHECK-DAG: %[[#PI16:]] = OpTypePointer Function %[[#I16]]
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#V4I8:]] = OpTypeVector %[[#I8]] 4
; CHECK-DAG: %[[#PV4I8:]] = OpTypePointer Function %[[#V4I8]]
; CHECK: %[[#A1:]] = OpVariable %[[#PV4I8]] Function
; CHECK-NEXT: %[[#A:]] = OpVariable %[[#PV4I8]] Function
; CHECK: %[[#P:]] = OpBitcast %[[#PF64]] %[[#A]]
; CHECK-NEXT: OpStore %[[#P]] %[[#]] Aligned 8
; CHECK-NEXT: %[[#Q:]] = OpBitcast %[[#PI16]] %[[#A1]]
; CHECK-NEXT: OpStore %[[#Q]] %[[#]] Aligned 2

define void @autogen_SD40(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i32>, i32 0, align 16
  %A3 = alloca <16 x i64>, i32 0, align 128
  %A1 = alloca <4 x i8>, i32 0, align 4
  %A = alloca <4 x i8>, i32 0, align 4
  %L = load float, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E = extractelement <16 x i64> zeroinitializer, i32 0
  %Shuff = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 poison>
  %I = insertelement <16 x i64> zeroinitializer, i64 409361, i32 0
  %Sl = select i1 true, float 0xBB47BA5B80000000, float 0.000000e+00
  %Cmp = fcmp ule float 0x46152C0900000000, 0.000000e+00
  br label %CF40

CF40:                                             ; preds = %BB
  %L5 = load double, ptr %0, align 8
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E6 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff7 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I8 = insertelement <8 x i64> zeroinitializer, i64 474489, i32 0
  %Sl9 = select <2 x i1> zeroinitializer, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp10 = fcmp ult float 0x7FF8000000000000, 0.000000e+00
  br label %CF39

CF39:                                             ; preds = %CF40
  %L11 = load <16 x i8>, ptr null, align 16
  store i32 0, ptr null, align 4
  %Shuff13 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I14 = insertelement <2 x i16> zeroinitializer, i16 1, i32 0
  %B = add i64 1, 0
  %Tr = trunc i64 0 to i32
  %Sl15 = select i1 false, i8 0, i8 0
  %Cmp16 = fcmp uge double 0.000000e+00, 0.000000e+00
  br label %CF

CF:                                               ; preds = %CF39
  %L17 = load <4 x i16>, ptr null, align 8
  %E18 = extractelement <16 x i64> zeroinitializer, i32 0
  %Shuff19 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I20 = insertelement <4 x i16> zeroinitializer, i16 0, i32 0
  %B21 = srem i16 0, 0
  %FC = uitofp i1 false to float
  %Sl22 = select i1 false, ptr null, ptr null
  store double 0.000000e+00, ptr %A, align 8
  store i16 0, ptr %A1, align 2
  ret void
}
