;; SPIR-V has no vectors of pointers, but GVN and InstCombine merge
;; comparisons of constant pointers into one icmp of two constant <n x ptr>
;; (clang -O2 on OpenCL C 2.0 program-scope variables; found by test/diff,
;; Csmith --mode global seed 178). Each lane becomes OpConvertPtrToU of its
;; constant pointer (null and poison lanes too), the lanes make a vector of
;; size_t, and the vectors are compared as integers. A vector of pointers
;; that is not a constant stays an error (errors/vector-of-pointers.ll).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SZ:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#B4:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#SZ4:]] = OpTypeVector %[[#SZ]] 4
; CHECK-DAG: %[[#A:]] = OpVariable %[[#]] CrossWorkgroup
; CHECK-DAG: %[[#B:]] = OpVariable %[[#]] CrossWorkgroup
; CHECK-DAG: %[[#NULL:]] = OpConstantNull %[[#]]
; CHECK-DAG: %[[#POISON:]] = OpUndef %[[#]]
; CHECK-DAG: %[[#U4:]] = OpUndef %[[#SZ4]]

; CHECK-LABEL: = OpFunction
; CHECK: %[[#A4:]] = OpInBoundsPtrAccessChain %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#GA4:]] = OpPtrCastToGeneric %[[#]] %[[#A4]]
; CHECK-NEXT: %[[#GB:]] = OpPtrCastToGeneric %[[#]] %[[#B]]
; CHECK-NEXT: %[[#GA:]] = OpPtrCastToGeneric %[[#]] %[[#A]]
; CHECK-NEXT: %[[#X0:]] = OpConvertPtrToU %[[#SZ]] %[[#GA4]]
; CHECK-NEXT: %[[#X1:]] = OpConvertPtrToU %[[#SZ]] %[[#GB]]
; CHECK-NEXT: %[[#X2:]] = OpConvertPtrToU %[[#SZ]] %[[#NULL]]
; CHECK-NEXT: %[[#X3:]] = OpConvertPtrToU %[[#SZ]] %[[#POISON]]
; CHECK-NEXT: %[[#V0:]] = OpCompositeInsert %[[#SZ4]] %[[#X0]] %[[#U4]] 0
; CHECK-NEXT: %[[#V1:]] = OpCompositeInsert %[[#SZ4]] %[[#X1]] %[[#V0]] 1
; CHECK-NEXT: %[[#V2:]] = OpCompositeInsert %[[#SZ4]] %[[#X2]] %[[#V1]] 2
; CHECK-NEXT: %[[#X:]] = OpCompositeInsert %[[#SZ4]] %[[#X3]] %[[#V2]] 3
; CHECK-NEXT: %[[#Y0:]] = OpConvertPtrToU %[[#SZ]] %[[#GB]]
; CHECK-NEXT: %[[#Y1:]] = OpConvertPtrToU %[[#SZ]] %[[#GB]]
; CHECK-NEXT: %[[#Y2:]] = OpConvertPtrToU %[[#SZ]] %[[#GA]]
; CHECK-NEXT: %[[#Y3:]] = OpConvertPtrToU %[[#SZ]] %[[#NULL]]
; CHECK-NEXT: %[[#W0:]] = OpCompositeInsert %[[#SZ4]] %[[#Y0]] %[[#U4]] 0
; CHECK-NEXT: %[[#W1:]] = OpCompositeInsert %[[#SZ4]] %[[#Y1]] %[[#W0]] 1
; CHECK-NEXT: %[[#W2:]] = OpCompositeInsert %[[#SZ4]] %[[#Y2]] %[[#W1]] 2
; CHECK-NEXT: %[[#Y:]] = OpCompositeInsert %[[#SZ4]] %[[#Y3]] %[[#W2]] 3
; CHECK-NEXT: %[[#]] = OpINotEqual %[[#B4]] %[[#X]] %[[#Y]]

@a = internal addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@b = internal addrspace(1) global i32 5, align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
  %c = icmp ne <4 x ptr addrspace(4)> <ptr addrspace(4) addrspacecast (ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @a, i64 4) to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @b to ptr addrspace(4)), ptr addrspace(4) null, ptr addrspace(4) poison>, <ptr addrspace(4) addrspacecast (ptr addrspace(1) @b to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @b to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @a to ptr addrspace(4)), ptr addrspace(4) null>
  %z = zext <4 x i1> %c to <4 x i32>
  store <4 x i32> %z, ptr addrspace(1) %out, align 16
  ret void
}
