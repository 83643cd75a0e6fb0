;; A builtin call whose argument types differ from its mangled name (LLVM's
;; wait_group_events test passes an i64 count to the `int` overload; IR
;; written for another width or by hand does the same): the call's own types
;; are what counts. Integers keep the mangled signedness (max on `uint` with
;; i64 lanes is u_max on 64 bits), floats take the call's width, and the event
;; count of OpGroupWaitEvents, a 32-bit integer in SPIR-V, is converted.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: %if spirv-val-new %{ %spirv-val-new %t.spv %}
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I64]] 1
; CHECK: %[[#N:]] = OpUConvert %[[#I32]] %[[#ONE]]
; CHECK-NEXT: OpGroupWaitEvents %[[#]] %[[#N]] %[[#]]
; CHECK: OpExtInst %[[#I64]] %[[#]] s_max
; CHECK: OpExtInst %[[#F64]] %[[#]] fabs
; CHECK: OpExtInst %[[#V2]] %[[#]] u_max

target triple = "spirv64-unknown-unknown"

declare spir_func void @_Z17wait_group_eventsiP9ocl_event(i64, ptr)
declare spir_func i64 @_Z3maxii(i64, i64)
declare spir_func double @_Z4fabsf(double)
declare spir_func <2 x i64> @_Z3maxDv2_jS_(<2 x i64>, <2 x i64>)

define spir_kernel void @k(ptr addrspace(1) %o, i64 %a, double %d, ptr %ev) {
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(i64 1, ptr %ev)
  %m = call spir_func i64 @_Z3maxii(i64 %a, i64 3)
  store i64 %m, ptr addrspace(1) %o
  %f = call spir_func double @_Z4fabsf(double %d)
  %p = getelementptr i8, ptr addrspace(1) %o, i64 8
  store double %f, ptr addrspace(1) %p
  %v = insertelement <2 x i64> poison, i64 %a, i32 0
  %w = call spir_func <2 x i64> @_Z3maxDv2_jS_(<2 x i64> %v, <2 x i64> %v)
  %q = getelementptr i8, ptr addrspace(1) %o, i64 16
  store <2 x i64> %w, ptr addrspace(1) %q
  ret void
}
