; REQUIRES: llvm-spirv
;; atomic_compare_exchange_strong: load *expected, compare-exchange, store the old
;; value back to *expected, and return old == expected as an int.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_int *a, global int *o) { int e = o[1]; o[0] = atomic_compare_exchange_strong(a, &e, 9); o[1] = e; }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK-DAG: %[[#NINE:]] = OpConstant %[[#I32]] 9
; CHECK: %[[#EXP:]] = OpLoad %[[#I32]] %[[#E:]]{{$}}
; CHECK-NEXT: %[[#OLD:]] = OpAtomicCompareExchange %[[#I32]] %[[#]] %[[#DEV]] %[[#SC]] %[[#SC]] %[[#NINE]] %[[#EXP]]
; CHECK-NEXT: OpStore %[[#E]] %[[#OLD]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#OLD]] %[[#EXP]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#OK]] %[[#DEV]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  %4 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %5 = load i32, ptr addrspace(1) %4, align 4
  store i32 %5, ptr %3, align 4
  %6 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %7 = addrspacecast ptr %3 to ptr addrspace(4)
  %8 = call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4) %6, ptr addrspace(4) %7, i32 9)
  %9 = zext i1 %8 to i32
  store i32 %9, ptr addrspace(1) %1, align 4
  %10 = load i32, ptr %3, align 4
  store i32 %10, ptr addrspace(1) %4, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  ret void
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr)

declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4), ptr addrspace(4), i32)

declare void @llvm.lifetime.end.p0(i64 immarg, ptr)
