;; Without SPV_INTEL_fpga_reg, __builtin_intel_fpga_reg is what the extension
;; says it is functionally, an assignment: the annotated value passes through
;; unchanged, no capability, no error, and no UserSemantic decoration either
;; (the text names the builtin, not a user's annotation).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64v1.4 %s -o %t14.spv
; RUN: spirv-val %t14.spv
; RUN: spirv-dis --raw-id --no-header %t14.spv | FileCheck %s

; CHECK-NOT: FPGAReg
; CHECK-NOT: OpExtension
; CHECK-NOT: UserSemantic
; CHECK: OpFunctionParameter
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter
; CHECK: %[[#FB:]] = OpBitcast
; CHECK-NEXT: %[[#S:]] = OpIAdd %[[#]] %[[#A]] %[[#FB]]
; CHECK-NEXT: OpIAdd %[[#]] %[[#S]] %[[#A]]
; CHECK: %[[#PI:]] = OpConvertPtrToU
; CHECK-NEXT: OpConvertUToPtr %[[#]] %[[#PI]]
; CHECK: %[[#B:]] = OpBitcast
; CHECK-NEXT: OpCopyMemorySized %[[#B]] %[[#]]
; CHECK-NEXT: OpCopyMemorySized %[[#]] %[[#B]]
; CHECK-NOT: FPGAReg

target triple = "spirv64-unknown-unknown"
%struct.st = type { i32, float }
@.str = private unnamed_addr addrspace(1) constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(1) constant [6 x i8] c"other\00", section "llvm.metadata"
define spir_kernel void @k(ptr addrspace(1) %out, i32 %a, float %f, ptr addrspace(1) %ps) {
entry:
  %r = call i32 @llvm.annotation.i32.p1(i32 %a, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3)
  %r2 = call i32 @llvm.annotation.i32.p1(i32 %r, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3)
  %fb = bitcast float %f to i32
  %fr = call i32 @llvm.annotation.i32.p1(i32 %fb, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 4)
  %o = call i32 @llvm.annotation.i32.p1(i32 %a, ptr addrspace(1) @.str.2, ptr addrspace(1) @.str.1, i32 5)
  %s = add i32 %r2, %fr
  %s2 = add i32 %s, %o
  store i32 %s2, ptr addrspace(1) %out, align 4
  %pi = ptrtoint ptr addrspace(1) %out to i64
  %pr = call i64 @llvm.annotation.i64.p1(i64 %pi, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 6)
  %pp = inttoptr i64 %pr to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %pp, align 4
  %tmp = alloca %struct.st, align 4
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %tmp, ptr addrspace(1) align 4 %ps, i64 8, i1 false)
  %t = call ptr @llvm.ptr.annotation.p0.p1(ptr %tmp, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 7, ptr addrspace(1) null)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %ps, ptr align 4 %t, i64 8, i1 false)
  ret void
}
declare i32 @llvm.annotation.i32.p1(i32, ptr addrspace(1), ptr addrspace(1), i32)
declare i64 @llvm.annotation.i64.p1(i64, ptr addrspace(1), ptr addrspace(1), i32)
declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
