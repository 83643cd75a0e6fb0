;; The SPIR-V backend's own intrinsics for memory, in IR printed after its
;; emit-intrinsics pass: spv.alloca takes its type from the spv.assign.ptr.type
;; of its result; spv.gep indexes the pointee the backend declared for its base;
;; spv.load/spv.store of aggregates stand the aggregate in by an i32 whose type
;; an spv.assign.type names, with the volatile flag (4) and alignment as memory
;; operands; spv.ptrcast views a pointer as one to the metadata's type;
;; spv.cmpxchg takes SPIR-V scope and semantics (storage class bits added);
;; spv.atomic.load/store take LLVM's AtomicOrdering.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I]] %[[#F]]
; CHECK-DAG: %[[#PS:]] = OpTypePointer Function %[[#S]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F]]
; CHECK-DAG: %[[#GI:]] = OpTypePointer CrossWorkgroup %[[#I]]
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I]] 1
;; SequentiallyConsistent 0x10 | CrossWorkgroupMemory 0x200
; CHECK-DAG: %[[#SEM:]] = OpConstant %[[#I]] 528
; CHECK: %[[#O:]] = OpFunctionParameter
; CHECK: %[[#A:]] = OpVariable %[[#PS]] Function
; CHECK: %[[#OI:]] = OpBitcast %[[#GI]] %[[#O]]
; CHECK: %[[#G:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#A]] %[[#]] %[[#]]
; CHECK-NEXT: OpStore %[[#G]] %[[#]] Aligned 4
; CHECK-NEXT: %[[#L:]] = OpLoad %[[#S]] %[[#A]] Volatile|Aligned 8
; CHECK-NEXT: OpStore %[[#A]] %[[#L]] Aligned 8
; CHECK-NEXT: %[[#X:]] = OpAtomicCompareExchange %[[#I]] %[[#OI]] %[[#DEV]] %[[#SEM]] %[[#SEM]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#]] = OpIEqual %[[#]] %[[#X]]
; CHECK: %[[#]] = OpAtomicLoad %[[#I]] %[[#OI]] %[[#]] %[[#]]
; CHECK: OpAtomicStore %[[#OI]] %[[#]] %[[#]] %[[#]]

%S = type { i32, float }

define spir_kernel void @k(ptr addrspace(1) %o) {
  %a = call ptr @llvm.spv.alloca.p0()
  call void @llvm.spv.assign.ptr.type.p0(ptr %a, metadata %S poison, i32 0)
  %g = call ptr (i1, ptr, ...) @llvm.spv.gep.p0.p0(i1 true, ptr %a, i32 0, i32 1)
  store float 1.0, ptr %g, align 4
  %l = call i32 @llvm.spv.load.p0(ptr %a, i16 4, i8 8)
  call void @llvm.spv.assign.type.i32(i32 %l, metadata %S poison)
  call void @llvm.spv.store.i32.p0(i32 %l, ptr %a, i16 0, i8 8)
  %pc = call ptr addrspace(1) @llvm.spv.ptrcast.p1.p1(ptr addrspace(1) %o, metadata i32 poison, i32 1)
  %x = call i32 (ptr addrspace(1), ...) @llvm.spv.cmpxchg.p1(ptr addrspace(1) %pc, i32 0, i32 7, i32 1, i32 16, i32 16)
  call void @llvm.spv.assign.type.i32(i32 %x, metadata { i32, i1 } poison)
  %old = call i32 (i32, ...) @llvm.spv.extractv.i32(i32 %x, i32 0)
  %v = call i32 @llvm.spv.atomic.load.p1(ptr addrspace(1) %pc, i16 0, i8 4)
  %s = add i32 %v, %old
  call void @llvm.spv.atomic.store.i32.p1(i32 %s, ptr addrspace(1) %pc, i16 0, i8 5)
  ret void
}

declare ptr @llvm.spv.alloca.p0()
declare void @llvm.spv.assign.ptr.type.p0(ptr, metadata, i32)
declare ptr @llvm.spv.gep.p0.p0(i1, ptr, ...)
declare i32 @llvm.spv.load.p0(ptr, i16, i8)
declare void @llvm.spv.assign.type.i32(i32, metadata)
declare void @llvm.spv.store.i32.p0(i32, ptr, i16, i8)
declare ptr addrspace(1) @llvm.spv.ptrcast.p1.p1(ptr addrspace(1), metadata, i32)
declare i32 @llvm.spv.cmpxchg.p1(ptr addrspace(1), ...)
declare i32 @llvm.spv.extractv.i32(i32, ...)
declare i32 @llvm.spv.atomic.load.p1(ptr addrspace(1), i16, i8)
declare void @llvm.spv.atomic.store.i32.p1(i32, ptr addrspace(1), i16, i8)
