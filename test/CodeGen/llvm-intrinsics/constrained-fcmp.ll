;; llvm.experimental.constrained.fcmp/fcmps: the predicate comes from the
;; metadata argument; the signalling form compares the same way (SPIR-V has no
;; floating-point exceptions).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#VB:]] = OpTypeVector %[[#B]] 4
; CHECK: %[[#X:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter
; CHECK-NEXT: %[[#VX:]] = OpFunctionParameter
; CHECK: %[[#]] = OpFOrdLessThan %[[#B]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#]] = OpFUnordGreaterThanEqual %[[#B]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#]] = OpOrdered %[[#B]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#]] = OpFOrdNotEqual %[[#VB]] %[[#VX]] %[[#VX]]

define spir_func void @f(float %x, float %y, <4 x float> %vx, ptr addrspace(1) %p) #0 {
  %a = call i1 @llvm.experimental.constrained.fcmp.f32(float %x, float %y, metadata !"olt", metadata !"fpexcept.strict") #0
  %b = call i1 @llvm.experimental.constrained.fcmps.f32(float %x, float %y, metadata !"uge", metadata !"fpexcept.strict") #0
  %c = call i1 @llvm.experimental.constrained.fcmp.f32(float %x, float %y, metadata !"ord", metadata !"fpexcept.ignore") #0
  %v = call <4 x i1> @llvm.experimental.constrained.fcmps.v4f32(<4 x float> %vx, <4 x float> %vx, metadata !"one", metadata !"fpexcept.strict") #0
  %ab = and i1 %a, %b
  %abc = and i1 %ab, %c
  %r = zext i1 %abc to i32
  %w = zext <4 x i1> %v to <4 x i32>
  store i32 %r, ptr addrspace(1) %p
  store <4 x i32> %w, ptr addrspace(1) %p
  ret void
}

attributes #0 = { strictfp }
