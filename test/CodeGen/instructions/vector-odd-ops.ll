;; Operations on widened vectors (5 lanes are 8 in SPIR-V). A divisor's extra
;; lanes are set to 1 first (a shuffle with a splat), so no lane divides by an
;; undefined value. A shufflevector's mask indices into the second operand
;; follow the first operand's SPIR-V lanes, and a widened result's extra
;; lanes are undefined. A bitcast between vectors whose SPIR-V sizes differ
;; though the LLVM sizes agree (a three-lane vector, or a widened one) goes
;; through the memory shapes, where a three-lane vector has four lanes: a
;; shuffle, the OpBitcast, a shuffle. Dynamic lane indices, selects with a
;; scalar condition, phis and calls need nothing special.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#V8:]] = OpTypeVector %[[#I32]] 8
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I32]] 3
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#H8:]] = OpTypeVector %[[#I16]] 8
; CHECK-DAG: %[[#B16:]] = OpTypeVector %[[#I8]] 16
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#ONES:]] = OpConstantComposite %[[#V8]] %[[#ONE]] %[[#ONE]] %[[#ONE]] %[[#ONE]] %[[#ONE]] %[[#ONE]] %[[#ONE]] %[[#ONE]]

; CHECK: OpFunction %[[#V8]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#V8]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V8]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#H:]] = OpFunctionParameter %[[#H8]]
; CHECK-NEXT: %[[#T:]] = OpFunctionParameter %[[#V3]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#BF:]] = OpVectorShuffle %[[#V8]] %[[#B]] %[[#ONES]] 0 1 2 3 4 13 14 15
; CHECK-NEXT: %[[#D:]] = OpSDiv %[[#V8]] %[[#A]] %[[#BF]]
; CHECK-NEXT: %[[#S:]] = OpVectorShuffle %[[#V8]] %[[#D]] %[[#B]] 0 8 12 4294967295 1 9 4 4294967295
; CHECK-NEXT: %[[#E:]] = OpVectorExtractDynamic %[[#I32]] %[[#S]] %[[#I]]
; CHECK-NEXT: %[[#F:]] = OpVectorInsertDynamic %[[#V8]] %[[#A]] %[[#E]] %[[#I]]
; CHECK: %[[#G:]] = OpSelect %[[#V8]] %[[#]] %[[#F]] %[[#D]]
; CHECK-NEXT: %[[#HB:]] = OpBitcast %[[#V4]] %[[#H]]
; CHECK-NEXT: %[[#X:]] = OpVectorShuffle %[[#V3]] %[[#HB]] %[[#HB]] 0 1 2
; CHECK-NEXT: %[[#T4:]] = OpVectorShuffle %[[#V4]] %[[#T]] %[[#T]] 0 1 2 4294967295
; CHECK-NEXT: OpBitcast %[[#B16]] %[[#T4]]
; CHECK: OpPhi %[[#V8]] %[[#G]]
; CHECK: OpFunctionCall %[[#V8]] %[[#]] %[[#]] %[[#B]] %[[#C]] %[[#I]] %[[#H]] %[[#X]]

define spir_func <5 x i32> @ops(<5 x i32> %a, <5 x i32> %b, i1 %c, i32 %i, <6 x i16> %h, <3 x i32> %t) {
entry:
  %d = sdiv <5 x i32> %a, %b
  %s = shufflevector <5 x i32> %d, <5 x i32> %b, <7 x i32> <i32 0, i32 5, i32 9, i32 poison, i32 1, i32 6, i32 4>
  %e = extractelement <7 x i32> %s, i32 %i
  %f = insertelement <5 x i32> %a, i32 %e, i32 %i
  %g = select i1 %c, <5 x i32> %f, <5 x i32> %d
  %x = bitcast <6 x i16> %h to <3 x i32>
  %y = bitcast <3 x i32> %t to <12 x i8>
  br label %loop
loop:
  %v = phi <5 x i32> [ %g, %entry ], [ %w, %loop ]
  %w = add <5 x i32> %v, %v
  %more = icmp eq i32 %i, 0
  br i1 %more, label %loop, label %done
done:
  %r = call spir_func <5 x i32> @ops(<5 x i32> %w, <5 x i32> %b, i1 %c, i32 %i, <6 x i16> %h, <3 x i32> %x)
  ret <5 x i32> %r
}
