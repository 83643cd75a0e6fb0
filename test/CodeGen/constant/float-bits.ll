;; Floating-point constants keep their exact bits: -0.0, infinities, a NaN
;; payload, denormals, for half, float and double.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#D:]] = OpTypeFloat 64
; CHECK-DAG: %[[#FNZ:]] = OpConstant %[[#F]] -0{{$}}
; CHECK-DAG: %[[#FINF:]] = OpConstant %[[#F]] -0x1p+128
; CHECK-DAG: %[[#FDEN:]] = OpConstant %[[#F]] 0x1p-149
; CHECK-DAG: %[[#FNAN:]] = OpConstant %[[#F]] 0x1.000002p+128
; CHECK-DAG: %[[#DNAN:]] = OpConstant %[[#D]] 0x1.8000000000001p+1024
; CHECK-DAG: %[[#DINF:]] = OpConstant %[[#D]] 0x1p+1024
; CHECK-DAG: %[[#DDEN:]] = OpConstant %[[#D]] 0x1p-1074
; CHECK-DAG: %[[#HDEN:]] = OpConstant %[[#H]] 0x1p-24
; CHECK-DAG: %[[#HNZ:]] = OpConstant %[[#H]] -0x0p+0
; CHECK-DAG: %[[#HMAX:]] = OpConstant %[[#H]] 0x1.ffcp+15
; CHECK: OpStore %[[#]] %[[#FNZ]]
; CHECK-NEXT: OpStore %[[#]] %[[#FINF]]
; CHECK-NEXT: OpStore %[[#]] %[[#FDEN]]
; CHECK-NEXT: OpStore %[[#]] %[[#FNAN]]
; CHECK-NEXT: OpStore %[[#]] %[[#DNAN]]
; CHECK-NEXT: OpStore %[[#]] %[[#DINF]]
; CHECK-NEXT: OpStore %[[#]] %[[#DDEN]]
; CHECK-NEXT: OpStore %[[#]] %[[#HDEN]]
; CHECK-NEXT: OpStore %[[#]] %[[#HNZ]]
; CHECK-NEXT: OpStore %[[#]] %[[#HMAX]]

define void @f(ptr addrspace(1) %p) {
  store float -0.0, ptr addrspace(1) %p, align 4
  store float 0xFFF0000000000000, ptr addrspace(1) %p, align 4
  store float 0x36A0000000000000, ptr addrspace(1) %p, align 4
  store float 0x7FF0000020000000, ptr addrspace(1) %p, align 4
  store double 0x7FF8000000000001, ptr addrspace(1) %p, align 8
  store double 0x7FF0000000000000, ptr addrspace(1) %p, align 8
  store double 0x0000000000000001, ptr addrspace(1) %p, align 8
  store half 0xH0001, ptr addrspace(1) %p, align 2
  store half 0xH8000, ptr addrspace(1) %p, align 2
  store half 0xH7BFF, ptr addrspace(1) %p, align 2
  ret void
}
