;; shufflevector is OpVectorShuffle; a poison mask lane is 0xFFFFFFFF; the result
;; may be wider or narrower than the operands.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#F]] 3
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#V8:]] = OpTypeVector %[[#F]] 8
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#]] = OpVectorShuffle %[[#V8]] %[[#A]] %[[#B]] 0 7 4294967295 1 2 3 4 5
; CHECK-NEXT: %[[#]] = OpVectorShuffle %[[#V3]] %[[#W]] %[[#]] 1 0 1
; CHECK-NEXT: %[[#]] = OpVectorShuffle %[[#V2]] %[[#A]] %[[#B]] 3 4

define void @f(<4 x float> %a, <4 x float> %b, <2 x float> %w, ptr addrspace(1) %o) {
  %s8 = shufflevector <4 x float> %a, <4 x float> %b, <8 x i32> <i32 0, i32 7, i32 poison, i32 1, i32 2, i32 3, i32 4, i32 5>
  %s3 = shufflevector <2 x float> %w, <2 x float> poison, <3 x i32> <i32 1, i32 0, i32 1>
  %s2 = shufflevector <4 x float> %a, <4 x float> %b, <2 x i32> <i32 3, i32 4>
  store <8 x float> %s8, ptr addrspace(1) %o, align 32
  store <3 x float> %s3, ptr addrspace(1) %o, align 16
  store <2 x float> %s2, ptr addrspace(1) %o, align 8
  ret void
}
