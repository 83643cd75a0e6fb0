;; Without SPV_INTEL_device_barrier a control barrier across the whole
;; dispatch (Device Execution scope) is an error naming the extension:
;; consumers may reject the module or assume it never happens, and SPIR-V has
;; no core equivalent. A Workgroup barrier needs nothing.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/device.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv64 %t/wg.ll -o %t.wg.spv
; RUN: spirv-val %t.wg.spv
; RUN: spirv-dis --raw-id --no-header %t.wg.spv | FileCheck %s

; ERR: llc-spirv: error: {{.*}}device.ll:2: in @k: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 1, i32 1, i32 912): capability DeviceBarrierINTEL is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_device_barrier)

; CHECK-NOT: OpExtension
; CHECK: OpControlBarrier

;--- device.ll
define spir_kernel void @k() {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 1, i32 1, i32 912)
  ret void
}
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
;--- wg.ll
define spir_kernel void @k() {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 912)
  ret void
}
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
