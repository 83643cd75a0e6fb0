;; SPV_INTEL_device_barrier: a control barrier whose Execution scope is Device
;; (all work-items of the dispatch) declares DeviceBarrierINTEL (6185); a
;; Workgroup one does not need it. (The DeviceBarrierExecutionValidINTEL
;; built-in is not known to llc-spirv: a __spirv_BuiltIn call of it stays an
;; imported function.)
;; No validator here knows the capability (it is only in the extension's
;; specification, lib/grammar-facts.txt spec= rows): the test checks the
;; printed instructions and the words of the capability.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_device_barrier %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_device_barrier %s -o %t.spv
;; spirv-val rejects the module at the capability it does not know, its first error
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | paste -sd' ' | FileCheck %s --check-prefix=WORDS
; WORDS: 00020011 00001829

; CHECK-DAG: OpCapability DeviceBarrierINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_device_barrier"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#SEM:]] = OpConstant %[[#I32]] 912{{$}}
; CHECK: OpControlBarrier %[[#DEV]] %[[#DEV]] %[[#SEM]]
; CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#DEV]] %[[#SEM]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 1, i32 1, i32 912)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 1, i32 912)
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)

; VAL: error: line {{[0-9]+}}: Invalid capability operand: 6185
