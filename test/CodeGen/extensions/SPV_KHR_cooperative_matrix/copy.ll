;; LLVM sizes a matrix as a pointer, so SROA copies a matrix from one alloca
;; to another as an i64 load and store (SYCL's joint_matrix code has this
;; shape), or with llvm.memcpy of its size. A matrix has no memory layout in
;; SPIR-V: such a copy moves the matrix itself, with matrix-typed OpLoad and
;; OpStore. Any other access to a matrix's memory as another type, or a memcpy
;; of part of one, is an error.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: sed 's/^  store i64 %%bits, /  %%more = add i64 %%bits, 1\n  store i64 %%more, /' %s > %t.add.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.add.ll -o %t.add.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.add.spv
; RUN: sed 's/i64 8, i1 false/i64 4, i1 false/' %s > %t.part.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.part.ll -o %t.part.spv 2>&1 | FileCheck %s --check-prefix=PART

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#M:]] = OpTypeCooperativeMatrixKHR %[[#F32]] %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK-DAG: %[[#PM:]] = OpTypePointer Function %[[#M]]
; CHECK: %[[#A:]] = OpVariable %[[#PM]] Function
; CHECK-NEXT: %[[#B:]] = OpVariable %[[#PM]] Function
; CHECK: %[[#Z:]] = OpCompositeConstruct %[[#M]]
; CHECK-NEXT: OpStore %[[#A]] %[[#Z]]
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#M]] %[[#A]]{{$}}
; CHECK-NEXT: OpStore %[[#B]] %[[#X]]{{$}}
; CHECK-NEXT: %[[#Y:]] = OpLoad %[[#M]] %[[#B]]
; CHECK-NEXT: OpCooperativeMatrixStoreKHR %[[#]] %[[#Y]]
;; @viamemcpy
; CHECK: %[[#C:]] = OpVariable %[[#PM]] Function
; CHECK-NEXT: %[[#D:]] = OpVariable %[[#PM]] Function
; CHECK: OpStore %[[#C]] %[[#]]
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#M]] %[[#C]]{{$}}
; CHECK-NEXT: OpStore %[[#D]] %[[#V]]{{$}}
; CHECK-NEXT: %[[#W:]] = OpLoad %[[#M]] %[[#D]]
; CHECK-NEXT: OpCooperativeMatrixStoreKHR %[[#]] %[[#W]]

; ERR: llc-spirv: error: {{.*}}: in @k: %bits = load i64, ptr %cast, align 8: an access to a cooperative matrix in memory as another type (other than a copy of the whole matrix from one matrix variable to another) is not supported for spirv64

; PART: llc-spirv: error: {{.*}}: in @viamemcpy: call void @llvm.memcpy{{.*}}: a memory copy touching a cooperative matrix that is not a copy of the whole matrix from one matrix variable to another is not supported for spirv64

target triple = "spirv64-unknown-unknown"

%M = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)

define spir_kernel void @k(ptr addrspace(1) align 4 %out, i64 %n) {
  %src = alloca %M, align 8
  %dst = alloca %M, align 8
  %z = call spir_func %M @_Z26__spirv_CompositeConstructf(float 1.0)
  store %M %z, ptr %src, align 8
  %cast = bitcast ptr %src to ptr
  %alias = bitcast ptr %dst to ptr
  %bits = load i64, ptr %cast, align 8
  store i64 %bits, ptr %alias, align 8
  %m = load %M, ptr %dst, align 8
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %out, %M %m, i32 0, i64 %n)
  ret void
}

define spir_kernel void @viamemcpy(ptr addrspace(1) align 4 %out, i64 %n) {
  %src = alloca %M, align 8
  %dst = alloca %M, align 8
  %z = call spir_func %M @_Z26__spirv_CompositeConstructf(float 2.0)
  store %M %z, ptr %src, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 8, i1 false)
  %m = load %M, ptr %dst, align 8
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %out, %M %m, i32 0, i64 %n)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare spir_func %M @_Z26__spirv_CompositeConstructf(float)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %M, i32, i64)
