;; Kernel queries on blocks: get_kernel_work_group_size,
;; get_kernel_preferred_work_group_size_multiple and the cl_khr_subgroups
;; ndrange queries become OpGetKernel* on the block's kernel, its literal (a
;; stack literal or clang's global one) and the literal's size and alignment.
;; The blocks' kernels take the literal as uchar* even where -O0 code reads it
;; through the literal's struct type. -O0 from:
;;   #pragma OPENCL EXTENSION cl_khr_subgroups : enable
;;   kernel void k(global uint *p) {
;;     ndrange_t nd = ndrange_1D(64);
;;     p[0] = get_kernel_work_group_size(^{ p[4] = 1; });
;;     p[1] = get_kernel_preferred_work_group_size_multiple(^(local void *a){ ((local int*)a)[0] = 1; });
;;     p[2] = get_kernel_max_sub_group_size_for_ndrange(nd, ^{ p[5] = 1; });
;;     p[3] = get_kernel_sub_group_count_for_ndrange(nd, ^{ p[6] = 1; });
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r --spirv-target-env=CL2.0 %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=BACK
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability DeviceEnqueue
; CHECK-DAG: OpEntryPoint Kernel %[[#K1:]] "__k_block_invoke_kernel"
; CHECK-DAG: OpEntryPoint Kernel %[[#K2:]] "__k_block_invoke_2_kernel"
; CHECK-DAG: OpEntryPoint Kernel %[[#K3:]] "__k_block_invoke_3_kernel"
; CHECK-DAG: OpEntryPoint Kernel %[[#K4:]] "__k_block_invoke_4_kernel"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#GU8:]] = OpTypePointer Generic %[[#U8]]
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I32]] 8{{$}}
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#I32]] 16{{$}}
; CHECK-DAG: %[[#C24:]] = OpConstant %[[#I32]] 24{{$}}
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#BLK:]] = OpTypeFunction %[[#VOID]] %[[#GU8]]{{$}}

; CHECK: %[[#]] = OpGetKernelWorkGroupSize %[[#I32]] %[[#K1]] %[[#]] %[[#C24]] %[[#C8]]{{$}}
; CHECK: %[[#]] = OpGetKernelPreferredWorkGroupSizeMultiple %[[#I32]] %[[#K2]] %[[#]] %[[#C16]] %[[#C8]]{{$}}
; CHECK: %[[#]] = OpGetKernelNDrangeMaxSubGroupSize %[[#I32]] %[[#]] %[[#K3]] %[[#]] %[[#C24]] %[[#C8]]{{$}}
; CHECK: %[[#]] = OpGetKernelNDrangeSubGroupCount %[[#I32]] %[[#]] %[[#K4]] %[[#]] %[[#C24]] %[[#C8]]{{$}}
; CHECK: %[[#K1]] = OpFunction %[[#VOID]] None %[[#BLK]]
; CHECK-NEXT: %[[#]] = OpFunctionParameter %[[#GU8]]

; BACK: call i32 @__get_kernel_work_group_size_impl(
; BACK: call i32 @__get_kernel_preferred_work_group_size_multiple_impl(
; BACK: call i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(
; BACK: call i32 @__get_kernel_sub_group_count_for_ndrange_impl(

target triple = "spirv64"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@__block_literal_global = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_2 to ptr addrspace(4)) }, align 8

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca %struct.ndrange_t, align 8
  %4 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %5 = alloca %struct.ndrange_t, align 8
  %6 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %7 = alloca %struct.ndrange_t, align 8
  %8 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  store ptr addrspace(1) %0, ptr %2, align 8
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %3, i64 64)
  %9 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %4, i32 0, i32 0
  store i32 24, ptr %9, align 8
  %10 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %4, i32 0, i32 1
  store i32 8, ptr %10, align 4
  %11 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %4, i32 0, i32 2
  store ptr addrspace(4) addrspacecast (ptr @__k_block_invoke to ptr addrspace(4)), ptr %11, align 8
  %12 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %4, i32 0, i32 3
  %13 = load ptr addrspace(1), ptr %2, align 8
  store ptr addrspace(1) %13, ptr %12, align 8
  %14 = addrspacecast ptr %4 to ptr addrspace(4)
  %15 = call spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %14)
  %16 = load ptr addrspace(1), ptr %2, align 8
  %17 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 0
  store i32 %15, ptr addrspace(1) %17, align 4
  %18 = call spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_2_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @__block_literal_global to ptr addrspace(4)))
  %19 = load ptr addrspace(1), ptr %2, align 8
  %20 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 1
  store i32 %18, ptr addrspace(1) %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %3, i64 80, i1 false)
  %21 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %6, i32 0, i32 0
  store i32 24, ptr %21, align 8
  %22 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %6, i32 0, i32 1
  store i32 8, ptr %22, align 4
  %23 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %6, i32 0, i32 2
  store ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_3 to ptr addrspace(4)), ptr %23, align 8
  %24 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %6, i32 0, i32 3
  %25 = load ptr addrspace(1), ptr %2, align 8
  store ptr addrspace(1) %25, ptr %24, align 8
  %26 = addrspacecast ptr %6 to ptr addrspace(4)
  %27 = call spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr %5, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_3_kernel to ptr addrspace(4)), ptr addrspace(4) %26)
  %28 = load ptr addrspace(1), ptr %2, align 8
  %29 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 2
  store i32 %27, ptr addrspace(1) %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %3, i64 80, i1 false)
  %30 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %8, i32 0, i32 0
  store i32 24, ptr %30, align 8
  %31 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %8, i32 0, i32 1
  store i32 8, ptr %31, align 4
  %32 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %8, i32 0, i32 2
  store ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_4 to ptr addrspace(4)), ptr %32, align 8
  %33 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %8, i32 0, i32 3
  %34 = load ptr addrspace(1), ptr %2, align 8
  store ptr addrspace(1) %34, ptr %33, align 8
  %35 = addrspacecast ptr %8 to ptr addrspace(4)
  %36 = call spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr %7, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_4_kernel to ptr addrspace(4)), ptr addrspace(4) %35)
  %37 = load ptr addrspace(1), ptr %2, align 8
  %38 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 3
  store i32 %36, ptr addrspace(1) %38, align 4
  ret void
}

declare spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef)

define internal spir_func void @__k_block_invoke(ptr addrspace(4) %0) {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
  store ptr addrspace(4) %0, ptr %3, align 8
  %4 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr addrspace(4) %0, i32 0, i32 3
  %5 = load ptr addrspace(1), ptr addrspace(4) %4, align 8
  %6 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 4
  store i32 1, ptr addrspace(1) %6, align 4
  ret void
}

define spir_kernel void @__k_block_invoke_kernel(ptr addrspace(4) %0) {
  call spir_func void @__k_block_invoke(ptr addrspace(4) %0)
  ret void
}

declare spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4))

define internal spir_func void @__k_block_invoke_2(ptr addrspace(4) %0, ptr addrspace(3) %1) {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %3, align 8
  store ptr addrspace(3) %1, ptr %4, align 8
  store ptr addrspace(4) %0, ptr %5, align 8
  %6 = load ptr addrspace(3), ptr %4, align 8
  %7 = getelementptr inbounds i32, ptr addrspace(3) %6, i64 0
  store i32 1, ptr addrspace(3) %7, align 4
  ret void
}

define spir_kernel void @__k_block_invoke_2_kernel(ptr addrspace(4) %0, ptr addrspace(3) %1) {
  call spir_func void @__k_block_invoke_2(ptr addrspace(4) %0, ptr addrspace(3) %1)
  ret void
}

declare spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4), ptr addrspace(4))

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly, ptr noalias readonly, i64, i1 immarg)

define internal spir_func void @__k_block_invoke_3(ptr addrspace(4) %0) {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
  store ptr addrspace(4) %0, ptr %3, align 8
  %4 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr addrspace(4) %0, i32 0, i32 3
  %5 = load ptr addrspace(1), ptr addrspace(4) %4, align 8
  %6 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 5
  store i32 1, ptr addrspace(1) %6, align 4
  ret void
}

define spir_kernel void @__k_block_invoke_3_kernel(ptr addrspace(4) %0) {
  call spir_func void @__k_block_invoke_3(ptr addrspace(4) %0)
  ret void
}

declare spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))

define internal spir_func void @__k_block_invoke_4(ptr addrspace(4) %0) {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
  store ptr addrspace(4) %0, ptr %3, align 8
  %4 = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr addrspace(4) %0, i32 0, i32 3
  %5 = load ptr addrspace(1), ptr addrspace(4) %4, align 8
  %6 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 6
  store i32 1, ptr addrspace(1) %6, align 4
  ret void
}

define spir_kernel void @__k_block_invoke_4_kernel(ptr addrspace(4) %0) {
  call spir_func void @__k_block_invoke_4(ptr addrspace(4) %0)
  ret void
}

declare spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))

