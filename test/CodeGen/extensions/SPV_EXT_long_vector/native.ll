;; SPV_EXT_long_vector: vectors of more than 16 lanes stay whole, as
;; OpTypeVector of their own length with the LongVectorEXT capability and
;; SPIR-V 1.3 (the extension requires it): arithmetic, comparisons, select,
;; conversions, a bitcast, loads and stores, shuffles, constant and run-time
;; lane indices, constants, a helper's parameters and result, a kernel
;; parameter and globals in CrossWorkgroup and UniformConstant. OpenCL.std
;; still takes at most 16 components, so a lane-wise intrinsic that becomes
;; an extended instruction goes in parts of 16 lanes (the last one shorter,
;; a scalar for one lane) and a reduction reduces its parts. SPIRV-Tools
;; 2023.1 does not know the capability: the newer validator checks the
;; module. The translator (llvm-spirv-15) reads no long vector, so no
;; execution test on PoCL is possible.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_long_vector %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_EXT_long_vector %s -o %t32.spv
; RUN: %spirv-val-new %t32.spv
;; -filetype=asm prints it although the system's disassembler cannot check it
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_long_vector %s -filetype=asm -o - | FileCheck %s
;; the same with every OpenCL extension enabled
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=all %s -o %t.all.spv
; RUN: %spirv-val-new %t.all.spv

