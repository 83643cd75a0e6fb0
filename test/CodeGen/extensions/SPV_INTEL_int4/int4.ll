;; SPV_INTEL_int4: i4 is OpTypeInt 4 with the Int4TypeINTEL capability when
;; every use of an i4 in the module is one the extension allows: constants,
;; memory (a scalar i4 only in Function memory, elsewhere only as a lane of a
;; vector of an even lane count), function calls, parameters and returns,
;; conversions (OpUConvert/OpSConvert, to and from floats, OpBitcast),
;; composites, OpSelect and OpPhi. SPIRV-Tools 2023.1 rejects OpTypeInt 4;
;; the newer validator knows the capability (it does not check the list of
;; allowed instructions, which the CHECK lines below do).
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_int4 %s -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %s -filetype=asm -o - | FileCheck %s
;; With SPV_INTEL_arbitrary_precision_integers enabled too, its capability
;; allows i4 everywhere and wins (the output is that of the extension alone).
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4,+SPV_INTEL_arbitrary_precision_integers %s -o %t.ap.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.ap1.spv
; RUN: cmp %t.ap.spv %t.ap1.spv
; RUN: %spirv-val-new %t.ap.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.ap.spv | FileCheck %s --check-prefix=AP

; CHECK-DAG: OpCapability Int4TypeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_int4"
; CHECK-DAG: %[[#I4:]] = OpTypeInt 4 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V8:]] = OpTypeVector %[[#I4]] 8
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I4]] 2
; CHECK-DAG: %[[#PV8:]] = OpTypePointer CrossWorkgroup %[[#V8]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#I4]]
; CHECK-DAG: %[[#M3:]] = OpConstant %[[#I4]] 13
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I4]] 1
; CHECK-DAG: %[[#C14:]] = OpConstant %[[#I4]] 14
; CHECK-DAG: %[[#CV:]] = OpConstantComposite %[[#V2]] %[[#C1]] %[[#C14]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup %[[#CV]]
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PV8]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#A:]] = OpVariable %[[#PF]] Function
; CHECK: %[[#V:]] = OpLoad %[[#V8]] %[[#P]] Aligned 4
; CHECK-NEXT: %[[#E:]] = OpCompositeExtract %[[#I4]] %[[#V]] 3
; CHECK-NEXT: %[[#S:]] = OpSConvert %[[#I32]] %[[#E]]
; CHECK: %[[#]] = OpConvertSToF %[[#F32]] %[[#E]]
; CHECK-NEXT: %[[#]] = OpConvertUToF %[[#F32]] %[[#E]]
; CHECK-NEXT: %[[#FS:]] = OpConvertFToS %[[#I4]] %[[#X]]
; CHECK-NEXT: %[[#T:]] = OpUConvert %[[#I4]] %[[#S]]
; CHECK-NEXT: %[[#SEL:]] = OpSelect %[[#I4]] %[[#]] %[[#T]] %[[#M3]]
; CHECK-NEXT: %[[#W:]] = OpCompositeInsert %[[#V8]] %[[#SEL]] %[[#V]] 0
; CHECK-NEXT: %[[#W2:]] = OpCompositeInsert %[[#V8]] %[[#FS]] %[[#W]] 1
; CHECK-NEXT: %[[#SH:]] = OpVectorShuffle %[[#V8]] %[[#W2]] %[[#V]] 0 1 9 10 11 12 13 15
; CHECK-NEXT: OpStore %[[#P]] %[[#SH]] Aligned 4
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I32]] %[[#SH]]
; CHECK: OpStore %[[#A]] %[[#T]] Aligned 1
; CHECK-NEXT: %[[#L:]] = OpLoad %[[#I4]] %[[#A]] Aligned 1
; CHECK-NEXT: %[[#CC:]] = OpFunctionCall %[[#I4]] %[[#]] %[[#L]]
; CHECK-NEXT: %[[#]] = OpUConvert %[[#I8]] %[[#CC]]
; CHECK-NEXT: %[[#GV:]] = OpLoad %[[#V2]] %[[#G]] Aligned 1
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I8]] %[[#GV]]
; CHECK: %[[#]] = OpPhi %[[#I4]]
; CHECK-NEXT: OpReturnValue

; AP-NOT: Int4TypeINTEL
; AP-DAG: OpCapability ArbitraryPrecisionIntegers{{INTEL|ALTERA}}
; AP-DAG: %[[#]] = OpTypeInt 4 0

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global <2 x i4> <i4 1, i4 -2>

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i1 %c, float %x) {
  %v = load <8 x i4>, ptr addrspace(1) %p, align 4
  %e = extractelement <8 x i4> %v, i32 3
  %s = sext i4 %e to i32
  store i32 %s, ptr addrspace(1) %q, align 4
  %f = sitofp i4 %e to float
  %u = uitofp i4 %e to float
  %fs = fptosi float %x to i4
  %t = trunc i32 %s to i4
  %sel = select i1 %c, i4 %t, i4 -3
  %w = insertelement <8 x i4> %v, i4 %sel, i32 0
  %w2 = insertelement <8 x i4> %w, i4 %fs, i32 1
  %sh = shufflevector <8 x i4> %w2, <8 x i4> %v, <8 x i32> <i32 0, i32 1, i32 9, i32 10, i32 11, i32 12, i32 13, i32 15>
  store <8 x i4> %sh, ptr addrspace(1) %p, align 4
  %b = bitcast <8 x i4> %sh to i32
  store i32 %b, ptr addrspace(1) %q, align 4
  %a = alloca i4, align 1
  store i4 %t, ptr %a, align 1
  %l = load i4, ptr %a, align 1
  %cc = call spir_func i4 @pass(i4 %l)
  %z = zext i4 %cc to i8
  %gv = load <2 x i4>, ptr addrspace(1) @g, align 1
  %g8 = bitcast <2 x i4> %gv to i8
  %sum = add i8 %z, %g8
  store i8 %sum, ptr addrspace(1) %q, align 1
  store float %f, ptr addrspace(1) %q, align 4
  store float %u, ptr addrspace(1) %q, align 4
  ret void
}

define spir_func i4 @pass(i4 %a) {
entry:
  br label %next
next:
  %p = phi i4 [ %a, %entry ]
  ret i4 %p
}
