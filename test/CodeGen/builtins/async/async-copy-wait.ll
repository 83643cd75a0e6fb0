;; async_work_group_copy and async_work_group_strided_copy: OpGroupAsyncCopy at Workgroup scope (stride 1 for the plain copy) returning an event; wait_group_events: OpGroupWaitEvents on the private event list; prefetch: OpenCL.std prefetch.
;; OpenCL C (CL1.2):
;;   kernel void k(global int *g, local int *l) {
;;     event_t e = async_work_group_copy(l, g, 16, 0);
;;     e = async_work_group_strided_copy(g, l, 8, 2, e);
;;     wait_group_events(1, &e);
;;     prefetch(g, 4);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#EV:]] = OpTypeEvent
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I64]] 1
; CHECK-DAG: %[[#N16:]] = OpConstant %[[#I64]] 16
; CHECK-DAG: %[[#N8:]] = OpConstant %[[#I64]] 8
; CHECK-DAG: %[[#S2:]] = OpConstant %[[#I64]] 2
; CHECK-DAG: %[[#NOEV:]] = OpConstantNull %[[#EV]]
; CHECK-DAG: %[[#PEV:]] = OpTypePointer Function %[[#EV]]
; CHECK: %[[#G:]] = OpFunctionParameter
; CHECK: %[[#L:]] = OpFunctionParameter
; CHECK: %[[#LIST:]] = OpVariable %[[#PEV]] Function
; CHECK: %[[#E1:]] = OpGroupAsyncCopy %[[#EV]] %[[#WG]] %[[#L]] %[[#G]] %[[#N16]] %[[#ONE]] %[[#NOEV]]
; CHECK: %[[#]] = OpGroupAsyncCopy %[[#EV]] %[[#WG]] %[[#G]] %[[#L]] %[[#N8]] %[[#S2]] %[[#E1]]
; CHECK: OpGroupWaitEvents %[[#WG]] %[[#]] %[[#LIST]]
; CHECK: %[[#]] = OpExtInst %[[#]] %[[#SET]] prefetch %[[#G]] %[[#]]

target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) {
  %3 = alloca target("spirv.Event"), align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  %4 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) noundef %1, ptr addrspace(1) noundef %0, i64 noundef 16, target("spirv.Event") zeroinitializer)
  %5 = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) noundef %0, ptr addrspace(3) noundef %1, i64 noundef 8, i64 noundef 2, target("spirv.Event") %4)
  store target("spirv.Event") %5, ptr %3, align 8
  %6 = addrspacecast ptr %3 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %6)
  call spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1) noundef %0, i64 noundef 4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret void
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event"))

declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, i64 noundef, target("spirv.Event"))

declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef)

declare spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1) noundef, i64 noundef)

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)

