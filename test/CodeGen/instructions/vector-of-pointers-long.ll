;; A vector of 32 pointers (more than SPIR-V's 16 lanes) is split before
;; instruction selection like any other long vector (types/vector-long.ll):
;; the splat base and the vector getelementptr become one address per lane,
;; so lane 31 is the base plus 31 * 4 bytes.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpTypeVector
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C31:]] = OpConstant %[[#]] 31{{$}}
; CHECK: OpFunction
; CHECK: %[[#E:]] = OpInBoundsPtrAccessChain %[[#]] %[[#]] %[[#C31]]
; CHECK: %[[#V:]] = OpLoad %[[#I32]] %[[#E]]
; CHECK: OpStore %[[#]] %[[#V]]
; CHECK-NOT: OpTypeVector

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %ps = insertelement <32 x ptr addrspace(1)> poison, ptr addrspace(1) %p, i32 0
  %sp = shufflevector <32 x ptr addrspace(1)> %ps, <32 x ptr addrspace(1)> poison, <32 x i32> zeroinitializer
  %g = getelementptr inbounds i32, <32 x ptr addrspace(1)> %sp, <32 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %e = extractelement <32 x ptr addrspace(1)> %g, i32 31
  %v = load i32, ptr addrspace(1) %e, align 4
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}
