;; kernel_arg_type metadata names the pointee of kernel pointer parameters, even
;; when the body accesses them only through byte offsets (float4*, int*, struct).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I32]] %[[#F]]
; CHECK-DAG: %[[#P1:]] = OpTypePointer CrossWorkgroup %[[#V4]]
; CHECK-DAG: %[[#P2:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#P3:]] = OpTypePointer CrossWorkgroup %[[#S]]
; CHECK: OpFunction
; CHECK-NEXT: OpFunctionParameter %[[#P1]]
; CHECK-NEXT: OpFunctionParameter %[[#P2]]
; CHECK-NEXT: OpFunctionParameter %[[#P3]]

%struct.S = type { i32, float }

define spir_kernel void @k(ptr addrspace(1) %v, ptr addrspace(3) %l, ptr addrspace(1) %s) !kernel_arg_type !0 {
  %q = getelementptr inbounds i8, ptr addrspace(1) %v, i64 4
  store i8 0, ptr addrspace(1) %q, align 1
  store i8 1, ptr addrspace(3) %l, align 1
  store i8 2, ptr addrspace(1) %s, align 1
  ret void
}
!0 = !{!"float4*", !"int*", !"struct S*"}
