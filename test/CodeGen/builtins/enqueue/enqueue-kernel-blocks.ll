;; enqueue_kernel with blocks, all four forms clang-19 calls (__enqueue_kernel_basic,
;; _basic_events, _varargs, _events_varargs): OpEnqueueKernel on the block's kernel,
;; its literal as uchar*, the literal's size and alignment, absent events as 0 and
;; null, and the local sizes loaded from clang's size_t array. The literal's stored
;; function address (never read back) is a null pointer. -O2 from:
;;   kernel void parent(global int *p, int n) {
;;     queue_t q = get_default_queue();
;;     ndrange_t nd = ndrange_1D(n);
;;     clk_event_t ev;
;;     enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, ^{ p[get_global_id(0)] += n; });
;;     enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, nd, 0, 0, &ev, ^{ p[0] = 7; });
;;     enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, ^(local void *l){ ((local int*)l)[0] = n; }, 64u);
;;     enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, 1, &ev, 0,
;;                    ^(local void *a, local void *b){ ((local int*)a)[0] = ((local int*)b)[0]; }, 16u, 32u);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r --spirv-target-env=CL2.0 %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=BACK
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
;; the same with SPV_INTEL_function_pointers: a block's function address is
;; still the null pointer, and nothing needs the extension
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.fp.spv
; RUN: cmp %t.spv %t.fp.spv

