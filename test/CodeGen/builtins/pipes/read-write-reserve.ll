;; Pipes as clang-19 lowers them (packet size and alignment as the last two arguments): __read_pipe_2/__write_pipe_4 -> OpReadPipe/OpReservedWritePipe, reserve/commit (work-item and work-group), packet-count queries and is_valid_reserve_id.
;; OpenCL C (CL2.0):
;;   kernel void k(read_only pipe int p, write_only pipe int w, global int *o) {
;;     int v;
;;     read_pipe(p, &v);
;;     reserve_id_t r = reserve_read_pipe(p, 2);
;;     commit_read_pipe(p, r);
;;     reserve_id_t g = work_group_reserve_write_pipe(w, 4);
;;     write_pipe(w, g, 1, &v);
;;     work_group_commit_write_pipe(w, g);
;;     o[0] = get_pipe_num_packets(p) + get_pipe_max_packets(w) + is_valid_reserve_id(r);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability Pipes
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#RP:]] = OpTypePipe ReadOnly
; CHECK-DAG: %[[#WP:]] = OpTypePipe WriteOnly
; CHECK-DAG: %[[#RID:]] = OpTypeReserveId
; CHECK-DAG: %[[#C4:]] = OpConstant %[[#I32]] 4
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I32]] 1
; CHECK: %[[#P:]] = OpFunctionParameter %[[#RP]]
; CHECK: %[[#W:]] = OpFunctionParameter %[[#WP]]
; CHECK: %[[#]] = OpReadPipe %[[#I32]] %[[#P]] %[[#PKT:]] %[[#C4]] %[[#C4]]
; CHECK: %[[#R:]] = OpReserveReadPipePackets %[[#RID]] %[[#P]] %[[#C2]] %[[#C4]] %[[#C4]]
; CHECK: OpCommitReadPipe %[[#P]] %[[#R]] %[[#C4]] %[[#C4]]
; CHECK: %[[#G:]] = OpGroupReserveWritePipePackets %[[#RID]] %[[#C2]] %[[#W]] %[[#C4]] %[[#C4]] %[[#C4]]
; CHECK: %[[#]] = OpReservedWritePipe %[[#I32]] %[[#W]] %[[#G]] %[[#C1]] %[[#PKT]] %[[#C4]] %[[#C4]]
; CHECK: OpGroupCommitWritePipe %[[#C2]] %[[#W]] %[[#G]] %[[#C4]] %[[#C4]]
; CHECK: %[[#]] = OpGetNumPipePackets %[[#I32]] %[[#P]] %[[#C4]] %[[#C4]]
; CHECK: %[[#]] = OpGetMaxPipePackets %[[#I32]] %[[#W]] %[[#C4]] %[[#C4]]
; CHECK: %[[#]] = OpIsValidReserveId %[[#BOOL]] %[[#R]]

target triple = "spirv64"

define spir_kernel void @k(target("spirv.Pipe", 0) %0, target("spirv.Pipe", 1) %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) {
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  %5 = addrspacecast ptr %4 to ptr addrspace(4)
  %6 = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %0, ptr addrspace(4) %5, i32 4, i32 4)
  %7 = call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %0, i32 2, i32 4, i32 4)
  call spir_func void @__commit_read_pipe(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %7, i32 4, i32 4)
  %8 = call spir_func target("spirv.ReserveId") @__work_group_reserve_write_pipe(target("spirv.Pipe", 1) %1, i32 4, i32 4, i32 4)
  %9 = call spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1) %1, target("spirv.ReserveId") %8, i32 1, ptr addrspace(4) %5, i32 4, i32 4)
  call spir_func void @__work_group_commit_write_pipe(target("spirv.Pipe", 1) %1, target("spirv.ReserveId") %8, i32 4, i32 4)
  %10 = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %0, i32 4, i32 4)
  %11 = call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %1, i32 4, i32 4)
  %12 = add i32 %11, %10
  %13 = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %7)
  %14 = zext i1 %13 to i32
  %15 = add i32 %12, %14
  store i32 %15, ptr addrspace(1) %2, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  ret void
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)

declare spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)

declare spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)

declare spir_func void @__commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)

declare spir_func target("spirv.ReserveId") @__work_group_reserve_write_pipe(target("spirv.Pipe", 1), i32, i32, i32)

declare spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)

declare spir_func void @__work_group_commit_write_pipe(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, i32)

declare spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32)

declare spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1), i32, i32)

declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId"))

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)

