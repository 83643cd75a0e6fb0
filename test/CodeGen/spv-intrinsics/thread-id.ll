;; The compute work-item intrinsics of LLVM's SPIR-V target read the OpenCL
;; built-in variables: thread.id -> GlobalInvocationId, thread.id.in.group ->
;; LocalInvocationId, group.id -> WorkgroupId (vectors of size_t: a component
;; by dimension, 0 outside 0-2, a run-time dimension checked), the sizes with
;; 1 outside 0-2, flattened.thread.id.in.group -> LocalInvocationIndex, and the
;; sub-group ones. LLVM 19 knows llvm.spv.thread.id as i32(i32); the newer
;; overloaded spellings are declared functions to it.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpDecorate %[[#GID:]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#LID:]] BuiltIn LocalInvocationId
; CHECK-DAG: OpDecorate %[[#WG:]] BuiltIn WorkgroupId
; CHECK-DAG: OpDecorate %[[#IDX:]] BuiltIn LocalInvocationIndex
; CHECK-DAG: OpDecorate %[[#SGS:]] BuiltIn SubgroupSize
; CHECK-DAG: OpDecorate %[[#SGL:]] BuiltIn SubgroupLocalInvocationId
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#L:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#L]] 3
; CHECK-NOT: BuiltIn GlobalSize
; CHECK: %[[#D:]] = OpFunctionParameter %[[#I]]
; CHECK: %[[#G:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK-NEXT: %[[#G0:]] = OpCompositeExtract %[[#L]] %[[#G]] 0
; CHECK-NEXT: %[[#]] = OpUConvert %[[#I]] %[[#G0]]
; CHECK: %[[#LV:]] = OpLoad %[[#V3]] %[[#LID]]
; CHECK: %[[#]] = OpVectorExtractDynamic %[[#L]] %[[#LV]] %[[#]]
; CHECK: %[[#W:]] = OpLoad %[[#V3]] %[[#WG]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#L]] %[[#W]] 2
; CHECK: %[[#]] = OpLoad %[[#]] %[[#IDX]]
; CHECK: %[[#]] = OpLoad %[[#I]] %[[#SGS]]
; CHECK: %[[#]] = OpLoad %[[#I]] %[[#SGL]]

define spir_kernel void @k(i32 %d, ptr addrspace(1) %o) {
  %a = call i32 @llvm.spv.thread.id(i32 0)
  %b = call i64 @llvm.spv.thread.id.in.group.i64(i32 %d)
  %c = call i64 @llvm.spv.group.id.i64(i32 2)
  %e = call i32 @llvm.spv.flattened.thread.id.in.group()
  %f = call i64 @llvm.spv.global.size.i64(i32 7)
  %g = call i32 @llvm.spv.subgroup.size()
  %h = call i32 @llvm.spv.subgroup.local.invocation.id()
  %bt = trunc i64 %b to i32
  %ct = trunc i64 %c to i32
  %ft = trunc i64 %f to i32
  %s1 = add i32 %a, %bt
  %s2 = add i32 %s1, %ct
  %s3 = add i32 %s2, %e
  %s4 = add i32 %s3, %ft
  %s5 = add i32 %s4, %g
  %s6 = add i32 %s5, %h
  store i32 %s6, ptr addrspace(1) %o
  ret void
}

declare i64 @llvm.spv.thread.id.in.group.i64(i32)
declare i64 @llvm.spv.group.id.i64(i32)
declare i32 @llvm.spv.flattened.thread.id.in.group()
declare i64 @llvm.spv.global.size.i64(i32)
declare i32 @llvm.spv.subgroup.size()
declare i32 @llvm.spv.subgroup.local.invocation.id()
