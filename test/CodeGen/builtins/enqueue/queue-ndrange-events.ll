;; Device-side enqueue without blocks: get_default_queue (OpGetDefaultQueue), ndrange_1D/2D (OpBuildNDRange stored through the sret pointer; absent sizes are zero), enqueue_marker, user events and event queries.
;; OpenCL C (CL2.0):
;;   kernel void k(global int *a, int n) {
;;     queue_t q = get_default_queue();
;;     ndrange_t r1 = ndrange_1D(n, 4);
;;     size_t g[2] = {8, 8}, l[2] = {2, 2};
;;     ndrange_t r2 = ndrange_2D(g, l);
;;     clk_event_t ev = create_user_event(), done;
;;     set_user_event_status(ev, CL_COMPLETE);
;;     a[0] = enqueue_marker(q, 1, &ev, &done);
;;     retain_event(done);
;;     a[1] = is_valid_event(done);
;;     capture_event_profiling_info(done, CLK_PROFILING_COMMAND_EXEC_TIME, a);
;;     release_event(done);
;;     release_event(ev);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability DeviceEnqueue
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#A3:]] = OpTypeArray %[[#I64]] %[[#C3]]
; CHECK-DAG: %[[#A2:]] = OpTypeArray %[[#I64]] %[[#C2]]
; CHECK-DAG: %[[#ND:]] = OpTypeStruct %[[#I32]] %[[#A3]] %[[#A3]] %[[#A3]]
; CHECK-DAG: %[[#EV:]] = OpTypeDeviceEvent
; CHECK-DAG: %[[#Q:]] = OpTypeQueue
; CHECK-DAG: %[[#L4:]] = OpConstant %[[#I64]] 4{{$}}
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-DAG: %[[#Z2:]] = OpConstantNull %[[#A2]]
; CHECK: %[[#QV:]] = OpGetDefaultQueue %[[#Q]]
; CHECK: %[[#R1:]] = OpBuildNDRange %[[#ND]] %[[#]] %[[#L4]] %[[#Z]]
; CHECK-NEXT: OpStore %[[#]] %[[#R1]]
; CHECK: %[[#G:]] = OpLoad %[[#A2]]
; CHECK-NEXT: %[[#L:]] = OpLoad %[[#A2]]
; CHECK-NEXT: %[[#R2:]] = OpBuildNDRange %[[#ND]] %[[#G]] %[[#L]] %[[#Z2]]
; CHECK-NEXT: OpStore %[[#]] %[[#R2]]
; CHECK: %[[#UE:]] = OpCreateUserEvent %[[#EV]]
; CHECK: OpSetUserEventStatus %[[#UE]] %[[#]]
; CHECK: %[[#]] = OpEnqueueMarker %[[#I32]] %[[#QV]] %[[#]] %[[#]] %[[#]]
; CHECK: OpRetainEvent %[[#]]
; CHECK: %[[#]] = OpIsValidEvent %[[#]] %[[#]]
; CHECK: OpCaptureEventProfilingInfo %[[#]] %[[#]] %[[#]]
; CHECK: OpReleaseEvent %[[#]]

target triple = "spirv64"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@__const.k.g = private unnamed_addr addrspace(2) constant [2 x i64] [i64 8, i64 8], align 8
@__const.k.l = private unnamed_addr addrspace(2) constant [2 x i64] [i64 2, i64 2], align 8

define spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) {
  %3 = alloca %struct.ndrange_t, align 8
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca target("spirv.DeviceEvent"), align 8
  %8 = alloca target("spirv.DeviceEvent"), align 8
  %9 = tail call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3)
  %10 = sext i32 %1 to i64
  call spir_func void @_Z10ndrange_1Dmm(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %10, i64 noundef 4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr addrspace(2) noundef align 8 dereferenceable(16) @__const.k.g, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr addrspace(2) noundef align 8 dereferenceable(16) @__const.k.l, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6)
  call spir_func void @_Z10ndrange_2DPKmS0_(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %6, ptr noundef nonnull %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  %11 = call spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv()
  store target("spirv.DeviceEvent") %11, ptr %7, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call spir_func void @_Z21set_user_event_status12ocl_clkeventi(target("spirv.DeviceEvent") %11, i32 noundef 0)
  %12 = addrspacecast ptr %7 to ptr addrspace(4)
  %13 = addrspacecast ptr %8 to ptr addrspace(4)
  %14 = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(target("spirv.Queue") %9, i32 noundef 1, ptr addrspace(4) noundef %12, ptr addrspace(4) noundef %13)
  store i32 %14, ptr addrspace(1) %0, align 4
  %15 = load target("spirv.DeviceEvent"), ptr %8, align 8
  call spir_func void @_Z12retain_event12ocl_clkevent(target("spirv.DeviceEvent") %15)
  %16 = load target("spirv.DeviceEvent"), ptr %8, align 8
  %17 = call spir_func zeroext i1 @_Z14is_valid_event12ocl_clkevent(target("spirv.DeviceEvent") %16)
  %18 = zext i1 %17 to i32
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  store i32 %18, ptr addrspace(1) %19, align 4
  %20 = load target("spirv.DeviceEvent"), ptr %8, align 8
  call spir_func void @_Z28capture_event_profiling_info12ocl_clkeventiPU3AS1v(target("spirv.DeviceEvent") %20, i32 noundef 1, ptr addrspace(1) noundef %0)
  %21 = load target("spirv.DeviceEvent"), ptr %8, align 8
  call spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent") %21)
  %22 = load target("spirv.DeviceEvent"), ptr %7, align 8
  call spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent") %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3)
  ret void
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)

declare spir_func target("spirv.Queue") @_Z17get_default_queuev()

declare spir_func void @_Z10ndrange_1Dmm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef, i64 noundef)

declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg)

declare spir_func void @_Z10ndrange_2DPKmS0_(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, ptr noundef, ptr noundef)

declare spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv()

declare spir_func void @_Z21set_user_event_status12ocl_clkeventi(target("spirv.DeviceEvent"), i32 noundef)

declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(target("spirv.Queue"), i32 noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef)

declare spir_func void @_Z12retain_event12ocl_clkevent(target("spirv.DeviceEvent"))

declare spir_func zeroext i1 @_Z14is_valid_event12ocl_clkevent(target("spirv.DeviceEvent"))

declare spir_func void @_Z28capture_event_profiling_info12ocl_clkeventiPU3AS1v(target("spirv.DeviceEvent"), i32 noundef, ptr addrspace(1) noundef)

declare spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent"))

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)

