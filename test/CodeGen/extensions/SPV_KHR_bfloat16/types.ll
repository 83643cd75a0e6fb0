;; LLVM's bfloat under SPV_KHR_bfloat16: OpTypeFloat 16 BFloat16KHR for scalars,
;; vectors, arrays, parameters and return values; constants keep their bits;
;; loads, stores, composites, selects, calls and conversions (OpFConvert to and
;; from float and double, OpConvertFToS, OpConvertSToF from a 16-bit integer,
;; OpBitcast) use the type directly, as the extension allows; so does a call of
;; a function defined elsewhere (not a builtin). SPIRV-Tools 2023.1
;; does not know the encoding operand: the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; -filetype=asm prints what the newer disassembler prints
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %s -filetype=asm -o %t.txt
; RUN: %spirv-dis-new --raw-id --no-indent %t.spv -o %t.ref
; RUN: diff %t.ref %t.txt

; CHECK-DAG: OpCapability BFloat16TypeKHR
; CHECK-DAG: OpExtension "SPV_KHR_bfloat16"
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#HALF:]] = OpTypeFloat 16{{$}}
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BF4:]] = OpTypeVector %[[#BF]] 4
; CHECK-DAG: %[[#F4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#BF]] 0x1p+0
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#BF]] 0x1p+1
; CHECK-DAG: %[[#ARR:]] = OpConstantComposite %[[#]] %[[#ONE]] %[[#TWO]]

;; the import comes first
; CHECK: %[[#]] = OpFunction %[[#BF]] None %[[#]]
; CHECK-NEXT: %[[#]] = OpFunctionParameter %[[#BF]]
; CHECK-NEXT: OpFunctionEnd
; CHECK: %[[#]] = OpFunction %[[#BF]] None %[[#]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#BF]]
; CHECK: OpReturnValue %[[#A]]

; CHECK: %[[#V:]] = OpLoad %[[#BF]] %[[#]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#F32]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#F64]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpConvertFToS %[[#I32]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpFunctionCall %[[#BF]] %[[#]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpFunctionCall %[[#BF]] %[[#]] %[[#V]]
; CHECK: %[[#T:]] = OpFConvert %[[#BF]] %[[#]]
; CHECK: %[[#]] = OpConvertSToF %[[#BF]] %[[#]]
; CHECK: %[[#]] = OpSelect %[[#BF]] %[[#]] %[[#T]] %[[#ONE]]
; CHECK: %[[#]] = OpBitcast %[[#HALF]] %[[#]]
; CHECK: %[[#W:]] = OpLoad %[[#BF4]] %[[#]]
; CHECK-NEXT: %[[#E:]] = OpCompositeExtract %[[#BF]] %[[#W]] 3
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#BF4]] %[[#E]] %[[#W]] 0
; CHECK: %[[#]] = OpVectorShuffle %[[#]] %[[#]] %[[#W]] 0 5 1
; CHECK: %[[#]] = OpFConvert %[[#F4]] %[[#]]

target triple = "spirv64-unknown-unknown"

@tab = addrspace(1) global [2 x bfloat] [bfloat 0xR3F80, bfloat 0xR4000]

define spir_func bfloat @id(bfloat %a) {
  ret bfloat %a
}

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %o, i16 %n, i1 %c) {
  %v = load bfloat, ptr addrspace(1) %p, align 2
  %x = fpext bfloat %v to float
  %y = fpext bfloat %v to double
  %i = fptosi bfloat %v to i32
  %r = call spir_func bfloat @id(bfloat %v)
  %r2 = call spir_func bfloat @elsewhere(bfloat %v)
  store bfloat %r2, ptr addrspace(1) %p, align 2
  store float %x, ptr addrspace(1) %f, align 4
  store double %y, ptr addrspace(1) %d, align 8
  store i32 %i, ptr addrspace(1) %o, align 4
  %g = fmul float %x, 3.0
  %t = fptrunc float %g to bfloat
  %s = sitofp i16 %n to bfloat
  %m = select i1 %c, bfloat %t, bfloat 0xR3F80
  store bfloat %m, ptr addrspace(1) %p, align 2
  store bfloat %s, ptr addrspace(1) %p, align 2
  store bfloat %r, ptr addrspace(1) @tab, align 2
  %h = bitcast bfloat %m to half
  store half %h, ptr addrspace(1) %p, align 2
  %w = load <4 x bfloat>, ptr addrspace(1) %p, align 8
  %e = extractelement <4 x bfloat> %w, i32 3
  %z = insertelement <4 x bfloat> %w, bfloat %e, i32 0
  %sh = shufflevector <4 x bfloat> %z, <4 x bfloat> %w, <3 x i32> <i32 0, i32 5, i32 1>
  store <3 x bfloat> %sh, ptr addrspace(1) %p, align 8
  %fv = fpext <4 x bfloat> %z to <4 x float>
  store <4 x float> %fv, ptr addrspace(1) %f, align 16
  ret void
}

declare spir_func bfloat @elsewhere(bfloat)
