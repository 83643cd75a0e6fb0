;; What sycl-post-link -spec-const=native leaves for the SPIR-V generator: calls
;; to __spirv_SpecConstant / __spirv_SpecConstantComposite carrying
;; !SYCL_SPEC_CONST_SYM_ID metadata, a bool constant returned as i1 from an i8
;; default, a composite with the C++ type's name in the mangled suffix, and
;; the !sycl.specialization-constants module metadata for the runtime. The
;; metadata needs nothing in SPIR-V; the calls are lowered as usual.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: OpDecorate %[[#B:]] SpecId 0
; CHECK-DAG: OpDecorate %[[#X:]] SpecId 1
; CHECK-DAG: OpDecorate %[[#Y:]] SpecId 2
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#B]] = OpSpecConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#X]] = OpSpecConstant %[[#F32]] 0
; CHECK-DAG: %[[#Y]] = OpSpecConstant %[[#F32]] 1
; CHECK-DAG: %[[#C:]] = OpSpecConstantComposite %[[#]] %[[#X]] %[[#Y]]
; CHECK-DAG: %[[#SEL:]] = OpSpecConstantOp %[[#]] Select %[[#B]] %[[#]] %[[#]]
; CHECK: OpStore %[[#]] %[[#SEL]]
; CHECK: OpStore %[[#]] %[[#C]]

target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::vec" = type { <2 x float> }
%struct.pt = type { float, float }

define weak_odr spir_kernel void @_ZTS6kernel(ptr addrspace(1) %out, ptr addrspace(1) %pts) {
entry:
  %b = call i1 @_Z20__spirv_SpecConstantia(i32 0, i8 1), !SYCL_SPEC_CONST_SYM_ID !3
  %sel = select i1 %b, i8 0, i8 1
  store i8 %sel, ptr addrspace(1) %out, align 1
  %x = call float @_Z20__spirv_SpecConstantif(i32 1, float 0.0)
  %y = call float @_Z20__spirv_SpecConstantif(i32 2, float 1.0)
  %p = call %struct.pt @"_Z29__spirv_SpecConstantCompositeff_Rstruct.pt"(float %x, float %y), !SYCL_SPEC_CONST_SYM_ID !4
  store %struct.pt %p, ptr addrspace(1) %pts, align 4
  ret void
}

declare i1 @_Z20__spirv_SpecConstantia(i32, i8)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare %struct.pt @"_Z29__spirv_SpecConstantCompositeff_Rstruct.pt"(float, float)

!sycl.specialization-constants = !{!0, !1}
!sycl.specialization-constants-default-values = !{!2}

!0 = !{!"_ZTS4flag", i32 0, i32 0, i32 1}
!1 = !{!"_ZTS5point", i32 1, i32 0, i32 4, i32 2, i32 4, i32 4}
!2 = !{{ i8, %struct.pt } { i8 1, %struct.pt { float 0.0, float 1.0 } }}
!3 = !{!"_ZTS4flag", i32 0}
!4 = !{!"_ZTS5point", i32 1, i32 2}
