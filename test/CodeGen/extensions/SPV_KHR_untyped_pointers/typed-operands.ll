;; Under SPV_KHR_untyped_pointers, the instructions that read their data type
;; from a pointer operand still get a typed one: the untyped pointer is
;; bitcast to an OpTypePointer of its storage class just for them.
;; OpenCL.std vloadn ("P data type ... equal to component type of Result
;; Type"), prefetch, OpGroupAsyncCopy ("Destination to be a pointer") and the
;; atomic flag instructions ("Untyped pointers are not supported by atomic
;; flag instructions", SPIRV-Tools 2026.4); events stay typed throughout.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#UG:]] = OpTypeUntypedPointerKHR CrossWorkgroup
; CHECK-DAG: %[[#UL:]] = OpTypeUntypedPointerKHR Workgroup
; CHECK-DAG: %[[#UN:]] = OpTypeUntypedPointerKHR Generic
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#LI:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#NI:]] = OpTypePointer Generic %[[#I32]]
; CHECK-DAG: %[[#EV:]] = OpTypeEvent
; CHECK-DAG: %[[#PEV:]] = OpTypePointer Function %[[#EV]]
; CHECK: %[[#F:]] = OpFunctionParameter %[[#UG]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#UG]]
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter %[[#UL]]
; CHECK-NEXT: %[[#FL:]] = OpFunctionParameter %[[#UN]]
; CHECK: %[[#E:]] = OpVariable %[[#PEV]] Function
; CHECK: %[[#TF:]] = OpBitcast %[[#PF]] %[[#F]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V4]] %[[#]] vloadn %[[#]] %[[#TF]] 4
; CHECK: %[[#TL:]] = OpBitcast %[[#LI]] %[[#L]]
; CHECK-NEXT: %[[#TN:]] = OpBitcast %[[#PI]] %[[#N]]
; CHECK-NEXT: %[[#]] = OpGroupAsyncCopy %[[#EV]] %[[#]] %[[#TL]] %[[#TN]]
; CHECK: OpGroupWaitEvents %[[#]] %[[#]] %[[#E]]
; CHECK: %[[#TP:]] = OpBitcast %[[#PI]] %[[#N]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#]] %[[#]] prefetch %[[#TP]]
; CHECK: %[[#TFL:]] = OpBitcast %[[#NI]] %[[#FL]]
; CHECK-NEXT: %[[#]] = OpAtomicFlagTestAndSet %[[#]] %[[#TFL]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %n, ptr addrspace(3) %l, ptr addrspace(4) %flag) {
entry:
  %e = alloca target("spirv.Event"), align 8
  %v = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 0, ptr addrspace(1) %f)
  store <4 x float> %v, ptr addrspace(1) %f, align 16
  %ev = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %n, i64 16, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %ev, ptr %e, align 8
  %eg = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %eg)
  call spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1) %n, i64 4)
  %set = call spir_func zeroext i1 @_Z24atomic_flag_test_and_setPU3AS4VU7_Atomici(ptr addrspace(4) %flag)
  ret void
}

declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1), i64)
declare spir_func zeroext i1 @_Z24atomic_flag_test_and_setPU3AS4VU7_Atomici(ptr addrspace(4))