; CHECK: ; Version: 1.3
; CHECK-DAG: OpCapability LongVectorEXT
; CHECK-DAG: OpExtension "SPV_EXT_long_vector"
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#V32F:]] = OpTypeVector %[[#F32]] 32
; CHECK-DAG: %[[#V17I:]] = OpTypeVector %[[#I32]] 17
; CHECK-DAG: %[[#V17F:]] = OpTypeVector %[[#F32]] 17
; CHECK-DAG: %[[#V16F:]] = OpTypeVector %[[#F32]] 16
; CHECK-DAG: %[[#V64F:]] = OpTypeVector %[[#F32]] 64
; CHECK-DAG: %[[#V32I:]] = OpTypeVector %[[#I32]] 32
; CHECK-DAG: %[[#V64H:]] = OpTypeVector %[[#I16]] 64
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V32B:]] = OpTypeVector %[[#BOOL]] 32
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#F32]] 2{{$}}
; CHECK-DAG: %[[#SPLAT:]] = OpConstantComposite %[[#V32F]] %[[#TWO]] %[[#TWO]] %[[#TWO]]
; CHECK-DAG: %[[#GPT:]] = OpTypePointer CrossWorkgroup %[[#V32F]]
; CHECK-DAG: %[[#TAB:]] = OpVariable %[[#GPT]] CrossWorkgroup %[[#SPLAT]]
; CHECK-DAG: %[[#CPT:]] = OpTypePointer UniformConstant %[[#V17I]]
; CHECK-DAG: %[[#CST:]] = OpVariable %[[#CPT]] UniformConstant %[[#]]
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#I32]] 16{{$}}
; CHECK-DAG: %[[#SEQ:]] = OpConstantComposite %[[#V17I]] %[[#]] {{(%[0-9]+ )+}}%[[#C16]]{{$}}

@tab = addrspace(1) global <32 x float> splat (float 2.0)
@cst = addrspace(2) constant <17 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>

;; a helper keeps its long signature; fabs goes in two parts of 16 and the
;; ordered reduction threads its sum through both parts' lanes
; CHECK: %[[#HELPER:]] = OpFunction %[[#V32F]] None %[[#]]
; CHECK-NEXT: %[[#HA:]] = OpFunctionParameter %[[#V32F]]
; CHECK-NEXT: %[[#HB:]] = OpFunctionParameter %[[#V32F]]
; CHECK: %[[#M:]] = OpFMul %[[#V32F]] %[[#HA]] %[[#HB]]
; CHECK-NEXT: %[[#LO:]] = OpVectorShuffle %[[#V16F]] %[[#M]] %[[#]] 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15{{$}}
; CHECK-NEXT: %[[#ALO:]] = OpExtInst %[[#V16F]] %[[#OCL]] fabs %[[#LO]]
; CHECK-NEXT: %[[#HI:]] = OpVectorShuffle %[[#V16F]] %[[#M]] %[[#]] 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31{{$}}
; CHECK-NEXT: %[[#AHI:]] = OpExtInst %[[#V16F]] %[[#OCL]] fabs %[[#HI]]
; CHECK-NEXT: %[[#ABS:]] = OpVectorShuffle %[[#V32F]] %[[#ALO]] %[[#AHI]] 0 1 2 {{.*}} 30 31{{$}}
; CHECK-NOT: OpExtInst %[[#V32F]]
; CHECK-COUNT-32: OpFAdd %[[#F32]]
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#V32F]] %[[#]] %[[#ABS]] 31
; CHECK-NEXT: OpReturnValue
define spir_func <32 x float> @helper(<32 x float> %a, <32 x float> %b) {
  %m = fmul <32 x float> %a, %b
  %s = call <32 x float> @llvm.fabs.v32f32(<32 x float> %m)
  %r = call float @llvm.vector.reduce.fadd.v32f32(float 0.0, <32 x float> %s)
  %v = insertelement <32 x float> %s, float %r, i32 31
  ret <32 x float> %v
}

; CHECK: OpFunction %[[#]] None
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#V32F]]
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#A:]] = OpLoad %[[#V32F]] %[[#P]] Aligned 128
; CHECK-NEXT: %[[#T:]] = OpLoad %[[#V32F]] %[[#TAB]] Aligned 128
; CHECK-NEXT: %[[#B:]] = OpFAdd %[[#V32F]] %[[#A]] %[[#X]]
; CHECK-NEXT: %[[#H:]] = OpFunctionCall %[[#V32F]] %[[#HELPER]] %[[#B]] %[[#T]]
; CHECK-NEXT: %[[#C:]] = OpFOrdLessThan %[[#V32B]] %[[#H]] %[[#A]]
; CHECK-NEXT: %[[#D:]] = OpSelect %[[#V32F]] %[[#C]] %[[#H]] %[[#]]
; CHECK-NEXT: %[[#E:]] = OpVectorExtractDynamic %[[#F32]] %[[#D]] %[[#I]]
; CHECK-NEXT: %[[#SH:]] = OpVectorShuffle %[[#V64F]] %[[#D]] %[[#A]] 0 1 2 {{.*}} 62 63{{$}}
; CHECK-NEXT: OpStore %[[#]] %[[#SH]] Aligned 256
; CHECK-NEXT: %[[#CI:]] = OpLoad %[[#V17I]] %[[#CST]] Aligned 128
; CHECK-NEXT: %[[#CF:]] = OpConvertSToF %[[#V17F]] %[[#CI]]
;; maxnum on 17 lanes: 16 lanes, then the last one as a scalar
; CHECK-NEXT: %[[#CLO:]] = OpVectorShuffle %[[#V16F]] %[[#CF]] %[[#]] 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15{{$}}
; CHECK-NEXT: %[[#MLO:]] = OpExtInst %[[#V16F]] %[[#OCL]] fmax %[[#CLO]] %[[#]]
; CHECK-NEXT: %[[#CHI:]] = OpCompositeExtract %[[#F32]] %[[#CF]] 16
; CHECK-NEXT: %[[#MHI:]] = OpExtInst %[[#F32]] %[[#OCL]] fmax %[[#CHI]] %[[#]]
; CHECK: %[[#MX:]] = OpVectorShuffle %[[#V17F]] %[[#MLO]] %[[#]] 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16{{$}}
; CHECK-NEXT: %[[#INS:]] = OpVectorInsertDynamic %[[#V17F]] %[[#MX]] %[[#E]] %[[#I]]
; CHECK: OpStore %[[#]] %[[#INS]] Aligned 4
; CHECK-NEXT: %[[#ADD:]] = OpIAdd %[[#V17I]] %[[#CI]] %[[#SEQ]]
; CHECK-NEXT: %[[#SUB:]] = OpCompositeExtract %[[#I32]] %[[#ADD]] 5
; CHECK: OpStore %[[#]] %[[#SUB]] Aligned 4
; CHECK: %[[#BITS:]] = OpBitcast %[[#V64H]] %[[#]]
; CHECK: OpStore %[[#]] %[[#BITS]] Aligned 4
; CHECK-NEXT: OpReturn
define spir_kernel void @k(ptr addrspace(1) %p, <32 x float> %x, ptr addrspace(1) %q, i32 %i) {
  %a = load <32 x float>, ptr addrspace(1) %p, align 128
  %t = load <32 x float>, ptr addrspace(1) @tab, align 128
  %b = fadd <32 x float> %a, %x
  %h = call <32 x float> @helper(<32 x float> %b, <32 x float> %t)
  %c = fcmp olt <32 x float> %h, %a
  %d = select <32 x i1> %c, <32 x float> %h, <32 x float> zeroinitializer
  %e = extractelement <32 x float> %d, i32 %i
  %sh = shufflevector <32 x float> %d, <32 x float> %a, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  store <64 x float> %sh, ptr addrspace(1) %q, align 256
  %ci = load <17 x i32>, ptr addrspace(2) @cst
  %cf = sitofp <17 x i32> %ci to <17 x float>
  %mx = call <17 x float> @llvm.maxnum.v17f32(<17 x float> %cf, <17 x float> splat (float 3.0))
  %ins = insertelement <17 x float> %mx, float %e, i32 %i
  %g = getelementptr float, ptr addrspace(1) %q, i64 64
  store <17 x float> %ins, ptr addrspace(1) %g, align 4
  %add = add <17 x i32> %ci, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %sub = extractelement <17 x i32> %add, i32 5
  store i32 %sub, ptr addrspace(1) %g, align 4
  %ai = bitcast <32 x float> %a to <32 x i32>
  %bits = bitcast <32 x i32> %ai to <64 x i16>
  store <64 x i16> %bits, ptr addrspace(1) %g, align 4
  ret void
}

declare <32 x float> @llvm.fabs.v32f32(<32 x float>)
declare float @llvm.vector.reduce.fadd.v32f32(float, <32 x float>)
declare <17 x float> @llvm.maxnum.v17f32(<17 x float>, <17 x float>)
