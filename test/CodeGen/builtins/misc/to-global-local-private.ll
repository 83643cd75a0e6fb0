; REQUIRES: llvm-spirv
;; to_global/to_local/to_private: OpGenericCastToPtrExplicit to CrossWorkgroup,
;; Workgroup and Function.
;; OpenCL C (CL2.0):
;;   int f(generic int *p, global int *o) { global int *g = to_global(p); local int *l = to_local(p); private int *q = to_private(p); return (g != 0) + (l != 0) * 2 + (q != 0) * 4; }
;;   kernel void k(global int *o) { o[0] = f(o, o); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#L:]] = OpTypePointer Workgroup %[[#T:]]
; CHECK-DAG: %[[#G:]] = OpTypePointer CrossWorkgroup %[[#T]]
; CHECK-DAG: %[[#P:]] = OpTypePointer Function %[[#T]]
; CHECK: %[[#]] = OpGenericCastToPtrExplicit %[[#G]] %[[#X:]] CrossWorkgroup
; CHECK-NEXT: %[[#]] = OpGenericCastToPtrExplicit %[[#L]] %[[#X]] Workgroup
; CHECK-NEXT: %[[#]] = OpGenericCastToPtrExplicit %[[#P]] %[[#X]] Function

target triple = "spirv64-unknown-unknown"

define spir_func range(i32 0, 8) i32 @f(ptr addrspace(4) %0, ptr addrspace(1) %1) {
  %3 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %0)
  %4 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %0)
  %5 = tail call spir_func ptr @__to_private(ptr addrspace(4) %0)
  %6 = icmp ne ptr addrspace(1) %3, null
  %7 = zext i1 %6 to i32
  %8 = icmp eq ptr addrspace(3) %4, null
  %9 = select i1 %8, i32 0, i32 2
  %10 = or disjoint i32 %9, %7
  %11 = icmp eq ptr %5, null
  %12 = select i1 %11, i32 0, i32 4
  %13 = or disjoint i32 %10, %12
  ret i32 %13
}

declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))

declare spir_func ptr @__to_private(ptr addrspace(4))

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  %2 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %3 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %2)
  %4 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %2)
  %5 = tail call spir_func ptr @__to_private(ptr addrspace(4) %2)
  %6 = icmp ne ptr addrspace(1) %3, null
  %7 = zext i1 %6 to i32
  %8 = icmp eq ptr addrspace(3) %4, null
  %9 = select i1 %8, i32 0, i32 2
  %10 = or disjoint i32 %9, %7
  %11 = icmp eq ptr %5, null
  %12 = select i1 %11, i32 0, i32 4
  %13 = or disjoint i32 %10, %12
  store i32 %13, ptr addrspace(1) %0, align 4
  ret void
}
