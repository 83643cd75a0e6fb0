;; sub_group_reserve_read_pipe and sub_group_commit_read_pipe: the group pipe instructions at Subgroup scope (3).
;; OpenCL C (CL2.0):
;;   kernel void k(read_only pipe float4 p) {
;;     reserve_id_t r = sub_group_reserve_read_pipe(p, 3);
;;     sub_group_commit_read_pipe(p, r);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability Pipes
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#RID:]] = OpTypeReserveId
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#SZ:]] = OpConstant %[[#I32]] 16
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK: %[[#R:]] = OpGroupReserveReadPipePackets %[[#RID]] %[[#SG]] %[[#P]] %[[#SG]] %[[#SZ]] %[[#SZ]]
; CHECK: OpGroupCommitReadPipe %[[#SG]] %[[#P]] %[[#R]] %[[#SZ]] %[[#SZ]]

target triple = "spirv64"

define spir_kernel void @k(target("spirv.Pipe", 0) %0) {
  %2 = tail call spir_func target("spirv.ReserveId") @__sub_group_reserve_read_pipe(target("spirv.Pipe", 0) %0, i32 3, i32 16, i32 16)
  tail call spir_func void @__sub_group_commit_read_pipe(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %2, i32 16, i32 16)
  ret void
}

declare spir_func target("spirv.ReserveId") @__sub_group_reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)

declare spir_func void @__sub_group_commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)

