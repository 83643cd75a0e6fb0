;; A call through a function pointer with a byval argument: the byval has no
;; place in OpFunctionPointerCallINTEL (and a reader's call has none), so the
;; caller copies the pointee into a fresh Function variable of the byval type
;; (OpCopyMemorySized of its size) and passes that; the callee's stores reach
;; the copy, not the caller's %q. Arguments without byval pass unchanged.
;; With a variable in address space 0 (Generic, as0-generic.ll) the copy is
;; cast to Generic.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}
; RUN: sed 's/^;GEN //' %s > %tg.ll
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %tg.ll -o %tg.spv
; RUN: %spirv-val-new %tg.spv
; RUN: spirv-dis --raw-id --no-header %tg.spv | FileCheck %s --check-prefix=GEN

; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#SIXTEEN:]] = OpConstant %[[#U64]] 16{{$}}
; CHECK-DAG: %[[#PAIR:]] = OpTypeStruct %[[#U32]] %[[#U32]]
; CHECK-DAG: %[[#QUAD:]] = OpTypeStruct %[[#PAIR]] %[[#U32]] %[[#U32]]
; CHECK-DAG: %[[#FQUAD:]] = OpTypePointer Function %[[#QUAD]]
; CHECK-DAG: %[[#FU8:]] = OpTypePointer Function %[[#U8]]

; CHECK:      OpFunction
; CHECK:      OpFunction
; CHECK:      OpFunction
; CHECK:      %[[#Q:]] = OpVariable %[[#FQUAD]] Function
; CHECK:      %[[#COPY:]] = OpVariable %[[#FQUAD]] Function
; CHECK:      OpCopyMemorySized %[[#COPY]] %[[#Q]] %[[#SIXTEEN]]
; CHECK-NEXT: %[[#ARG:]] = OpBitcast %[[#FU8]] %[[#COPY]]
; CHECK-NEXT: OpFunctionPointerCallINTEL %[[#U32]] %[[#]] %[[#ARG]] %[[#Q8:]]
; CHECK-NOT:  OpCopyMemorySized
; CHECK:      OpFunctionEnd

; GEN-DAG: %[[#QUAD:]] = OpTypeStruct %[[#]] %[[#]] %[[#]]{{$}}
; GEN-DAG: %[[#FQUAD:]] = OpTypePointer Function %[[#QUAD]]
; GEN-DAG: %[[#GQUAD:]] = OpTypePointer Generic %[[#QUAD]]
; GEN:      %[[#Q:]] = OpVariable %[[#FQUAD]] Function
; GEN:      %[[#COPY:]] = OpVariable %[[#FQUAD]] Function
; GEN:      %[[#QG:]] = OpPtrCastToGeneric %[[#GQUAD]] %[[#Q]]
; GEN:      OpCopyMemorySized %[[#COPY]] %[[#QG]] %[[#]]
; GEN-NEXT: %[[#G:]] = OpPtrCastToGeneric %[[#GQUAD]] %[[#COPY]]
; GEN-NEXT: %[[#ARG:]] = OpBitcast %[[#]] %[[#G]]
; GEN-NEXT: OpFunctionPointerCallINTEL %[[#]] %[[#]] %[[#ARG]]

; BACK-LABEL: define spir_kernel void @k(
; BACK:       %q = alloca %struct.quad
; BACK:       %[[COPY:[0-9]+]] = alloca %struct.quad
; BACK:       call void @llvm.memcpy.p0.p0.i64(ptr %[[#]], ptr %[[#]], i64 16, i1 false)
; BACK:       call spir_func i32 %{{.*}}(ptr %{{.*}}, ptr %{{.*}})

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.pair = type { i32, i32 }
%struct.quad = type { %struct.pair, i32, i32 }

;GEN @counter = global i32 0

define spir_func i32 @take_pair(ptr byval(%struct.pair) align 4 %p, ptr %plain) noinline {
  %x = load i32, ptr %p, align 4
  store i32 -1000, ptr %p, align 4
  store i8 1, ptr %plain
  ret i32 %x
}

define spir_func i32 @take_quad(ptr byval(%struct.quad) align 4 %p, ptr %plain) noinline {
  %pw = getelementptr inbounds i8, ptr %p, i64 12
  %x = load i32, ptr %pw, align 4
  store i32 -2000, ptr %p, align 4
  ret i32 %x
}

define spir_kernel void @k(ptr addrspace(1) %out, i1 %odd) {
  %q = alloca %struct.quad, align 4
  %b = alloca i8
  store i32 7, ptr %q, align 4
  %fp = select i1 %odd, ptr @take_pair, ptr @take_quad
  %r = call spir_func i32 %fp(ptr byval(%struct.quad) align 4 %q, ptr %b)
  %x = load i32, ptr %q, align 4
  %s = add i32 %r, %x
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
