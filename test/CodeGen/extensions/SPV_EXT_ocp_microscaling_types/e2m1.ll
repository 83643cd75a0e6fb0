;; SPV_EXT_ocp_microscaling_types' 4-bit float E2M1 through the translator's
;; builtins: the value is its bits in an i4, bitcast to OpTypeFloat 4
;; Float4E2M1EXT and converted by OpFConvert to or from half, bfloat and the
;; 8-bit floats (SPV_EXT_float8), scalars and vectors. The i4 bits need a
;; 4-bit integer type (SPV_INTEL_arbitrary_precision_integers). The newer
;; validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_ocp_microscaling_types,+SPV_EXT_float8,+SPV_KHR_bfloat16,+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability Float4EXT
; CHECK-DAG: OpCapability Float8EXT
; CHECK-DAG: OpExtension "SPV_EXT_ocp_microscaling_types"
; CHECK-DAG: OpExtension "SPV_EXT_float8"
; CHECK-DAG: %[[#I4:]] = OpTypeInt 4 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#HALF:]] = OpTypeFloat 16{{$}}
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#F4:]] = OpTypeFloat 4 Float4E2M1EXT
; CHECK-DAG: %[[#E4:]] = OpTypeFloat 8 Float8E4M3EXT
; CHECK-DAG: %[[#E5:]] = OpTypeFloat 8 Float8E5M2EXT
; CHECK-DAG: %[[#HALFV:]] = OpTypeVector %[[#HALF]] 8
; CHECK-DAG: %[[#F4V:]] = OpTypeVector %[[#F4]] 8
; CHECK-DAG: %[[#I4V:]] = OpTypeVector %[[#I4]] 8

; CHECK: %[[#A:]] = OpLoad %[[#I4]]
; CHECK-NEXT: %[[#AF:]] = OpBitcast %[[#F4]] %[[#A]]
; CHECK-NEXT: %[[#H:]] = OpFConvert %[[#HALF]] %[[#AF]]
; CHECK-NEXT: %[[#AF2:]] = OpBitcast %[[#F4]] %[[#A]]
; CHECK-NEXT: %[[#B:]] = OpFConvert %[[#BF]] %[[#AF2]]
; CHECK-NEXT: %[[#AF3:]] = OpBitcast %[[#F4]] %[[#A]]
; CHECK-NEXT: %[[#C:]] = OpFConvert %[[#E4]] %[[#AF3]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I8]] %[[#C]]
; CHECK-NEXT: %[[#AF4:]] = OpBitcast %[[#F4]] %[[#A]]
; CHECK-NEXT: %[[#D:]] = OpFConvert %[[#E5]] %[[#AF4]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I8]] %[[#D]]
; CHECK-NEXT: %[[#T:]] = OpFConvert %[[#F4]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I4]] %[[#T]]
; CHECK: %[[#V:]] = OpLoad %[[#HALFV]]
; CHECK-NEXT: %[[#TV:]] = OpFConvert %[[#F4V]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I4V]] %[[#TV]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %h, ptr addrspace(1) %w) {
  %a = load i4, ptr addrspace(1) %p, align 1
  %f = call spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4 %a)
  %b = call spir_func bfloat @_Z36__builtin_spirv_ConvertE2M1ToBF16EXTi(i4 %a)
  %e4 = call spir_func i8 @_Z36__builtin_spirv_ConvertE2M1ToE4M3EXTi(i4 %a)
  %e5 = call spir_func i8 @_Z36__builtin_spirv_ConvertE2M1ToE5M2EXTi(i4 %a)
  %t = call spir_func i4 @_Z36__builtin_spirv_ConvertBF16ToE2M1EXTDF16b(bfloat %b)
  store half %f, ptr addrspace(1) %h, align 2
  store bfloat %b, ptr addrspace(1) %w, align 2
  store i8 %e4, ptr addrspace(1) %q, align 1
  store i8 %e5, ptr addrspace(1) %q, align 1
  store i4 %t, ptr addrspace(1) %p, align 1
  %v = load <8 x half>, ptr addrspace(1) %h, align 16
  %r = call spir_func <8 x i4> @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTDv8_Dh(<8 x half> %v)
  store <8 x i4> %r, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4)
declare spir_func bfloat @_Z36__builtin_spirv_ConvertE2M1ToBF16EXTi(i4)
declare spir_func i8 @_Z36__builtin_spirv_ConvertE2M1ToE4M3EXTi(i4)
declare spir_func i8 @_Z36__builtin_spirv_ConvertE2M1ToE5M2EXTi(i4)
declare spir_func i4 @_Z36__builtin_spirv_ConvertBF16ToE2M1EXTDF16b(bfloat)
declare spir_func <8 x i4> @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTDv8_Dh(<8 x half>)
