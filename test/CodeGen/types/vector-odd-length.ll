;; Vectors of lengths SPIR-V lacks are the next SPIR-V vector: 5 to 7 lanes
;; take 8, 9 to 15 take 16 (Vector16), as LLVM's backend widens them; the extra
;; lanes hold anything. That is also their layout in memory: LLVM gives a
;; <6 x float> 32 bytes and a <12 x i8> 16. Constant vectors fill the extra
;; lanes with OpUndef.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability Vector16
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V8F:]] = OpTypeVector %[[#F32]] 8
; CHECK-DAG: %[[#V16I8:]] = OpTypeVector %[[#I8]] 16
; CHECK-DAG: %[[#V8I:]] = OpTypeVector %[[#I32]] 8
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#F32]] 1{{$}}
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#F32]] 2{{$}}
; CHECK-DAG: %[[#UF:]] = OpUndef %[[#F32]]
; CHECK-DAG: %[[#K:]] = OpConstantComposite %[[#V8F]] %[[#ONE]] %[[#TWO]] %[[#ONE]] %[[#TWO]] %[[#ONE]] %[[#TWO]] %[[#UF]] %[[#UF]]
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#UI:]] = OpUndef %[[#I32]]
; CHECK-DAG: %[[#S3:]] = OpConstantComposite %[[#V8I]] %[[#C3]] %[[#C3]] %[[#C3]] %[[#C3]] %[[#C3]] %[[#UI]] %[[#UI]] %[[#UI]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup %[[#K]]

@g = addrspace(1) global <6 x float> <float 1.0, float 2.0, float 1.0, float 2.0, float 1.0, float 2.0>

; CHECK: OpFunction %[[#V8F]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#V8F]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V16I8]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#V8I]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X:]] = OpFAdd %[[#V8F]] %[[#A]] %[[#K]]
; CHECK-NEXT: OpIAdd %[[#V16I8]] %[[#B]] %[[#B]]
; CHECK-NEXT: OpIMul %[[#V8I]] %[[#C]] %[[#S3]]
; CHECK-NEXT: OpReturnValue %[[#X]]

define <6 x float> @f(<6 x float> %a, <12 x i8> %b, <5 x i32> %c) {
  %x = fadd <6 x float> %a, <float 1.0, float 2.0, float 1.0, float 2.0, float 1.0, float 2.0>
  %y = add <12 x i8> %b, %b
  %z = mul <5 x i32> %c, <i32 3, i32 3, i32 3, i32 3, i32 3>
  ret <6 x float> %x
}
