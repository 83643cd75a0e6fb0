;; __spirv_Group* calls: the GroupOperation operand is a literal taken from the
;; constant argument (with its capability: ClusteredReduce needs
;; GroupNonUniformClustered), the rest are ids; a bool predicate stays bool.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK: ; Version: 1.3
; CHECK-DAG: OpCapability Groups
; CHECK-DAG: OpCapability GroupNonUniformBallot
; CHECK-DAG: OpCapability GroupNonUniformClustered
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#I32]] 4
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#C:]] = OpINotEqual %[[#BOOL]] %[[#X]] %[[#]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformBallot %[[#V4]] %[[#SG]] %[[#C]]
; CHECK-NEXT: %[[#]] = OpGroupAll %[[#BOOL]] %[[#WG]] %[[#C]]
; CHECK-NEXT: %[[#]] = OpGroupIAdd %[[#I32]] %[[#WG]] InclusiveScan %[[#X]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformIAdd %[[#I32]] %[[#SG]] ClusteredReduce %[[#X]] %[[#FOUR]]

target triple = "spirv64-unknown-unknown"

declare spir_func <4 x i32> @__spirv_GroupNonUniformBallot(i32, i1)
declare spir_func i1 @_Z16__spirv_GroupAllib(i32, i1)
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)
declare spir_func i32 @__spirv_GroupNonUniformIAdd(i32, i32, i32, i32)

define spir_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %c = icmp ne i32 %x, 0
  %b = call spir_func <4 x i32> @__spirv_GroupNonUniformBallot(i32 3, i1 %c)
  %a = call spir_func i1 @_Z16__spirv_GroupAllib(i32 2, i1 %c)
  %s = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 1, i32 %x)
  %r = call spir_func i32 @__spirv_GroupNonUniformIAdd(i32 3, i32 3, i32 %x, i32 4)
  %b0 = extractelement <4 x i32> %b, i32 0
  %az = zext i1 %a to i32
  %t1 = add i32 %b0, %az
  %t2 = add i32 %t1, %s
  %t3 = add i32 %t2, %r
  store i32 %t3, ptr addrspace(1) %o
  ret void
}
