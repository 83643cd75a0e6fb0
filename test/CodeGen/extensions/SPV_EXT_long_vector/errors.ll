;; With SPV_EXT_long_vector a kernel parameter and a global of a vector of
;; more than 16 lanes compile (native.ll); without it they stay errors at the
;; construct, as in test/CodeGen/errors/vector-long.ll.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_long_vector %s -o %t.spv
; RUN: %if spirv-val-new %{ %spirv-val-new %t.spv %}
; RUN: %if spirv-val-new %{ %spirv-dis-new --raw-id %t.spv | FileCheck %s %}

; ERR: llc-spirv: error: {{.*}}errors.ll:{{[0-9]+}}: @g = {{.*}}: a global variable of a vector of more than 16 elements is not supported for spirv64 (SPIR-V vectors have at most 16 without SPV_EXT_long_vector){{$}}

; CHECK-DAG: OpCapability LongVectorEXT
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#V64:]] = OpTypeVector %[[#I8]] 64
; CHECK-DAG: %[[#PT:]] = OpTypePointer Workgroup %[[#V64]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#PT]] Workgroup
; CHECK: OpFunctionParameter %[[#V64]]
; CHECK: OpStore %[[#G]] %[[#]] Aligned 64

@g = addrspace(3) global <64 x i8> undef, align 64

define spir_kernel void @k(<64 x i8> %v) {
  %x = xor <64 x i8> %v, splat (i8 85)
  store <64 x i8> %x, ptr addrspace(3) @g, align 64
  ret void
}
