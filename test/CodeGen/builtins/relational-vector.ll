;; Vector relational functions return -1 (all bits) or 0 per lane: isless on
;; float4 and isnan on double2 (long2 result) select between splats.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#V2D:]] = OpTypeVector %[[#F64]] 2
; CHECK-DAG: %[[#V2L:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#V2B:]] = OpTypeVector %[[#BOOL]] 2
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I32]] 4294967295{{$}}
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#VM1:]] = OpConstantComposite %[[#V4I]] %[[#M1]] %[[#M1]] %[[#M1]] %[[#M1]]
; CHECK-DAG: %[[#VZ:]] = OpConstantComposite %[[#V4I]] %[[#Z]] %[[#Z]] %[[#Z]] %[[#Z]]
; CHECK-DAG: %[[#LM1:]] = OpConstant %[[#I64]] 18446744073709551615{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V4F]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V4F]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#V2D]]
; CHECK: %[[#C:]] = OpFOrdLessThan %[[#V4B]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#V4I]] %[[#C]] %[[#VM1]] %[[#VZ]]
; CHECK-NEXT: %[[#N:]] = OpIsNan %[[#V2B]] %[[#D]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#V2L]] %[[#N]]

define spir_func void @f(<4 x float> %a, <4 x float> %b, <2 x double> %d, ptr addrspace(1) %p) {
  %1 = call spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> %a, <4 x float> %b)
  %2 = call spir_func <2 x i64> @_Z5isnanDv2_d(<2 x double> %d)
  store <4 x i32> %1, ptr addrspace(1) %p
  store <2 x i64> %2, ptr addrspace(1) %p
  ret void
}

declare spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <2 x i64> @_Z5isnanDv2_d(<2 x double>)
