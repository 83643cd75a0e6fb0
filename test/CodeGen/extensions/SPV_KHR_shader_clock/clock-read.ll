;; clock_read_* with SPV_KHR_shader_clock: OpReadClockKHR at device and
;; sub-group scope, as a ulong or as the uint2 of its halves. The work-group
;; clock is the device clock (OpReadClockKHR takes only Subgroup or Device; a
;; device clock is one that all work-items of a work-group share). The
;; registry's grammar lets Kernel modules declare ShaderClockKHR (SPIRV-Headers
;; 1.3.239 tied it to Shader; lib/grammar-facts.txt carries the newer row).
;; llvm-spirv-15 does not know the extension, so there is no read-back.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global ulong *o, global uint2 *h) {
;;     o[0] = clock_read_device(); o[1] = clock_read_work_group(); o[2] = clock_read_sub_group();
;;     h[0] = clock_read_hilo_device(); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_shader_clock %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability ShaderClockKHR
; CHECK-DAG: OpExtension "SPV_KHR_shader_clock"
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#U32]] 2
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#U32]] 1
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#U32]] 3
; CHECK: %[[#]] = OpReadClockKHR %[[#U64]] %[[#DEV]]
; CHECK: %[[#]] = OpReadClockKHR %[[#U64]] %[[#DEV]]
; CHECK: %[[#]] = OpReadClockKHR %[[#U64]] %[[#SG]]
; CHECK: %[[#]] = OpReadClockKHR %[[#V2]] %[[#DEV]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 8 %o, ptr addrspace(1) align 8 %h) {
  %a = tail call spir_func i64 @_Z17clock_read_devicev()
  store i64 %a, ptr addrspace(1) %o, align 8
  %b = tail call spir_func i64 @_Z21clock_read_work_groupv()
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 1
  store i64 %b, ptr addrspace(1) %o1, align 8
  %c = tail call spir_func i64 @_Z20clock_read_sub_groupv()
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 2
  store i64 %c, ptr addrspace(1) %o2, align 8
  %d = tail call spir_func <2 x i32> @_Z22clock_read_hilo_devicev()
  store <2 x i32> %d, ptr addrspace(1) %h, align 8
  ret void
}

declare spir_func i64 @_Z17clock_read_devicev()
declare spir_func i64 @_Z21clock_read_work_groupv()
declare spir_func i64 @_Z20clock_read_sub_groupv()
declare spir_func <2 x i32> @_Z22clock_read_hilo_devicev()
