;; A kernel_arg_type typedef name is looked up as struct.<name>, but the
;; typedef may name another struct: from
;;   struct S { char c; };
;;   typedef struct T { long x; long y; } S;
;;   kernel void k(global S *p, global struct S *q)
;; clang -O0 writes kernel_arg_type "S*" for %p, whose base type is
;; "struct T*"; kernel_arg_base_type decides, so %p points to struct.T, not to
;; the unrelated struct.S. A typedef with the struct's own name ("U*" for
;; struct U) and a base type that names no struct ("V*", an anonymous struct
;; typedef'd to V) keep the typedef lookup's answer.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#T:]] = OpTypeStruct %[[#I64]] %[[#I64]]{{$}}
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I8]]{{$}}
; CHECK-DAG: %[[#U:]] = OpTypeStruct %[[#I8]] %[[#I8]]{{$}}
; CHECK-DAG: %[[#V:]] = OpTypeStruct %[[#I64]]{{$}}
; CHECK-DAG: %[[#PT:]] = OpTypePointer CrossWorkgroup %[[#T]]
; CHECK-DAG: %[[#PS:]] = OpTypePointer CrossWorkgroup %[[#S]]
; CHECK-DAG: %[[#PU:]] = OpTypePointer CrossWorkgroup %[[#U]]
; CHECK-DAG: %[[#PV:]] = OpTypePointer CrossWorkgroup %[[#V]]
; CHECK:      OpFunction
; CHECK-NEXT: OpFunctionParameter %[[#PT]]
; CHECK-NEXT: OpFunctionParameter %[[#PS]]
; CHECK-NEXT: OpFunctionParameter %[[#PU]]
; CHECK-NEXT: OpFunctionParameter %[[#PV]]

;; The reader derives the kernel's argument types from the parameter types.
; BACK: define spir_kernel void @k({{.*}}!kernel_arg_type ![[#TY:]]
; BACK: ![[#TY]] = !{!"struct T*", !"struct S*", !"struct U*", !"struct V*"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64"

%struct.T = type { i64, i64 }
%struct.S = type { i8 }
%struct.U = type { i8, i8 }
%struct.V = type { i64 }

define spir_kernel void @k(ptr addrspace(1) align 8 %p, ptr addrspace(1) align 1 %q, ptr addrspace(1) %u, ptr addrspace(1) %v) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
  %x = load i64, ptr addrspace(1) %p, align 8
  %c = load i8, ptr addrspace(1) %q, align 1
  %cx = sext i8 %c to i64
  %s = add nsw i64 %x, %cx
  %py = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  store i64 %s, ptr addrspace(1) %py, align 8
  store i8 0, ptr addrspace(1) %u, align 1
  store i64 0, ptr addrspace(1) %v, align 8
  ret void
}

!0 = !{i32 1, i32 1, i32 1, i32 1}
!1 = !{!"none", !"none", !"none", !"none"}
!2 = !{!"S*", !"struct S*", !"U*", !"V*"}
!3 = !{!"struct T*", !"struct S*", !"struct U*", !"V*"}
!4 = !{!"", !"", !"", !""}
