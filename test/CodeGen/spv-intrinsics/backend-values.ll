;; The SPIR-V backend's value intrinsics: spv.insertv/extractv/const.composite
;; and spv.undef work on aggregates stood in by i32 values (their type from
;; spv.assign.type); spv.extractelt/insertelt/bitcast/freeze are the
;; instructions; spv.track.constant is its operand; spv.poison is OpUndef.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I]] %[[#F]]
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#US:]] = OpUndef %[[#S]]
; CHECK-DAG: %[[#FIVE:]] = OpConstant %[[#I]] 5
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#F]] 3
; CHECK: %[[#N:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#VV:]] = OpFunctionParameter %[[#V]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter
; CHECK: %[[#C0:]] = OpCompositeInsert %[[#S]] %[[#FIVE]] %[[#US]] 0
; CHECK-NEXT: %[[#C1:]] = OpCompositeInsert %[[#S]] %[[#THREE]] %[[#C0]] 1
; CHECK-NEXT: %[[#I1:]] = OpCompositeInsert %[[#S]] %[[#N]] %[[#C1]] 0
; CHECK-NEXT: %[[#I2:]] = OpCompositeInsert %[[#S]] %[[#X]] %[[#US]] 1
; CHECK-NEXT: %[[#E:]] = OpCompositeExtract %[[#I]] %[[#I1]] 0
; CHECK-NEXT: %[[#EL:]] = OpVectorExtractDynamic %[[#F]] %[[#VV]] %[[#N]]
; CHECK-NEXT: %[[#IN:]] = OpCompositeInsert %[[#V]] %[[#EL]] %[[#VV]] 2
; CHECK-NEXT: %[[#BC:]] = OpBitcast %[[#I]] %[[#X]]
; CHECK: OpStore %[[#]] %[[#I2]]

%S = type { i32, float }

define spir_func i32 @f(i32 %n, float %x, <4 x float> %vv, ptr %p) {
  %c = call i32 (...) @llvm.spv.const.composite.i32(i32 5, float 3.0)
  call void @llvm.spv.assign.type.i32(i32 %c, metadata %S poison)
  %i1 = call i32 (i32, i32, ...) @llvm.spv.insertv.i32(i32 %c, i32 %n, i32 0)
  call void @llvm.spv.assign.type.i32(i32 %i1, metadata %S poison)
  %u = call i32 @llvm.spv.undef()
  call void @llvm.spv.assign.type.i32(i32 %u, metadata %S poison)
  %i2 = call i32 (i32, float, ...) @llvm.spv.insertv.f32(i32 %u, float %x, i32 1)
  call void @llvm.spv.assign.type.i32(i32 %i2, metadata %S poison)
  %e = call i32 (i32, ...) @llvm.spv.extractv.i32(i32 %i1, i32 0)
  %el = call float @llvm.spv.extractelt.f32.v4f32.i32(<4 x float> %vv, i32 %n)
  %in = call <4 x float> @llvm.spv.insertelt.v4f32.v4f32.f32.i32(<4 x float> %vv, float %el, i32 2)
  %bc = call i32 @llvm.spv.bitcast.i32.f32(float %x)
  %fz = call i32 @llvm.spv.freeze.i32(i32 %bc)
  %tc = call i32 @llvm.spv.track.constant.i32.i32(i32 %fz, metadata i32 0)
  %po = call float @llvm.spv.poison.f32()
  call void @llvm.spv.store.i32.p0(i32 %i2, ptr %p, i16 0, i8 4)
  %q = getelementptr i8, ptr %p, i64 16
  store <4 x float> %in, ptr %q, align 16
  store float %po, ptr %q, align 4
  %r = add i32 %e, %tc
  ret i32 %r
}

declare i32 @llvm.spv.const.composite.i32(...)
declare void @llvm.spv.assign.type.i32(i32, metadata)
declare i32 @llvm.spv.insertv.i32(i32, i32, ...)
declare i32 @llvm.spv.insertv.f32(i32, float, ...)
declare i32 @llvm.spv.undef()
declare i32 @llvm.spv.extractv.i32(i32, ...)
declare float @llvm.spv.extractelt.f32.v4f32.i32(<4 x float>, i32)
declare <4 x float> @llvm.spv.insertelt.v4f32.v4f32.f32.i32(<4 x float>, float, i32)
declare i32 @llvm.spv.bitcast.i32.f32(float)
declare i32 @llvm.spv.freeze.i32(i32)
declare i32 @llvm.spv.track.constant.i32.i32(i32, metadata)
declare float @llvm.spv.poison.f32()
declare void @llvm.spv.store.i32.p0(i32, ptr, i16, i8)
