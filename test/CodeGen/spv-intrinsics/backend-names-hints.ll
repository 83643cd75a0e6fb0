;; Evidence the SPIR-V backend attaches: spv.assign.name names a value that
;; has no IR name of its own (LLVM 19 packs the name into i32 words; later
;; versions use a metadata string);
;; spv.assign.decoration decorates it from spirv.Decorations-style metadata;
;; spv.assign.ptr.type gives a pointer's pointee to pointer inference;
;; assign.type, value.md, init.global, unref.global, loop and selection merge
;; hints, aliasing hints, unreachable and lifetime markers emit nothing here.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -d P -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTR
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpName %[[#A:]] "sum"
; CHECK-DAG: OpName %[[#B:]] "scaled"
; CHECK-NOT: OpName %[[#A]]
; CHECK-DAG: OpDecorate %[[#A]] NoSignedWrap
; CHECK-DAG: OpDecorate %[[#P:]] Alignment 16
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-NOT: "ignored"
; CHECK: %[[#P]] = OpFunctionParameter %[[#PF]]

; PTR: ptrs: @k %p -> float

@g = addrspace(1) global i32 0

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
entry:
  call void @llvm.spv.assign.ptr.type.p1(ptr addrspace(1) %p, metadata float poison, i32 1)
  call void @llvm.spv.assign.decoration.p1(ptr addrspace(1) %p, metadata !0)
  call void @llvm.spv.init.global.p1.i32(ptr addrspace(1) @g, i32 0)
  call void @llvm.spv.value.md(metadata !"k")
  %0 = add i32 %x, 1
  call void (i32, ...) @llvm.spv.assign.name.i32(i32 %0, i32 7173491)
  call void @llvm.spv.assign.decoration.i32(i32 %0, metadata !2)
  call void @llvm.spv.assign.type.i32(i32 %0, metadata i32 poison)
  %f = sitofp i32 %0 to float
  %1 = fmul float %f, 2.0
  call void (float, ...) @llvm.spv.assign.name.f32(float %1, metadata !{!"scaled"})
  call void (float, ...) @llvm.spv.assign.name.f32(float %f, metadata !{!"ignored"})
  call void @llvm.spv.assign.aliasing.decoration.f32(float %1, i32 5914, metadata !4)
  call void @llvm.spv.loop.merge(i32 0)
  call void @llvm.spv.lifetime.start.p1(i64 4, ptr addrspace(1) %p)
  store float %1, ptr addrspace(1) %p
  call void @llvm.spv.lifetime.end.p1(i64 4, ptr addrspace(1) %p)
  call void @llvm.spv.selection.merge.i32(i32 0, i32 0)
  ret void
}

declare void @llvm.spv.assign.ptr.type.p1(ptr addrspace(1), metadata, i32)
declare void @llvm.spv.assign.decoration.p1(ptr addrspace(1), metadata)
declare void @llvm.spv.assign.decoration.i32(i32, metadata)
declare void @llvm.spv.init.global.p1.i32(ptr addrspace(1), i32)
declare void @llvm.spv.value.md(metadata)
declare void @llvm.spv.assign.name.i32(i32, ...)
declare void @llvm.spv.assign.name.f32(float, ...)
declare void @llvm.spv.assign.type.i32(i32, metadata)
declare void @llvm.spv.assign.aliasing.decoration.f32(float, i32, metadata)
declare void @llvm.spv.loop.merge(i32)
declare void @llvm.spv.lifetime.start.p1(i64, ptr addrspace(1))
declare void @llvm.spv.lifetime.end.p1(i64, ptr addrspace(1))
declare void @llvm.spv.selection.merge.i32(i32, i32)

!0 = !{!1}
!1 = !{i32 44, i32 16}
!2 = !{!3}
!3 = !{i32 4469}
!4 = !{}
