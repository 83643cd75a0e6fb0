;; SPV_INTEL_joint_matrix on top of SPV_KHR_cooperative_matrix, in the call
;; forms SYCL's joint_matrix emits: the checked construct, load and store
;; (x and y offsets, then height and width of the big matrix; out-of-bounds
;; elements read as 0 and are not written), OpCooperativeMatrixGetElementCoordINTEL
;; (the row and column of an element this invocation owns, as <2 x i32>) and
;; OpCooperativeMatrixPrefetchINTEL (pointer, rows, columns, cache level as a
;; literal, layout, optional stride and memory operand: the operand order
;; LLVM's backend, the translator and IGC use). The grammar-driven __spirv_
;; lowering takes them from lib/grammar-facts.txt; the checked load and store
;; count their stride in components, so their pointers point to those. A
;; constant layout of 2 (PackedINTEL, prepacked VNNI data) needs
;; PackedCooperativeMatrixINTEL, MulAdd's operand 0x20 (A and B as TF32)
;; CooperativeMatrixTF32ComponentTypeINTEL. The capabilities declare
;; CooperativeMatrixKHR implicitly, so it is not repeated.
;; No validator here knows these instructions (only the extension's
;; specification in intel/llvm defines them, lib/grammar-facts.txt spec=
;; rows): the test checks the printed instructions and their words.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix %s -o %t.spv
;; spirv-val rejects the module at the capability it does not know, its first error
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
; VAL: error: line {{[0-9]+}}: Invalid capability operand: 6192
;; capabilities 6192, 6411, 6434, 6435, 6436 (0x1830, 0x190b, 0x1922-0x1924);
;; ConstructChecked (0x1833, 8 words), LoadChecked (0x1831) with and without
;; a memory operand (11 and 10 words), StoreChecked (0x1832, 10 words),
;; GetElementCoord (0x1928, 5 words), Prefetch (0x1931) of 6, 7 and 8 words
;; with cache levels 0, 1, 0 and Volatile (1) as the memory operand
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | paste -sd' ' | FileCheck %s --check-prefix=WORDS
; WORDS: 00020011 00001830 00020011 0000190b 00020011 00001922 00020011 00001923 00020011 00001924
; WORDS-SAME: 00081833 {{([0-9a-f]+ ){6}[0-9a-f]+}}
; WORDS-SAME: 000b1831 {{([0-9a-f]+ ){8}[0-9a-f]+}} 00000001
; WORDS-SAME: 000a1831
; WORDS-SAME: 000a1832 {{([0-9a-f]+ ){7}[0-9a-f]+}} 00000001
; WORDS-SAME: 00051928
; WORDS-SAME: 00061931 {{([0-9a-f]+ ){2}[0-9a-f]+}} 00000000
; WORDS-SAME: 00071931 {{([0-9a-f]+ ){2}[0-9a-f]+}} 00000001
; WORDS-SAME: 00081931 {{([0-9a-f]+ ){2}[0-9a-f]+}} 00000000 {{([0-9a-f]+ ){1}[0-9a-f]+}} 00000001

; CHECK-DAG: OpCapability CooperativeMatrixCheckedInstructionsINTEL
; CHECK-DAG: OpCapability CooperativeMatrixPrefetchINTEL
; CHECK-DAG: OpCapability PackedCooperativeMatrixINTEL
; CHECK-DAG: OpCapability CooperativeMatrixInvocationInstructionsINTEL
; CHECK-DAG: OpCapability CooperativeMatrixTF32ComponentTypeINTEL
; CHECK-NOT: OpCapability CooperativeMatrixKHR
; CHECK-DAG: OpExtension "SPV_INTEL_joint_matrix"
; CHECK-DAG: OpExtension "SPV_KHR_cooperative_matrix"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#C4:]] = OpConstant %[[#I32]] 4{{$}}
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I32]] 8{{$}}
; CHECK-DAG: %[[#C12:]] = OpConstant %[[#I32]] 12{{$}}
; CHECK-DAG: %[[#C48:]] = OpConstant %[[#I32]] 48{{$}}
; CHECK-DAG: %[[#MC:]] = OpTypeCooperativeMatrixKHR %[[#I32]] %[[#C3]] %[[#C12]] %[[#C12]] %[[#C2]]
; CHECK-DAG: %[[#MA:]] = OpTypeCooperativeMatrixKHR %[[#I8]] %[[#C3]] %[[#C12]] %[[#C48]] %[[#C0]]
; CHECK-DAG: %[[#MB:]] = OpTypeCooperativeMatrixKHR %[[#I8]] %[[#C3]] %[[#C48]] %[[#C12]] %[[#C1]]
; CHECK-DAG: %[[#FA:]] = OpTypeCooperativeMatrixKHR %[[#F32]] %[[#C3]] %[[#C8]] %[[#C8]] %[[#C0]]
; CHECK-DAG: %[[#FB:]] = OpTypeCooperativeMatrixKHR %[[#F32]] %[[#C3]] %[[#C8]] %[[#C8]] %[[#C1]]
; CHECK-DAG: %[[#FC:]] = OpTypeCooperativeMatrixKHR %[[#F32]] %[[#C3]] %[[#C8]] %[[#C8]] %[[#C2]]
; CHECK-DAG: %[[#P32:]] = OpTypePointer CrossWorkgroup %[[#I32]]

; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter
; CHECK-NEXT: %[[#INIT:]] = OpFunctionParameter
; CHECK-NEXT: %[[#IDX:]] = OpFunctionParameter
; CHECK-NEXT: %[[#OUT:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#PC:]] = OpBitcast %[[#P32]] %[[#C]]
; CHECK-NEXT: %[[#Z:]] = OpCooperativeMatrixConstructCheckedINTEL %[[#MC]] %[[#C4]] %[[#C4]] %[[#C12]] %[[#C12]] %[[#INIT]]
; CHECK-NEXT: %[[#LA:]] = OpCooperativeMatrixLoadCheckedINTEL %[[#MA]] %[[#A]] %[[#C0]] %[[#C0]] %[[#C0]] %[[#C12]] %[[#C48]] %[[#N]] Volatile
; CHECK-NEXT: %[[#LB:]] = OpCooperativeMatrixLoadCheckedINTEL %[[#MB]] %[[#B]] %[[#C0]] %[[#C0]] %[[#C2]] %[[#C48]] %[[#C12]] %[[#N]]{{$}}
; CHECK-NEXT: %[[#R:]] = OpCooperativeMatrixMulAddKHR %[[#MC]] %[[#LA]] %[[#LB]] %[[#Z]] MatrixASignedComponentsKHR|MatrixBSignedComponentsKHR
; CHECK-NEXT: OpCooperativeMatrixStoreCheckedINTEL %[[#PC]] %[[#C0]] %[[#C0]] %[[#R]] %[[#C0]] %[[#C12]] %[[#C12]] %[[#N]] Volatile
; CHECK-NEXT: %[[#XY:]] = OpCooperativeMatrixGetElementCoordINTEL %[[#V2]] %[[#R]] %[[#IDX]]
; CHECK-NEXT: OpStore %[[#OUT]] %[[#XY]] Aligned 8
; CHECK-NEXT: OpCooperativeMatrixPrefetchINTEL %[[#A]] %[[#C12]] %[[#C48]] 0 %[[#C0]]{{$}}
; CHECK-NEXT: OpCooperativeMatrixPrefetchINTEL %[[#B]] %[[#C12]] %[[#C48]] 1 %[[#C0]] %[[#N]]{{$}}
; CHECK-NEXT: OpCooperativeMatrixPrefetchINTEL %[[#C]] %[[#C12]] %[[#C48]] 0 %[[#C1]] %[[#N]] Volatile
; CHECK: OpCooperativeMatrixMulAddKHR %[[#FC]] %[[#]] %[[#]] %[[#]] MatrixAAndBTF32ComponentsINTEL

target triple = "spirv64-unknown-unknown"

%A = type target("spirv.CooperativeMatrixKHR", i8, 3, 12, 48, 0)
%B = type target("spirv.CooperativeMatrixKHR", i8, 3, 48, 12, 1)
%C = type target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 2)
%FA = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 0)
%FB = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 1)
%FC = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2)

define spir_kernel void @k(ptr addrspace(1) align 1 %a, ptr addrspace(1) align 1 %b, ptr addrspace(1) align 4 %c, i64 %n, i32 %init, i32 %idx, ptr addrspace(1) %out) {
  %mc = tail call spir_func %C @_Z46__spirv_CooperativeMatrixConstructCheckedINTEL(i32 4, i32 4, i32 12, i32 12, i32 %init)
  %ma = tail call spir_func %A @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL_1(ptr addrspace(1) %a, i32 0, i32 0, i32 0, i32 12, i32 48, i64 %n, i32 1)
  %mb = tail call spir_func %B @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL_2(ptr addrspace(1) %b, i32 0, i32 0, i32 2, i32 48, i32 12, i64 %n)
  %r = tail call spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHR(%A %ma, %B %mb, %C %mc, i32 3)
  tail call spir_func void @_Z42__spirv_CooperativeMatrixStoreCheckedINTEL(ptr addrspace(1) %c, i32 0, i32 0, %C %r, i32 0, i32 12, i32 12, i64 %n, i32 1)
  %xy = tail call spir_func <2 x i32> @_Z45__spirv_CooperativeMatrixGetElementCoordINTEL(%C %r, i32 %idx)
  store <2 x i32> %xy, ptr addrspace(1) %out, align 8
  tail call spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS4ciiii(ptr addrspace(1) %a, i32 12, i32 48, i32 0, i32 0)
  tail call spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS4ciiiil(ptr addrspace(1) %b, i32 12, i32 48, i32 1, i32 0, i64 %n)
  tail call spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS4ciiiili(ptr addrspace(1) %c, i32 12, i32 48, i32 0, i32 1, i64 %n, i32 1)
  ret void
}

;; A and B read as TF32
define spir_func %FC @tf32(%FA %a, %FB %b, %FC %c) {
  %r = tail call spir_func %FC @_Z34__spirv_CooperativeMatrixMulAddKHR.1(%FA %a, %FB %b, %FC %c, i32 32)
  ret %FC %r
}

declare spir_func %C @_Z46__spirv_CooperativeMatrixConstructCheckedINTEL(i32, i32, i32, i32, i32)
declare spir_func %A @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL_1(ptr addrspace(1), i32, i32, i32, i32, i32, i64, i32)
declare spir_func %B @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL_2(ptr addrspace(1), i32, i32, i32, i32, i32, i64)
declare spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHR(%A, %B, %C, i32)
declare spir_func %FC @_Z34__spirv_CooperativeMatrixMulAddKHR.1(%FA, %FB, %FC, i32)
declare spir_func void @_Z42__spirv_CooperativeMatrixStoreCheckedINTEL(ptr addrspace(1), i32, i32, %C, i32, i32, i32, i64, i32)
declare spir_func <2 x i32> @_Z45__spirv_CooperativeMatrixGetElementCoordINTEL(%C, i32)
declare spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS4ciiii(ptr addrspace(1), i32, i32, i32, i32)
declare spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS4ciiiil(ptr addrspace(1), i32, i32, i32, i32, i64)
declare spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS4ciiiili(ptr addrspace(1), i32, i32, i32, i32, i64, i32)
