;; llvm.vector.extract/insert on fixed-length vectors: OpVectorShuffle; a
;; one-lane part is a scalar in SPIR-V (OpCompositeExtract/Insert). The part
;; to insert is first widened by a shuffle with itself, since the Khronos
;; reader wants both shuffle operands of one type.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#V8:]] = OpTypeVector %[[#F]] 8
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V8]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#E:]] = OpVectorShuffle %[[#V2]] %[[#A]] %[[#A]] 4 5
; CHECK-NEXT: %[[#S:]] = OpCompositeExtract %[[#F]] %[[#A]] 7
; CHECK-NEXT: %[[#W:]] = OpVectorShuffle %[[#V8]] %[[#B]] %[[#B]] 0 1 4294967295 4294967295 4294967295 4294967295 4294967295 4294967295
; CHECK-NEXT: %[[#I:]] = OpVectorShuffle %[[#V8]] %[[#A]] %[[#W]] 0 1 8 9 4 5 6 7
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#V8]] %[[#S]] %[[#I]] 0

define spir_func <8 x float> @f(<8 x float> %a, <2 x float> %b, ptr addrspace(1) %p) {
  %e = call <2 x float> @llvm.vector.extract.v2f32.v8f32(<8 x float> %a, i64 4)
  %s = call <1 x float> @llvm.vector.extract.v1f32.v8f32(<8 x float> %a, i64 7)
  %i = call <8 x float> @llvm.vector.insert.v8f32.v2f32(<8 x float> %a, <2 x float> %b, i64 2)
  %j = call <8 x float> @llvm.vector.insert.v8f32.v1f32(<8 x float> %i, <1 x float> %s, i64 0)
  store <2 x float> %e, ptr addrspace(1) %p
  ret <8 x float> %j
}
