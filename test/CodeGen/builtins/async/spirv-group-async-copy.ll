;; The __spirv_ call forms of the async copies, as the translator writes them:
;; __spirv_GroupAsyncCopy and __spirv_GroupWaitEvents take the execution scope
;; as an i32 id (constant, checked like the atomics' scopes), the pointers with
;; their mangled pointees, and the event list by pointer.
; REQUIRES: llvm-spirv
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 %t/copy.ll -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %t/copy.ll -filetype=asm -o - | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64 %t/bad-scope.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; CHECK-DAG: %[[#EV:]] = OpTypeEvent
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#N:]] = OpConstant %[[#I64]] 16
; CHECK-DAG: %[[#S:]] = OpConstant %[[#I64]] 1
; CHECK-DAG: %[[#NOEV:]] = OpConstantNull %[[#EV]]
; CHECK: %[[#E:]] = OpGroupAsyncCopy %[[#EV]] %[[#WG]] %[[#]] %[[#]] %[[#N]] %[[#S]] %[[#NOEV]]
; CHECK: OpGroupWaitEvents %[[#WG]] %[[#ONE]] %[[#]]

; BAD: error: {{.*}}bad-scope.ll:{{[0-9]+}}: {{.*}}builtin __spirv_GroupAsyncCopy is not supported for spirv64 with operand 0 = 9, which is not a valid scope or memory semantics here

;--- copy.ll
target triple = "spirv64-unknown-unknown"
declare spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyjPU3AS3iPU3AS1Kimm9ocl_event(i32, ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func void @_Z23__spirv_GroupWaitEventsjiP9ocl_event(i32, i32, ptr)
define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(3) %dst) {
  %ev = alloca target("spirv.Event")
  %e = call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyjPU3AS3iPU3AS1Kimm9ocl_event(i32 2, ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 16, i64 1, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %e, ptr %ev
  call spir_func void @_Z23__spirv_GroupWaitEventsjiP9ocl_event(i32 2, i32 1, ptr %ev)
  ret void
}
;--- bad-scope.ll
target triple = "spirv64-unknown-unknown"
declare spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyjPU3AS3iPU3AS1Kimm9ocl_event(i32, ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func void @_Z23__spirv_GroupWaitEventsjiP9ocl_event(i32, i32, ptr)
define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(3) %dst) {
  %ev = alloca target("spirv.Event")
  %e = call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyjPU3AS3iPU3AS1Kimm9ocl_event(i32 9, ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 16, i64 1, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %e, ptr %ev
  call spir_func void @_Z23__spirv_GroupWaitEventsjiP9ocl_event(i32 2, i32 1, ptr %ev)
  ret void
}
