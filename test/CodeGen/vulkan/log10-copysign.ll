;; GLSL.std.450 has neither log10 nor copysign: in the Shader environment
;; llvm.log10 is Log2 times log10(2) (half and float: GLSL's Log2 takes no
;; double), and llvm.copysign takes the sign bit of its second operand over
;; the other bits of the first, in the integer form of the same width (half,
;; float, double, scalars and vectors). The Kernel environment keeps
;; OpenCL.std log10 and copysign.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: sed 's/addrspace(10)/addrspace(1)/' %s > %t.cl.ll
; RUN: llc-spirv -mtriple=spirv64 %t.cl.ll -o %t.cl.spv
; RUN: spirv-val %t.cl.spv
; RUN: spirv-dis --raw-id --no-header %t.cl.spv | FileCheck %s --check-prefix=CL
; RUN: rm -f %t.d.spv
; RUN: sed 's/;DOUBLE //' %s > %t.d.ll
; RUN: not llc-spirv %t.d.ll -o %t.d.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.d.spv

; CHECK-NOT: OpenCL.std
; CHECK-DAG: %[[#GLSL:]] = OpExtInstImport "GLSL.std.450"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2F32:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#V2U32:]] = OpTypeVector %[[#U32]] 2
; CHECK-DAG: %[[#LG2:]] = OpConstant %[[#F32]] 0.30103
; CHECK-DAG: %[[#LG2H:]] = OpConstant %[[#F16]] 0x1.344p-2
; CHECK-DAG: %[[#M32:]] = OpConstant %[[#U32]] 2147483647
; CHECK-DAG: %[[#S32:]] = OpConstant %[[#U32]] 2147483648
; CHECK-DAG: %[[#M16:]] = OpConstant %[[#U16]] 32767
; CHECK-DAG: %[[#S16:]] = OpConstant %[[#U16]] 32768
; CHECK-DAG: %[[#M64:]] = OpConstant %[[#U64]] 9223372036854775807
; CHECK-DAG: %[[#S64:]] = OpConstant %[[#U64]] 9223372036854775808
; CHECK-DAG: %[[#VM32:]] = OpConstantComposite %[[#V2U32]] %[[#M32]] %[[#M32]]
; CHECK-DAG: %[[#VS32:]] = OpConstantComposite %[[#V2U32]] %[[#S32]] %[[#S32]]

; CL-DAG: OpExtInstImport "OpenCL.std"
; CL-DAG: OpExtInst %[[#]] %[[#]] log10 %[[#]]
; CL-DAG: OpExtInst %[[#]] %[[#]] copysign %[[#]] %[[#]]

; ERR: llc-spirv: error: {{.*}}: in @main: %ld = call double @llvm.log10.f64(double %d): GLSL.std.450 Log2 on 64-bit floats (it takes 16- and 32-bit floats only) is not supported for spirv-unknown-vulkan1.3-compute

target triple = "spirv-unknown-vulkan1.3-compute"

@f = internal addrspace(10) global float 0.0
@h = internal addrspace(10) global half 0.0
@d = internal addrspace(10) global double 0.0
@v = internal addrspace(10) global <2 x float> zeroinitializer

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %x = load float, ptr addrspace(10) @f
  %y = load half, ptr addrspace(10) @h
  %d = load double, ptr addrspace(10) @d
  %w = load <2 x float>, ptr addrspace(10) @v
; CHECK: %[[#X:]] = OpLoad %[[#F32]]
; CHECK-NEXT: %[[#Y:]] = OpLoad %[[#F16]]
; CHECK-NEXT: %[[#D:]] = OpLoad %[[#F64]]
; CHECK-NEXT: %[[#W:]] = OpLoad %[[#V2F32]]
  %lf = call float @llvm.log10.f32(float %x)
; CHECK-NEXT: %[[#L:]] = OpExtInst %[[#F32]] %[[#GLSL]] Log2 %[[#X]]
; CHECK-NEXT: %[[#LF:]] = OpFMul %[[#F32]] %[[#L]] %[[#LG2]]
  %lh = call half @llvm.log10.f16(half %y)
; CHECK-NEXT: %[[#L:]] = OpExtInst %[[#F16]] %[[#GLSL]] Log2 %[[#Y]]
; CHECK-NEXT: %[[#LH:]] = OpFMul %[[#F16]] %[[#L]] %[[#LG2H]]
  %cf = call float @llvm.copysign.f32(float %x, float %lf)
; CHECK-NEXT: %[[#A:]] = OpBitcast %[[#U32]] %[[#X]]
; CHECK-NEXT: %[[#B:]] = OpBitcast %[[#U32]] %[[#LF]]
; CHECK-NEXT: %[[#A2:]] = OpBitwiseAnd %[[#U32]] %[[#A]] %[[#M32]]
; CHECK-NEXT: %[[#B2:]] = OpBitwiseAnd %[[#U32]] %[[#B]] %[[#S32]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#U32]] %[[#A2]] %[[#B2]]
; CHECK-NEXT: %[[#CF:]] = OpBitcast %[[#F32]] %[[#R]]
  %ch = call half @llvm.copysign.f16(half %y, half %lh)
; CHECK-NEXT: %[[#A:]] = OpBitcast %[[#U16]] %[[#Y]]
; CHECK-NEXT: %[[#B:]] = OpBitcast %[[#U16]] %[[#LH]]
; CHECK-NEXT: %[[#A2:]] = OpBitwiseAnd %[[#U16]] %[[#A]] %[[#M16]]
; CHECK-NEXT: %[[#B2:]] = OpBitwiseAnd %[[#U16]] %[[#B]] %[[#S16]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#U16]] %[[#A2]] %[[#B2]]
; CHECK-NEXT: %[[#CH:]] = OpBitcast %[[#F16]] %[[#R]]
  %cd = call double @llvm.copysign.f64(double %d, double -1.0)
; CHECK-NEXT: %[[#A:]] = OpBitcast %[[#U64]] %[[#D]]
; CHECK-NEXT: %[[#B:]] = OpBitcast %[[#U64]] %[[#]]
; CHECK-NEXT: %[[#A2:]] = OpBitwiseAnd %[[#U64]] %[[#A]] %[[#M64]]
; CHECK-NEXT: %[[#B2:]] = OpBitwiseAnd %[[#U64]] %[[#B]] %[[#S64]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#U64]] %[[#A2]] %[[#B2]]
; CHECK-NEXT: %[[#CD:]] = OpBitcast %[[#F64]] %[[#R]]
  %cv = call <2 x float> @llvm.copysign.v2f32(<2 x float> %w, <2 x float> <float -0.0, float 1.0>)
; CHECK-NEXT: %[[#A:]] = OpBitcast %[[#V2U32]] %[[#W]]
; CHECK-NEXT: %[[#B:]] = OpBitcast %[[#V2U32]] %[[#]]
; CHECK-NEXT: %[[#A2:]] = OpBitwiseAnd %[[#V2U32]] %[[#A]] %[[#VM32]]
; CHECK-NEXT: %[[#B2:]] = OpBitwiseAnd %[[#V2U32]] %[[#B]] %[[#VS32]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#V2U32]] %[[#A2]] %[[#B2]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#V2F32]] %[[#R]]
;DOUBLE   %ld = call double @llvm.log10.f64(double %d)
;DOUBLE   store double %ld, ptr addrspace(10) @d
  store float %cf, ptr addrspace(10) @f
  store half %ch, ptr addrspace(10) @h
  store double %cd, ptr addrspace(10) @d
  store <2 x float> %cv, ptr addrspace(10) @v
  ret void
}

declare float @llvm.log10.f32(float)
declare half @llvm.log10.f16(half)
declare double @llvm.log10.f64(double)
declare float @llvm.copysign.f32(float, float)
declare half @llvm.copysign.f16(half, half)
declare double @llvm.copysign.f64(double, double)
declare <2 x float> @llvm.copysign.v2f32(<2 x float>, <2 x float>)
