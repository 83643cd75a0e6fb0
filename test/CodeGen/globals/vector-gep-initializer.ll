;; A vector getelementptr in an initializer (LLVM's vector form of a scalar
;; getelementptr: a vector base, or a scalar base with vector indices) is a
;; vector of size_t like any other constant vector of pointers
;; (vector-of-pointers.ll): each lane is the scalar getelementptr over that
;; lane of the base and of every index, as OpSpecConstantOp, and its address
;; through ConvertPtrToU. A lane of the base that is null folds to 0; an
;; address-space cast and an inttoptr of a vector go lane by lane too. A
;; scalar inttoptr of a number is OpSpecConstantOp ConvertUToPtr.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv
; RUN: spirv-val %t32.spv
; RUN: spirv-dis --raw-id --no-header %t32.spv | FileCheck %s --check-prefix=P32
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t32.spv -o %t32.bc %}

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SZ:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#SZ]] 2
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#SZ]] 3
; CHECK-DAG: %[[#PI32:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#PI8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#GI8:]] = OpTypePointer Generic %[[#I8]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#N1:]] = OpConstant %[[#SZ]] 1
; CHECK-DAG: %[[#N2:]] = OpConstant %[[#SZ]] 2
; CHECK-DAG: %[[#N3:]] = OpConstant %[[#SZ]] 3
; CHECK-DAG: %[[#N7:]] = OpConstant %[[#SZ]] 7
; CHECK-DAG: %[[#N16:]] = OpConstant %[[#SZ]] 16
; CHECK-DAG: %[[#N32:]] = OpConstant %[[#SZ]] 32
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#SZ]] 0
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I32]] 1

;; <2 x ptr> base, vector index
; CHECK-DAG: %[[#A:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#A32:]] = OpSpecConstantOp %[[#PI32]] Bitcast %[[#A]]
; CHECK-DAG: %[[#A1:]] = OpSpecConstantOp %[[#PI32]] PtrAccessChain %[[#A32]] %[[#N1]]
; CHECK-DAG: %[[#A1U:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#A1]]
; CHECK-DAG: %[[#A2:]] = OpSpecConstantOp %[[#PI32]] PtrAccessChain %[[#A32]] %[[#N2]]
; CHECK-DAG: %[[#A2U:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#A2]]
; CHECK-DAG: %[[#VINIT:]] = OpSpecConstantComposite %[[#V2]] %[[#A1U]] %[[#A2U]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#VINIT]]
@a = addrspace(1) global [4 x i32] zeroinitializer
@v = addrspace(1) global <2 x ptr addrspace(1)> getelementptr (i32, <2 x ptr addrspace(1)> <ptr addrspace(1) @a, ptr addrspace(1) @a>, <2 x i64> <i64 1, i64 2>)

;; scalar base, vector index: the base stands for every lane
; CHECK-DAG: %[[#A3:]] = OpSpecConstantOp %[[#PI32]] PtrAccessChain %[[#A32]] %[[#N3]]
; CHECK-DAG: %[[#A3U:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#A3]]
; CHECK-DAG: %[[#WINIT:]] = OpSpecConstantComposite %[[#V2]] %[[#A1U]] %[[#A3U]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#WINIT]]
@w = addrspace(1) global <2 x ptr addrspace(1)> getelementptr (i32, ptr addrspace(1) @a, <2 x i64> <i64 1, i64 3>)

;; through a struct member, inbounds, three lanes
; CHECK-DAG: %[[#S:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#S0:]] = OpSpecConstantOp %[[#PF]] InBoundsPtrAccessChain %[[#S]] %[[#Z]] %[[#Z]] %[[#M1]] %[[#N2]]
; CHECK-DAG: %[[#S1:]] = OpSpecConstantOp %[[#PF]] InBoundsPtrAccessChain %[[#S]] %[[#Z]] %[[#N1]] %[[#M1]] %[[#Z]]
; CHECK-DAG: %[[#S2:]] = OpSpecConstantOp %[[#PF]] InBoundsPtrAccessChain %[[#S]] %[[#Z]] %[[#N1]] %[[#M1]] %[[#N3]]
; CHECK-DAG: %[[#S0U:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#S0]]
; CHECK-DAG: %[[#S1U:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#S1]]
; CHECK-DAG: %[[#S2U:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#S2]]
; CHECK-DAG: %[[#V3INIT:]] = OpSpecConstantComposite %[[#V3]] %[[#S0U]] %[[#S1U]] %[[#S2U]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#V3INIT]]
%S = type { i32, [4 x float] }
@s = addrspace(1) global [2 x %S] zeroinitializer
@v3 = addrspace(1) global <3 x ptr addrspace(1)> getelementptr inbounds ([2 x %S], ptr addrspace(1) @s, <3 x i64> zeroinitializer, <3 x i64> <i64 0, i64 1, i64 1>, <3 x i32> <i32 1, i32 1, i32 1>, <3 x i64> <i64 2, i64 0, i64 3>)

;; an address-space cast of a vector getelementptr
; CHECK-DAG: %[[#B:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#B8:]] = OpSpecConstantOp %[[#PI8]] Bitcast %[[#B]]
; CHECK-DAG: %[[#B1:]] = OpSpecConstantOp %[[#PI8]] PtrAccessChain %[[#B8]] %[[#N1]]
; CHECK-DAG: %[[#B1G:]] = OpSpecConstantOp %[[#GI8]] PtrCastToGeneric %[[#B1]]
; CHECK-DAG: %[[#B1GU:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#B1G]]
; CHECK-DAG: %[[#B7:]] = OpSpecConstantOp %[[#PI8]] PtrAccessChain %[[#B8]] %[[#N7]]
; CHECK-DAG: %[[#B7G:]] = OpSpecConstantOp %[[#GI8]] PtrCastToGeneric %[[#B7]]
; CHECK-DAG: %[[#B7GU:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#B7G]]
; CHECK-DAG: %[[#GINIT:]] = OpSpecConstantComposite %[[#V2]] %[[#B1GU]] %[[#B7GU]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#GINIT]]
@b = addrspace(1) global [8 x i8] zeroinitializer
@gen = addrspace(1) global <2 x ptr addrspace(4)> addrspacecast (<2 x ptr addrspace(1)> getelementptr (i8, ptr addrspace(1) @b, <2 x i64> <i64 1, i64 7>) to <2 x ptr addrspace(4)>)

;; inside a struct, with a null lane (0): the struct is a spec constant too
; CHECK-DAG: %[[#B4:]] = OpSpecConstantOp %[[#PI8]] PtrAccessChain %[[#B8]] %[[#]]
; CHECK-DAG: %[[#B4U:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#B4]]
; CHECK-DAG: %[[#SV:]] = OpSpecConstantComposite %[[#V2]] %[[#B4U]] %[[#Z]]
; CHECK-DAG: %[[#STINIT:]] = OpSpecConstantComposite %[[#]] %[[#]] %[[#SV]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#STINIT]]
@st = addrspace(1) global { i32, <2 x ptr addrspace(1)> } { i32 5, <2 x ptr addrspace(1)> getelementptr (i8, <2 x ptr addrspace(1)> <ptr addrspace(1) @b, ptr addrspace(1) null>, <2 x i64> <i64 4, i64 0>) }

;; a vector inttoptr of numbers is those numbers; a scalar one ConvertUToPtr
; CHECK-DAG: %[[#NUMS:]] = OpConstantComposite %[[#V2]] %[[#N16]] %[[#N32]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#NUMS]]
; CHECK-DAG: %[[#P16:]] = OpSpecConstantOp %[[#PI8]] ConvertUToPtr %[[#N16]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#P16]]
@n = addrspace(1) global <2 x ptr addrspace(1)> inttoptr (<2 x i64> <i64 16, i64 32> to <2 x ptr addrspace(1)>)
@p = addrspace(1) global ptr addrspace(1) inttoptr (i64 16 to ptr addrspace(1))

;; a lane loaded back is a pointer again
; CHECK: OpFunction
; CHECK: %[[#X:]] = OpLoad %[[#V3]] %[[#]]
; CHECK: %[[#E:]] = OpVectorExtractDynamic %[[#SZ]] %[[#X]] %[[#]]
; CHECK: %[[#EP:]] = OpConvertUToPtr %[[#PF]] %[[#E]]
; CHECK: OpLoad %[[#F32]] %[[#EP]]
define spir_kernel void @k(ptr addrspace(1) %o, i32 %i) {
  %x = load <3 x ptr addrspace(1)>, ptr addrspace(1) @v3
  %e = extractelement <3 x ptr addrspace(1)> %x, i32 %i
  %l = load float, ptr addrspace(1) %e
  store float %l, ptr addrspace(1) %o
  ret void
}

;; spirv32: the addresses are 32-bit
; P32-DAG: %[[#SZ:]] = OpTypeInt 32 0
; P32-DAG: %[[#V2:]] = OpTypeVector %[[#SZ]] 2
; P32-DAG: %[[#V3:]] = OpTypeVector %[[#SZ]] 3
; P32-DAG: %[[#]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#]]
; P32-DAG: %[[#]] = OpSpecConstantComposite %[[#V3]] %[[#]] %[[#]] %[[#]]
