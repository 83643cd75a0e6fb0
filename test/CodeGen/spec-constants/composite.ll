;; __spirv_SpecConstantComposite builds OpSpecConstantComposite from its
;; members (specialization constants or plain constants): vectors, packed and
;; nested structs, arrays, returned (the translator's form) or stored through
;; an sret first argument (SYCL's). An aggregate with a specialization
;; constant member is never an OpConstantComposite (SPIR-V only allows
;; constant instructions that are not specialization constants there; newer
;; validators check it, SPIRV-Tools 2023.1 does not).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOCC

; NOCC-NOT: OpConstantComposite
; CHECK-DAG: OpDecorate %[[#A:]] SpecId 10
; CHECK-DAG: OpDecorate %[[#F:]] SpecId 11
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#F32]]
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#S]] %[[#]]
; CHECK-DAG: %[[#N:]] = OpTypeStruct %[[#ARR]]
; CHECK-DAG: %[[#PAIR:]] = OpTypeStruct %[[#I32]] %[[#F32]]
; CHECK-DAG: %[[#K:]] = OpConstant %[[#I32]] 42
; CHECK-DAG: %[[#VC:]] = OpSpecConstantComposite %[[#V2]] %[[#A]] %[[#K]]
; CHECK-DAG: %[[#SC:]] = OpSpecConstantComposite %[[#S]] %[[#F]]
; CHECK-DAG: %[[#AC:]] = OpSpecConstantComposite %[[#ARR]] %[[#SC]] %[[#SC]]
; CHECK-DAG: %[[#NC:]] = OpSpecConstantComposite %[[#N]] %[[#AC]]
; CHECK-DAG: %[[#PC:]] = OpSpecConstantComposite %[[#PAIR]] %[[#A]] %[[#F]]
; CHECK: OpStore %[[#]] %[[#VC]]
; CHECK: OpStore %[[#]] %[[#NC]]
; CHECK: OpStore %[[#]] %[[#PC]]

%Struct = type <{ float }>
%Arr = type [2 x %Struct]
%Nested = type { %Arr }
%Pair = type { i32, float }

define spir_kernel void @k(ptr addrspace(1) %v, ptr addrspace(1) %n, ptr addrspace(1) %p) {
entry:
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 10, i32 7)
  %f = call float @_Z20__spirv_SpecConstantif(i32 11, float 1.5)
  %vc = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %a, i32 42)
  store <2 x i32> %vc, ptr addrspace(1) %v
  %s = call %Struct @_Z29__spirv_SpecConstantComposite_1(float %f)
  %arr = call %Arr @_Z29__spirv_SpecConstantComposite_2(%Struct %s, %Struct %s)
  %nest = call %Nested @_Z29__spirv_SpecConstantComposite_3(%Arr %arr)
  store %Nested %nest, ptr addrspace(1) %n
  %tmp = alloca %Pair
  call spir_func void @_Z29__spirv_SpecConstantCompositeif(ptr sret(%Pair) %tmp, i32 %a, float %f)
  %pv = load %Pair, ptr %tmp
  store %Pair %pv, ptr addrspace(1) %p
  ret void
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)
declare %Struct @_Z29__spirv_SpecConstantComposite_1(float)
declare %Arr @_Z29__spirv_SpecConstantComposite_2(%Struct, %Struct)
declare %Nested @_Z29__spirv_SpecConstantComposite_3(%Arr)
declare spir_func void @_Z29__spirv_SpecConstantCompositeif(ptr sret(%Pair), i32, float)
