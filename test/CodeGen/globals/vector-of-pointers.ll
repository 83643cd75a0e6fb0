;; A vector of pointers is a vector of size_t (instructions/vector-of-pointers.ll),
;; in an initializer too: each lane is its pointer's address, an
;; OpSpecConstantOp ConvertPtrToU of the pointer constant (a global, a
;; getelementptr, a cast to Generic), a null lane 0, an inttoptr of a number
;; that number, an undefined lane OpUndef. A vector with such a lane is an
;; OpSpecConstantComposite, and so is every aggregate holding it (an
;; OpConstantComposite takes no spec constants). zeroinitializer is
;; OpConstantNull; undef and poison leave the variable uninitialized; a
;; 5-lane vector is widened to 8 with undefined lanes; <1 x ptr> is one
;; size_t. A load of the global gives the addresses, and a lane extracted
;; from it comes back as a pointer through OpConvertUToPtr.
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
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#SZ]] 4
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#SZ]] 2
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#SZ]] 3
; CHECK-DAG: %[[#V8:]] = OpTypeVector %[[#SZ]] 8
; CHECK-DAG: %[[#PI8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#GI8:]] = OpTypePointer Generic %[[#I8]]
; CHECK-DAG: %[[#PV4:]] = OpTypePointer CrossWorkgroup %[[#V4]]
; CHECK-DAG: %[[#PI32:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#I32]] %[[#V2]]
; CHECK-DAG: %[[#A:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#B:]] = OpVariable %[[#PI32]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#PA:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#A]]
; CHECK-DAG: %[[#PB:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#B]]
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#SZ]] 0
; CHECK-DAG: %[[#A8:]] = OpSpecConstantOp %[[#PI8]] Bitcast %[[#A]]
; CHECK-DAG: %[[#GEP:]] = OpSpecConstantOp %[[#PI8]] PtrAccessChain %[[#A8]] %[[#]]
; CHECK-DAG: %[[#PGEP:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#GEP]]
; CHECK-DAG: %[[#GINIT:]] = OpSpecConstantComposite %[[#V4]] %[[#PA]] %[[#PB]] %[[#Z]] %[[#PGEP]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#PV4]] CrossWorkgroup %[[#GINIT]]
; CHECK-DAG: %[[#SV:]] = OpSpecConstantComposite %[[#V2]] %[[#PB]] %[[#PA]]
; CHECK-DAG: %[[#SINIT:]] = OpSpecConstantComposite %[[#ST]] %[[#]] %[[#SV]]
; CHECK-DAG: OpVariable %[[#]] CrossWorkgroup %[[#SINIT]]
; CHECK-DAG: %[[#UNDEF:]] = OpUndef %[[#SZ]]
; CHECK-DAG: %[[#AV:]] = OpSpecConstantComposite %[[#V2]] %[[#PB]] %[[#UNDEF]]
; CHECK-DAG: %[[#NULL2:]] = OpConstantNull %[[#V2]]
; CHECK-DAG: %[[#]] = OpSpecConstantComposite %[[#]] %[[#AV]] %[[#NULL2]]
; CHECK-DAG: %[[#U:]] = OpVariable %[[#]] CrossWorkgroup{{$}}
; CHECK-DAG: %[[#NULL3:]] = OpConstantNull %[[#V3]]
; CHECK-DAG: OpVariable %[[#]] CrossWorkgroup %[[#NULL3]]
; CHECK-DAG: OpVariable %[[#]] CrossWorkgroup %[[#PB]]
; CHECK-DAG: %[[#GENB:]] = OpSpecConstantOp %[[#]] PtrCastToGeneric %[[#B]]
; CHECK-DAG: %[[#PGENB:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#GENB]]
; CHECK-DAG: OpSpecConstantComposite %[[#V2]] %[[#PGENB]] %[[#Z]]
; CHECK-DAG: OpSpecConstantComposite %[[#V8]] %[[#PB]] %[[#PB]] %[[#Z]] %[[#PB]] %[[#PB]] %[[#UNDEF]] %[[#UNDEF]] %[[#UNDEF]]
; CHECK-DAG: %[[#N8:]] = OpConstant %[[#SZ]] 8
; CHECK-DAG: %[[#N16:]] = OpConstant %[[#SZ]] 16
; CHECK-DAG: %[[#NUMS:]] = OpConstantComposite %[[#V2]] %[[#N8]] %[[#N16]]
; CHECK-DAG: OpVariable %[[#]] CrossWorkgroup %[[#NUMS]]
; CHECK-DAG: %[[#CV:]] = OpSpecConstantComposite %[[#V2]] %[[#PB]] %[[#Z]]
; CHECK-DAG: OpVariable %[[#]] UniformConstant %[[#CV]]
; CHECK-NOT: OpConstantComposite %[[#]] %[[#PA]]
; CHECK-NOT: OpConstantComposite %[[#]] %[[#PB]]

;; spirv32: the same with 32-bit addresses.
; P32-DAG: %[[#SZ:]] = OpTypeInt 32 0
; P32-DAG: %[[#V4:]] = OpTypeVector %[[#SZ]] 4
; P32-DAG: %[[#PA:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#A:]]
; P32-DAG: %[[#PB:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#]]
; P32-DAG: %[[#Z:]] = OpConstant %[[#SZ]] 0
; P32-DAG: %[[#GINIT:]] = OpSpecConstantComposite %[[#V4]] %[[#PA]] %[[#PB]] %[[#Z]] %[[#]]
; P32-DAG: OpVariable %[[#]] CrossWorkgroup %[[#GINIT]]
; P32-DAG: %[[#N8:]] = OpConstant %[[#SZ]] 8
; P32-DAG: %[[#N16:]] = OpConstant %[[#SZ]] 16
; P32-DAG: OpConstantComposite %[[#]] %[[#N8]] %[[#N16]]
; P32: OpFunction
; P32: %[[#V:]] = OpLoad %[[#V4]] %[[#]]
; P32-NEXT: %[[#L:]] = OpCompositeExtract %[[#SZ]] %[[#V]] 3
; P32-NEXT: %[[#P:]] = OpConvertUToPtr %[[#]] %[[#L]]
; P32-NEXT: OpLoad %[[#]] %[[#P]]

@a = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@b = addrspace(1) global i32 7
@g = addrspace(1) global <4 x ptr addrspace(1)> <ptr addrspace(1) @a, ptr addrspace(1) @b, ptr addrspace(1) null, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @a, i64 4)>
@s = addrspace(1) global { i32, <2 x ptr addrspace(1)> } { i32 5, <2 x ptr addrspace(1)> <ptr addrspace(1) @b, ptr addrspace(1) @a> }
@arr = addrspace(1) global [2 x <2 x ptr addrspace(1)>] [<2 x ptr addrspace(1)> <ptr addrspace(1) @b, ptr addrspace(1) poison>, <2 x ptr addrspace(1)> zeroinitializer]
@u = addrspace(1) global <2 x ptr addrspace(1)> undef
@z = addrspace(1) global <3 x ptr addrspace(1)> zeroinitializer
@p = addrspace(1) global <2 x ptr addrspace(1)> poison
@one = addrspace(1) global <1 x ptr addrspace(1)> <ptr addrspace(1) @b>
@gen = addrspace(1) global <2 x ptr addrspace(4)> <ptr addrspace(4) addrspacecast (ptr addrspace(1) @b to ptr addrspace(4)), ptr addrspace(4) null>
@five = addrspace(1) global <5 x ptr addrspace(1)> <ptr addrspace(1) @b, ptr addrspace(1) @b, ptr addrspace(1) null, ptr addrspace(1) @b, ptr addrspace(1) @b>
@nums = addrspace(1) global <2 x ptr addrspace(1)> <ptr addrspace(1) inttoptr (i64 8 to ptr addrspace(1)), ptr addrspace(1) inttoptr (i64 16 to ptr addrspace(1))>
@c = addrspace(2) constant <2 x ptr addrspace(1)> <ptr addrspace(1) @b, ptr addrspace(1) null>

;; The lane read back is a pointer to @a's second element.
; CHECK: OpFunction
; CHECK: %[[#V:]] = OpLoad %[[#V4]] %[[#G]]
; CHECK-NEXT: %[[#L:]] = OpCompositeExtract %[[#SZ]] %[[#V]] 3
; CHECK-NEXT: %[[#P:]] = OpConvertUToPtr %[[#PI32]] %[[#L]]
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#I32]] %[[#P]]
; CHECK-NEXT: OpStore %[[#]] %[[#X]]
define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load <4 x ptr addrspace(1)>, ptr addrspace(1) @g
  %p = extractelement <4 x ptr addrspace(1)> %v, i32 3
  %x = load i32, ptr addrspace(1) %p
  store i32 %x, ptr addrspace(1) %out
  %w = load <2 x ptr addrspace(4)>, ptr addrspace(1) @gen
  %q = extractelement <2 x ptr addrspace(4)> %w, i32 0
  %y = load i32, ptr addrspace(4) %q
  store i32 %y, ptr addrspace(1) %out
  %c = load <2 x ptr addrspace(1)>, ptr addrspace(2) @c
  %r = extractelement <2 x ptr addrspace(1)> %c, i32 0
  %z = load i32, ptr addrspace(1) %r
  store i32 %z, ptr addrspace(1) %out
  ret void
}

;; A constant struct holding a vector of pointers, stored by an instruction,
;; is the same spec constant composite.
; CHECK: OpFunction
; CHECK: OpStore %[[#]] %[[#SINIT]]
define spir_func void @st(ptr addrspace(1) %o) {
  store { i32, <2 x ptr addrspace(1)> } { i32 5, <2 x ptr addrspace(1)> <ptr addrspace(1) @b, ptr addrspace(1) @a> }, ptr addrspace(1) %o
  ret void
}
