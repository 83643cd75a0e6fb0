;; Matrix values beyond the multiply. __spirv_AccessChain on a pointer to a
;; matrix is OpAccessChain to the element this invocation owns (SYCL's
;; joint_matrix element access); __spirv_VectorExtractDynamic and
;; __spirv_VectorInsertDynamic on a matrix value go through a Function
;; variable and such an access chain (the vector instructions take no matrix,
;; OpCompositeExtract/Insert only literal indices). zeroinitializer is
;; OpConstantNull; a select of matrices selects between two variables holding
;; them (OpSelect takes pointers, not matrices); phis, allocas, arrays and
;; structs of matrices, and functions taking and returning them map directly.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#M:]] = OpTypeCooperativeMatrixKHR %[[#F32]] %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK-DAG: %[[#PM:]] = OpTypePointer Function %[[#M]]
; CHECK-DAG: %[[#PE:]] = OpTypePointer Function %[[#F32]]
; CHECK-DAG: %[[#NULL:]] = OpConstantNull %[[#M]]
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#M]] %[[#]]
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#M]] %[[#U32]]
; CHECK-DAG: %[[#K3:]] = OpConstant %[[#U64]] 3{{$}}

;; @twice(%M, %M) -> %M: a function of matrices
; CHECK: %[[#TWICE:]] = OpFunction %[[#M]] None %[[#]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#M]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#]] = OpFAdd %[[#M]] %[[#X]] %[[#X]]

; CHECK: OpFunction
; CHECK: %[[#I:]] = OpFunctionParameter %[[#U32]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#VAR:]] = OpVariable %[[#PM]] Function
; CHECK-NEXT: %[[#VARR:]] = OpVariable %[[#]] Function
; CHECK-NEXT: %[[#T1:]] = OpVariable %[[#PM]] Function
; CHECK-NEXT: %[[#T2:]] = OpVariable %[[#PM]] Function
; CHECK-NEXT: %[[#T3:]] = OpVariable %[[#PM]] Function
; CHECK-NEXT: %[[#T4:]] = OpVariable %[[#PM]] Function
; CHECK: OpStore %[[#VAR]] %[[#NULL]]
; CHECK-NEXT: %[[#P:]] = OpAccessChain %[[#PE]] %[[#VAR]] %[[#I]]
; CHECK-NEXT: %[[#E:]] = OpLoad %[[#F32]] %[[#P]]
; CHECK-NEXT: %[[#E2:]] = OpFMul %[[#F32]] %[[#E]]
; CHECK-NEXT: OpStore %[[#P]] %[[#E2]]
; CHECK-NEXT: %[[#M1:]] = OpLoad %[[#M]] %[[#VAR]]
; CHECK-NEXT: OpStore %[[#T1]] %[[#M1]]
; CHECK-NEXT: %[[#XP:]] = OpAccessChain %[[#PE]] %[[#T1]] %[[#K3]]
; CHECK-NEXT: %[[#XV:]] = OpLoad %[[#F32]] %[[#XP]]
; CHECK-NEXT: %[[#XV2:]] = OpFAdd %[[#F32]] %[[#XV]]
; CHECK-NEXT: OpStore %[[#T2]] %[[#M1]]
; CHECK-NEXT: %[[#IP:]] = OpAccessChain %[[#PE]] %[[#T2]] %[[#K3]]
; CHECK-NEXT: OpStore %[[#IP]] %[[#XV2]]
; CHECK-NEXT: %[[#M2:]] = OpLoad %[[#M]] %[[#T2]]
; CHECK-NEXT: %[[#EL:]] = OpInBoundsPtrAccessChain %[[#PM]] %[[#VARR]]
; CHECK-NEXT: OpStore %[[#EL]] %[[#M2]]
; CHECK-NEXT: %[[#SV:]] = OpCompositeInsert %[[#S]] %[[#M1]]
; CHECK-NEXT: %[[#M3:]] = OpCompositeExtract %[[#M]] %[[#SV]] 0
; CHECK-NEXT: OpStore %[[#T3]] %[[#M3]]
; CHECK-NEXT: OpStore %[[#T4]] %[[#M2]]
; CHECK-NEXT: %[[#SP:]] = OpSelect %[[#PM]] %[[#C]] %[[#T3]] %[[#T4]]
; CHECK-NEXT: %[[#SEL:]] = OpLoad %[[#M]] %[[#SP]]
; CHECK-NEXT: OpBranch %[[#LOOP:]]
; CHECK-NEXT: %[[#LOOP]] = OpLabel
; CHECK-NEXT: %[[#ACC:]] = OpPhi %[[#M]] %[[#SEL]] %[[#]] %[[#NEXT:]] %[[#LOOP]]
; CHECK: %[[#NEXT]] = OpFunctionCall %[[#M]] %[[#TWICE]] %[[#ACC]]

target triple = "spirv64-unknown-unknown"

%M = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)
%S = type { %M, i32 }

define spir_func %M @twice(%M %x) {
  %r = call spir_func %M @_Z12__spirv_FAdd(%M %x, %M %x)
  ret %M %r
}

define spir_kernel void @k(ptr addrspace(1) align 4 %out, i64 %n, i32 %i, i1 %c) {
entry:
  %var = alloca %M, align 8
  %arr = alloca [2 x %M], align 8
  store %M zeroinitializer, ptr %var, align 8
  %p = call spir_func ptr @_Z19__spirv_AccessChain(ptr %var, i32 %i)
  %e = load float, ptr %p, align 4
  %e2 = fmul float %e, 2.0
  store float %e2, ptr %p, align 4
  %m1 = load %M, ptr %var, align 8
  %x = call spir_func float @_Z28__spirv_VectorExtractDynamic(%M %m1, i64 3)
  %x2 = fadd float %x, 1.0
  %m2 = call spir_func %M @_Z27__spirv_VectorInsertDynamic(%M %m1, float %x2, i64 3)
  %el = getelementptr inbounds [2 x %M], ptr %arr, i64 0, i64 1
  store %M %m2, ptr %el, align 8
  %s = insertvalue %S poison, %M %m1, 0
  %m3 = extractvalue %S %s, 0
  %sel = select i1 %c, %M %m3, %M %m2
  br label %loop
loop:
  %acc = phi %M [ %sel, %entry ], [ %next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k2, %loop ]
  %next = call spir_func %M @twice(%M %acc)
  %k2 = add i32 %k, 1
  %more = icmp ult i32 %k2, 4
  br i1 %more, label %loop, label %done
done:
  %w = load %M, ptr %el, align 8
  %sum = call spir_func %M @_Z12__spirv_FAdd(%M %next, %M %w)
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %out, %M %sum, i32 0, i64 %n)
  ret void
}

declare spir_func ptr @_Z19__spirv_AccessChain(ptr, i32)
declare spir_func float @_Z28__spirv_VectorExtractDynamic(%M, i64)
declare spir_func %M @_Z27__spirv_VectorInsertDynamic(%M, float, i64)
declare spir_func %M @_Z12__spirv_FAdd(%M, %M)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %M, i32, i64)
