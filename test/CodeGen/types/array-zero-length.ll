;; A zero-length array (a flexible array member, mostly) takes no bytes, and
;; SPIR-V arrays have at least one element: it is an empty struct, so loads,
;; stores and layouts around it stay LLVM's. An index into it steps over its
;; elements from a pointer to the element (the access chain stops at the empty
;; struct, which is cast). The empty struct aligns to 1 where the array aligned
;; to its element, so a struct holding one gets byte arrays where LLVM pads
;; ({ i8, [0 x i32] } puts the array at offset 4; { i32, [0 x i64] } is 8
;; bytes): member indices past them shift, in access chains, constants and
;; extract/insert. Globals, constant expressions and allocas of them work too.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"

%flex8 = type { i8, [0 x i32] }
%mid = type { i8, [0 x i32], i8 }
%wide = type { i32, [0 x i64] }

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#E:]] = OpTypeStruct{{$}}
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#C4:]] = OpConstant %[[#I32]] 4{{$}}
; CHECK-DAG: %[[#PAD3:]] = OpTypeArray %[[#I8]] %[[#C3]]
; CHECK-DAG: %[[#PAD4:]] = OpTypeArray %[[#I8]] %[[#C4]]
; CHECK-DAG: %[[#FLEX8:]] = OpTypeStruct %[[#I8]] %[[#PAD3]] %[[#E]]
; CHECK-DAG: %[[#MID:]] = OpTypeStruct %[[#I8]] %[[#PAD3]] %[[#E]] %[[#I8]] %[[#PAD3]]
; CHECK-DAG: %[[#WIDE:]] = OpTypeStruct %[[#I32]] %[[#PAD4]] %[[#E]]
; CHECK-DAG: %[[#PE:]] = OpTypePointer CrossWorkgroup %[[#E]]
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#PL:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK-DAG: %[[#FE:]] = OpTypePointer Function %[[#E]]
; CHECK-DAG: %[[#FI:]] = OpTypePointer Function %[[#I32]]
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#L2:]] = OpConstant %[[#I64]] 2{{$}}

;; globals: an empty struct, a padded initializer, a pointer into an array
; CHECK-DAG: %[[#G0:]] = OpVariable %[[#PE]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#NPAD:]] = OpConstantNull %[[#PAD3]]
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#I8]] 7{{$}}
; CHECK-DAG: %[[#GFI:]] = OpConstantComposite %[[#FLEX8]] %[[#SEVEN]] %[[#NPAD]] %[[#]]
; CHECK-DAG: %[[#GF:]] = OpVariable %[[#]] CrossWorkgroup %[[#GFI]]
; CHECK-DAG: %[[#M:]] = OpSpecConstantOp %[[#PE]] PtrAccessChain %[[#GF]] %[[#Z]] %[[#TWO]]
; CHECK-DAG: %[[#MI:]] = OpSpecConstantOp %[[#PI]] Bitcast %[[#M]]
; CHECK-DAG: %[[#EL:]] = OpSpecConstantOp %[[#PI]] PtrAccessChain %[[#MI]] %[[#L2]]
@g0 = addrspace(1) global [0 x i32] zeroinitializer
@gf = addrspace(1) global %flex8 { i8 7, [0 x i32] [] }
@pp = addrspace(1) global ptr addrspace(1) getelementptr (%flex8, ptr addrspace(1) @gf, i64 0, i32 1, i64 2)

; CHECK: OpFunction
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter
; CHECK-NEXT: %[[#MP:]] = OpFunctionParameter
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#A:]] = OpVariable %[[#FE]] Function

; CHECK-NEXT: %[[#SB:]] = OpBitcast %[[#]] %[[#S]]

;; an alloca of [0 x i32] and an index into it
; CHECK: %[[#AC:]] = OpPtrAccessChain %[[#FE]] %[[#A]] %[[#Z]]
; CHECK-NEXT: %[[#AI:]] = OpBitcast %[[#FI]] %[[#AC]]
; CHECK-NEXT: %[[#AE:]] = OpPtrAccessChain %[[#FI]] %[[#AI]] %[[#I]]
; CHECK-NEXT: OpStore %[[#AE]]

;; s->data[i] with { i8, [0 x i32] }: member 1 is SPIR-V member 2
; CHECK-NEXT: %[[#SC:]] = OpInBoundsPtrAccessChain %[[#PE]] %[[#SB]] %[[#Z]] %[[#TWO]]
; CHECK-NEXT: %[[#SI:]] = OpBitcast %[[#PI]] %[[#SC]]
; CHECK-NEXT: %[[#SE:]] = OpInBoundsPtrAccessChain %[[#PI]] %[[#SI]] %[[#I]]
; CHECK-NEXT: OpLoad %[[#I32]] %[[#SE]]

;; w->vals[i] with { i32, [0 x i64] }
; CHECK-NEXT: %[[#WC:]] = OpInBoundsPtrAccessChain %[[#PE]] %[[#W]] %[[#Z]] %[[#TWO]]
; CHECK-NEXT: %[[#WI:]] = OpBitcast %[[#PL]] %[[#WC]]
; CHECK-NEXT: OpInBoundsPtrAccessChain %[[#PL]] %[[#WI]] %[[#I]]

;; member 2 of { i8, [0 x i32], i8 } is SPIR-V member 3; the copy moves its 8 bytes
; CHECK: %[[#MV:]] = OpLoad %[[#MID]] %[[#MP]]
; CHECK-NEXT: OpCompositeExtract %[[#I8]] %[[#MV]] 3
; CHECK-NEXT: %[[#MV2:]] = OpCompositeInsert %[[#MID]] %[[#]] %[[#MV]] 3
; CHECK-NEXT: OpStore %[[#MP]] %[[#MV2]]

;; a load and store of [0 x i32] move nothing
; CHECK: %[[#EV:]] = OpLoad %[[#E]] %[[#G0]]
; CHECK-NEXT: OpStore %[[#]] %[[#EV]]

define spir_kernel void @k(ptr addrspace(1) %s, ptr addrspace(1) %w, ptr addrspace(1) %mp, i64 %i) {
  %a = alloca [0 x i32]
  %ap = getelementptr [0 x i32], ptr %a, i64 0, i64 %i
  store i32 0, ptr %ap
  %p = getelementptr inbounds %flex8, ptr addrspace(1) %s, i64 0, i32 1, i64 %i
  %v = load i32, ptr addrspace(1) %p
  %q = getelementptr inbounds %wide, ptr addrspace(1) %w, i64 0, i32 1, i64 %i
  %x = load i64, ptr addrspace(1) %q
  %st = load %mid, ptr addrspace(1) %mp
  %b = extractvalue %mid %st, 2
  %st2 = insertvalue %mid %st, i8 9, 2
  store %mid %st2, ptr addrspace(1) %mp
  %e = load [0 x i32], ptr addrspace(1) @g0
  store [0 x i32] %e, ptr addrspace(1) %s
  ret void
}
