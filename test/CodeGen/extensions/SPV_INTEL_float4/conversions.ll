;; SPV_INTEL_float4's E2M1 through the translator's ...INTEL builtins: the
;; value is its bits in an i4 (a 4-bit integer type needs
;; SPV_INTEL_arbitrary_precision_integers), bitcast to OpTypeFloat 4
;; Float4E2M1INTEL (encoding 6214, capability Float4E2M1INTEL 6212) and
;; converted by OpFConvert to or from half, bfloat and the 8-bit floats.
;; No validator here knows the encoding or the capability (they are only in
;; the extension's specification, lib/grammar-facts.txt spec= rows): the test
;; checks the printed instructions and the words of the type.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_float4,+SPV_EXT_float8,+SPV_KHR_bfloat16,+SPV_INTEL_arbitrary_precision_integers %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_float4,+SPV_EXT_float8,+SPV_KHR_bfloat16,+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
;; OpTypeFloat 4 6214: word count 4, opcode 22
; RUN: od -An -tx4 -v -w4 %t.spv | FileCheck %s --check-prefix=WORDS
; WORDS: 00040016
; WORDS-NEXT: {{[0-9a-f]+}}
; WORDS-NEXT: 00000004
; WORDS-NEXT: 00001846

; CHECK-DAG: OpCapability Float4E2M1INTEL
; CHECK-DAG: OpCapability Float8EXT
; CHECK-DAG: OpExtension "SPV_INTEL_float4"
; CHECK-DAG: %[[#I4:]] = OpTypeInt 4 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#HALF:]] = OpTypeFloat 16{{$}}
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#F4:]] = OpTypeFloat 4 Float4E2M1INTEL
; CHECK-DAG: %[[#E5:]] = OpTypeFloat 8 Float8E5M2EXT
; CHECK-DAG: %[[#F4V:]] = OpTypeVector %[[#F4]] 2
; CHECK-DAG: %[[#HALFV:]] = OpTypeVector %[[#HALF]] 2

; CHECK: %[[#A:]] = OpLoad %[[#I4]]
; CHECK-NEXT: %[[#AF:]] = OpBitcast %[[#F4]] %[[#A]]
; CHECK-NEXT: %[[#H:]] = OpFConvert %[[#HALF]] %[[#AF]]
; CHECK-NEXT: %[[#AF2:]] = OpBitcast %[[#F4]] %[[#A]]
; CHECK-NEXT: %[[#E:]] = OpFConvert %[[#E5]] %[[#AF2]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I8]] %[[#E]]
; CHECK-NEXT: %[[#AF3:]] = OpBitcast %[[#F4]] %[[#A]]
; CHECK-NEXT: %[[#B:]] = OpFConvert %[[#BF]] %[[#AF3]]
; CHECK-NEXT: %[[#T:]] = OpFConvert %[[#F4]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I4]] %[[#T]]
; CHECK: %[[#V:]] = OpLoad %[[#]]
; CHECK-NEXT: %[[#VF:]] = OpBitcast %[[#F4V]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#HALFV]] %[[#VF]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %h) {
  %a = load i4, ptr addrspace(1) %p, align 1
  %f = call spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i4 %a)
  %e = call spir_func i8 @_Z38__builtin_spirv_ConvertE2M1ToE5M2INTELi(i4 %a)
  %b = call spir_func bfloat @_Z38__builtin_spirv_ConvertE2M1ToBF16INTELi(i4 %a)
  %t = call spir_func i4 @_Z38__builtin_spirv_ConvertBF16ToE2M1INTELDF16b(bfloat %b)
  store half %f, ptr addrspace(1) %h, align 2
  store i8 %e, ptr addrspace(1) %q, align 1
  store i4 %t, ptr addrspace(1) %p, align 1
  %v = load <2 x i4>, ptr addrspace(1) %p, align 1
  %w = call spir_func <2 x half> @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELDv2_i(<2 x i4> %v)
  store <2 x half> %w, ptr addrspace(1) %h, align 4
  ret void
}

declare spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i4)
declare spir_func i8 @_Z38__builtin_spirv_ConvertE2M1ToE5M2INTELi(i4)
declare spir_func bfloat @_Z38__builtin_spirv_ConvertE2M1ToBF16INTELi(i4)
declare spir_func i4 @_Z38__builtin_spirv_ConvertBF16ToE2M1INTELDF16b(bfloat)
declare spir_func <2 x half> @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELDv2_i(<2 x i4>)