; CHECK-DAG: OpCapability DeviceEnqueue
; CHECK-DAG: OpEntryPoint Kernel %[[#K1:]] "__parent_block_invoke_kernel"
; CHECK-DAG: OpEntryPoint Kernel %[[#K2:]] "__parent_block_invoke_2_kernel"
; CHECK-DAG: OpEntryPoint Kernel %[[#K3:]] "__parent_block_invoke_3_kernel"
; CHECK-DAG: OpEntryPoint Kernel %[[#K4:]] "__parent_block_invoke_4_kernel"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#GU8:]] = OpTypePointer Generic %[[#U8]]
; CHECK-DAG: %[[#FU8:]] = OpTypePointer Function %[[#U8]]
; CHECK-DAG: %[[#FNULL:]] = OpConstantNull %[[#FU8]]
; CHECK-DAG: %[[#GNULL:]] = OpSpecConstantOp %[[#GU8]] PtrCastToGeneric %[[#FNULL]]
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#I32]] 16{{$}}
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I32]] 8{{$}}
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#C20:]] = OpConstant %[[#I32]] 20{{$}}
; CHECK-DAG: %[[#C24:]] = OpConstant %[[#I32]] 24{{$}}
; CHECK-DAG: %[[#C28:]] = OpConstant %[[#I32]] 28{{$}}
; CHECK-DAG: %[[#GLIT:]] = OpSpecConstantComposite %[[#]] %[[#C16]] %[[#C8]] %[[#GNULL]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#GLIT]]
; CHECK-DAG: %[[#EV:]] = OpTypeDeviceEvent
; CHECK-DAG: %[[#GEV:]] = OpTypePointer Generic %[[#EV]]
; CHECK-DAG: %[[#NOEV:]] = OpConstantNull %[[#GEV]]
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#BLK0:]] = OpTypeFunction %[[#VOID]] %[[#GU8]]{{$}}
; CHECK-DAG: %[[#WI32:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#BLK2:]] = OpTypeFunction %[[#VOID]] %[[#GU8]] %[[#WI32]] %[[#WI32]]{{$}}

; CHECK: %[[#Q:]] = OpGetDefaultQueue
; CHECK: %[[#]] = OpEnqueueKernel %[[#I32]] %[[#Q]] %[[#C0]] %[[#]] %[[#C0]] %[[#NOEV]] %[[#NOEV]] %[[#K1]] %[[#]] %[[#C28]] %[[#C8]]{{$}}
; CHECK: %[[#RET:]] = OpPtrCastToGeneric %[[#GEV]] %[[#]]
; CHECK: %[[#]] = OpEnqueueKernel %[[#I32]] %[[#Q]] %[[#C1]] %[[#]] %[[#C0]] %[[#NOEV]] %[[#RET]] %[[#K2]] %[[#]] %[[#C24]] %[[#C8]]{{$}}
; CHECK: %[[#L64:]] = OpLoad %[[#I64]]
; CHECK-NEXT: %[[#]] = OpEnqueueKernel %[[#I32]] %[[#Q]] %[[#C0]] %[[#]] %[[#C0]] %[[#NOEV]] %[[#NOEV]] %[[#K3]] %[[#]] %[[#C20]] %[[#C8]] %[[#L64]]{{$}}
; CHECK: %[[#LA:]] = OpLoad %[[#I64]]
; CHECK-NEXT: %[[#]] = OpInBoundsPtrAccessChain %[[#]] %[[#]] %[[#C1]]
; CHECK-NEXT: %[[#LB:]] = OpLoad %[[#I64]]
; CHECK-NEXT: %[[#]] = OpEnqueueKernel %[[#I32]] %[[#Q]] %[[#C0]] %[[#]] %[[#C1]] %[[#RET]] %[[#NOEV]] %[[#K4]] %[[#]] %[[#C16]] %[[#C8]] %[[#LA]] %[[#LB]]{{$}}
; CHECK: %[[#K1]] = OpFunction %[[#VOID]] None %[[#BLK0]]
; CHECK: %[[#K4]] = OpFunction %[[#VOID]] None %[[#BLK2]]

; BACK: call spir_func i32 @__enqueue_kernel_basic(
; BACK: call spir_func i32 @__enqueue_kernel_basic_events(
; BACK: call spir_func i32 @__enqueue_kernel_varargs(
; BACK: call spir_func i32 @__enqueue_kernel_events_varargs(

target triple = "spirv64"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@__block_literal_global = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_4 to ptr addrspace(4)) }, align 8

define spir_kernel void @parent(ptr addrspace(1) align 4 %0, i32 %1) {
  %3 = alloca %struct.ndrange_t, align 8
  %4 = alloca target("spirv.DeviceEvent"), align 8
  %5 = alloca %struct.ndrange_t, align 8
  %6 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1), i32 }>, align 8
  %7 = alloca %struct.ndrange_t, align 8
  %8 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %9 = alloca %struct.ndrange_t, align 8
  %10 = alloca <{ i32, i32, ptr addrspace(4), i32 }>, align 8
  %11 = alloca [1 x i64], align 8
  %12 = alloca %struct.ndrange_t, align 8
  %13 = alloca [2 x i64], align 8
  %14 = tail call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  %15 = sext i32 %1 to i64
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %3, i64 %15)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(80) %5, ptr nonnull align 8 dereferenceable(80) %3, i64 80, i1 false)
  store i32 28, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 8, ptr %16, align 4
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke to ptr addrspace(4)), ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr addrspace(1) %0, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %6, i64 24
  store i32 %1, ptr %19, align 8
  %20 = addrspacecast ptr %6 to ptr addrspace(4)
  %21 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %14, i32 0, ptr nonnull byval(%struct.ndrange_t) %5, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %20)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(80) %7, ptr nonnull align 8 dereferenceable(80) %3, i64 80, i1 false)
  %22 = addrspacecast ptr %4 to ptr addrspace(4)
  store i32 24, ptr %8, align 8
  %23 = getelementptr inbounds i8, ptr %8, i64 4
  store i32 8, ptr %23, align 4
  %24 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2 to ptr addrspace(4)), ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr addrspace(1) %0, ptr %25, align 8
  %26 = addrspacecast ptr %8 to ptr addrspace(4)
  %27 = call spir_func i32 @__enqueue_kernel_basic_events(target("spirv.Queue") %14, i32 1, ptr nonnull %7, i32 0, ptr addrspace(4) null, ptr addrspace(4) %22, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2_kernel to ptr addrspace(4)), ptr addrspace(4) %26)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(80) %9, ptr nonnull align 8 dereferenceable(80) %3, i64 80, i1 false)
  store i32 20, ptr %10, align 8
  %28 = getelementptr inbounds i8, ptr %10, i64 4
  store i32 8, ptr %28, align 4
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_3 to ptr addrspace(4)), ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store i32 %1, ptr %30, align 8
  %31 = addrspacecast ptr %10 to ptr addrspace(4)
  store i64 64, ptr %11, align 8
  %32 = call spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue") %14, i32 0, ptr nonnull %9, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_3_kernel to ptr addrspace(4)), ptr addrspace(4) %31, i32 1, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(80) %12, ptr nonnull align 8 dereferenceable(80) %3, i64 80, i1 false)
  store i64 16, ptr %13, align 8
  %33 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 32, ptr %33, align 8
  %34 = call spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue") %14, i32 0, ptr nonnull %12, i32 1, ptr addrspace(4) %22, ptr addrspace(4) null, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_4_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @__block_literal_global to ptr addrspace(4)), i32 2, ptr nonnull %13)
  ret void
}

declare spir_func target("spirv.Queue") @_Z17get_default_queuev()

declare spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef)

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly, ptr noalias readonly, i64, i1 immarg)

define internal spir_func void @__parent_block_invoke(ptr addrspace(4) %0) {
  %2 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 24
  %3 = load i32, ptr addrspace(4) %2, align 8
  %4 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 16
  %5 = load ptr addrspace(1), ptr addrspace(4) %4, align 8
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 0)
  %7 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = add nsw i32 %8, %3
  store i32 %9, ptr addrspace(1) %7, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32 noundef)

define spir_kernel void @__parent_block_invoke_kernel(ptr addrspace(4) %0) {
  %2 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 24
  %3 = load i32, ptr addrspace(4) %2, align 8
  %4 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 16
  %5 = load ptr addrspace(1), ptr addrspace(4) %4, align 8
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 0)
  %7 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = add nsw i32 %8, %3
  store i32 %9, ptr addrspace(1) %7, align 4
  ret void
}

declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))

define internal spir_func void @__parent_block_invoke_2(ptr addrspace(4) %0) {
  %2 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 16
  %3 = load ptr addrspace(1), ptr addrspace(4) %2, align 8
  store i32 7, ptr addrspace(1) %3, align 4
  ret void
}

define spir_kernel void @__parent_block_invoke_2_kernel(ptr addrspace(4) %0) {
  %2 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 16
  %3 = load ptr addrspace(1), ptr addrspace(4) %2, align 8
  store i32 7, ptr addrspace(1) %3, align 4
  ret void
}

declare spir_func i32 @__enqueue_kernel_basic_events(target("spirv.Queue"), i32, ptr, i32, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

define internal spir_func void @__parent_block_invoke_3(ptr addrspace(4) %0, ptr addrspace(3) %1) {
  %3 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 16
  %4 = load i32, ptr addrspace(4) %3, align 8
  store i32 %4, ptr addrspace(3) %1, align 4
  ret void
}

define spir_kernel void @__parent_block_invoke_3_kernel(ptr addrspace(4) %0, ptr addrspace(3) %1) {
  %3 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 16
  %4 = load i32, ptr addrspace(4) %3, align 8
  store i32 %4, ptr addrspace(3) %1, align 4
  ret void
}

declare spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4), i32, ptr)

define internal spir_func void @__parent_block_invoke_4(ptr addrspace(4) %0, ptr addrspace(3) %1, ptr addrspace(3) %2) {
  %4 = load i32, ptr addrspace(3) %2, align 4
  store i32 %4, ptr addrspace(3) %1, align 4
  ret void
}

define spir_kernel void @__parent_block_invoke_4_kernel(ptr addrspace(4) %0, ptr addrspace(3) %1, ptr addrspace(3) %2) {
  %4 = load i32, ptr addrspace(3) %2, align 4
  store i32 %4, ptr addrspace(3) %1, align 4
  ret void
}

declare spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue"), i32, ptr, i32, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), i32, ptr)

