;; SPV_INTEL_kernel_attributes: the kernel metadata clang emits for the SYCL
;; and FPGA kernel attributes becomes execution modes, as the Khronos
;; translator maps them: max_work_group_size -> MaxWorkgroupSizeINTEL (one to
;; three sizes, the missing ones 1), max_global_work_dim -> MaxWorkDimINTEL,
;; no_global_work_offset -> NoGlobalOffsetINTEL, num_simd_work_items ->
;; NumSIMDWorkitemsINTEL, scheduler_target_fmax_mhz ->
;; SchedulerTargetFmaxMhzINTEL. They are hints: without the extension they
;; are left out, and the module is what it was before.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_kernel_attributes %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
; RUN: llc-spirv -mtriple=spirv64 %s -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability KernelAttributesINTEL
; CHECK-DAG: OpCapability FPGAKernelAttributesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_kernel_attributes"
; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpEntryPoint Kernel %[[#K2:]] "k2"
; CHECK-DAG: OpExecutionMode %[[#K]] MaxWorkgroupSizeINTEL 16 8 4
; CHECK-DAG: OpExecutionMode %[[#K]] MaxWorkDimINTEL 1
; CHECK-DAG: OpExecutionMode %[[#K]] NoGlobalOffsetINTEL
; CHECK-DAG: OpExecutionMode %[[#K]] NumSIMDWorkitemsINTEL 4
; CHECK-DAG: OpExecutionMode %[[#K]] SchedulerTargetFmaxMhzINTEL 200
; CHECK-DAG: OpExecutionMode %[[#K2]] MaxWorkgroupSizeINTEL 32 1 1

; BACK-DAG: define spir_kernel void @k({{.*}} !max_work_group_size ![[#WG:]] {{.*}}!num_simd_work_items
; BACK-DAG: ![[#WG]] = !{i32 16, i32 8, i32 4}

; OFF-NOT: INTEL

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, i32 %n) !max_work_group_size !0 !max_global_work_dim !1 !no_global_work_offset !2 !num_simd_work_items !3 !scheduler_target_fmax_mhz !4 {
  store i32 %n, ptr addrspace(1) %a, align 4
  ret void
}

define spir_kernel void @k2() !max_work_group_size !5 {
  ret void
}

!0 = !{i32 16, i32 8, i32 4}
!1 = !{i32 1}
!2 = !{}
!3 = !{i32 4}
!4 = !{i32 200}
!5 = !{i64 32}
