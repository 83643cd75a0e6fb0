;; SPV_EXT_float8 through the translator's builtins: an E4M3 or E5M2 value is
;; its bits in an i8, and __builtin_spirv_Convert<From>To<To>EXT converts it
;; to or from half or bfloat: the bits become OpTypeFloat 8 <encoding> by
;; OpBitcast, one OpFConvert converts, and a result goes back to bits. The
;; _sat spellings and ClampConvert...INTEL saturate: the conversion carries
;; SaturatedToLargestFloat8NormalConversionEXT. Scalars and vectors (whose i8
;; lanes the front end mangles as int, Dv8_i). SPIRV-Tools 2023.1 does not
;; know the encodings: the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8,+SPV_KHR_bfloat16 %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; -filetype=asm prints what the newer disassembler prints
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8,+SPV_KHR_bfloat16 %s -filetype=asm -o %t.txt
; RUN: %spirv-dis-new --raw-id --no-indent %t.spv -o %t.ref
; RUN: diff %t.ref %t.txt

; CHECK-DAG: OpCapability Float8EXT
; CHECK-DAG: OpCapability BFloat16TypeKHR
; CHECK-DAG: OpExtension "SPV_EXT_float8"
; CHECK-DAG: OpExtension "SPV_KHR_bfloat16"
; CHECK-DAG: OpDecorate %[[#SAT1:]] SaturatedToLargestFloat8NormalConversionEXT
; CHECK-DAG: OpDecorate %[[#SAT2:]] SaturatedToLargestFloat8NormalConversionEXT
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#HALF:]] = OpTypeFloat 16{{$}}
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#E4:]] = OpTypeFloat 8 Float8E4M3EXT
; CHECK-DAG: %[[#E5:]] = OpTypeFloat 8 Float8E5M2EXT
; CHECK-DAG: %[[#I8V:]] = OpTypeVector %[[#I8]] 8
; CHECK-DAG: %[[#E5V:]] = OpTypeVector %[[#E5]] 8
; CHECK-DAG: %[[#BFV:]] = OpTypeVector %[[#BF]] 8
; CHECK-DAG: %[[#HALFV:]] = OpTypeVector %[[#HALF]] 8
; CHECK-DAG: %[[#E4V:]] = OpTypeVector %[[#E4]] 8

; CHECK: %[[#A:]] = OpLoad %[[#I8]]
; CHECK-NEXT: %[[#AF:]] = OpBitcast %[[#E4]] %[[#A]]
; CHECK-NEXT: %[[#H:]] = OpFConvert %[[#HALF]] %[[#AF]]
; CHECK-NEXT: %[[#SAT1]] = OpFConvert %[[#E4]] %[[#H]]
; CHECK-NEXT: %[[#S:]] = OpBitcast %[[#I8]] %[[#SAT1]]
; CHECK-NEXT: OpStore %[[#]] %[[#S]]
; CHECK-NEXT: %[[#VV:]] = OpLoad %[[#I8V]]
; CHECK-NEXT: %[[#VF:]] = OpBitcast %[[#E5V]] %[[#VV]]
; CHECK-NEXT: %[[#B:]] = OpFConvert %[[#BFV]] %[[#VF]]
; CHECK-NEXT: OpStore %[[#]] %[[#B]]
; CHECK-NEXT: %[[#E:]] = OpCompositeExtract %[[#BF]] %[[#B]] 0
; CHECK-NEXT: %[[#SAT2]] = OpFConvert %[[#E5]] %[[#E]]
; CHECK-NEXT: %[[#C:]] = OpBitcast %[[#I8]] %[[#SAT2]]
; CHECK-NEXT: OpStore %[[#]] %[[#C]]
; CHECK-NEXT: %[[#HV:]] = OpLoad %[[#HALFV]]
; CHECK-NEXT: %[[#TV:]] = OpFConvert %[[#E4V]] %[[#HV]]
; CHECK-NEXT: %[[#TB:]] = OpBitcast %[[#I8V]] %[[#TV]]
; CHECK-NEXT: OpStore %[[#]] %[[#TB]]
; CHECK-NEXT: %[[#T5:]] = OpFConvert %[[#E5]] %[[#E]]
; CHECK-NEXT: %[[#T5B:]] = OpBitcast %[[#I8]] %[[#T5]]
; CHECK-NEXT: OpStore %[[#]] %[[#T5B]]
; CHECK-NEXT: %[[#F5:]] = OpBitcast %[[#E5]] %[[#T5B]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#HALF]] %[[#F5]]
; CHECK-NEXT: %[[#F4:]] = OpBitcast %[[#E4]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#BF]] %[[#F4]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %w, ptr addrspace(1) %hp, ptr addrspace(1) %o) {
  %a = load i8, ptr addrspace(1) %p, align 1
  %h = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %a)
  %s = call spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE4M3EXT_satDh(half %h)
  store i8 %s, ptr addrspace(1) %p, align 1
  %vv = load <8 x i8>, ptr addrspace(1) %q, align 8
  %b = call spir_func <8 x bfloat> @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTDv8_i(<8 x i8> %vv)
  store <8 x bfloat> %b, ptr addrspace(1) %w, align 16
  %e = extractelement <8 x bfloat> %b, i32 0
  %c = call spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE5M2INTELDF16b(bfloat %e)
  store i8 %c, ptr addrspace(1) %q, align 1
  %hv = load <8 x half>, ptr addrspace(1) %hp, align 16
  %tv = call spir_func <8 x i8> @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDv8_Dh(<8 x half> %hv)
  store <8 x i8> %tv, ptr addrspace(1) %q, align 8
  %t5 = call spir_func i8 @_Z36__builtin_spirv_ConvertBF16ToE5M2EXTDF16b(bfloat %e)
  store i8 %t5, ptr addrspace(1) %o, align 1
  %h5 = call spir_func half @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTc(i8 %t5)
  %b4 = call spir_func bfloat @_Z36__builtin_spirv_ConvertE4M3ToBF16EXTc(i8 %a)
  store half %h5, ptr addrspace(1) %hp, align 2
  store bfloat %b4, ptr addrspace(1) %w, align 2
  ret void
}

declare spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8)
declare spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE4M3EXT_satDh(half)
declare spir_func <8 x bfloat> @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTDv8_i(<8 x i8>)
declare spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE5M2INTELDF16b(bfloat)
declare spir_func <8 x i8> @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDv8_Dh(<8 x half>)
declare spir_func i8 @_Z36__builtin_spirv_ConvertBF16ToE5M2EXTDF16b(bfloat)
declare spir_func half @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTc(i8)
declare spir_func bfloat @_Z36__builtin_spirv_ConvertE4M3ToBF16EXTc(i8)
