;; Vectors of more than 16 lanes (SPIR-V's longest without SPV_EXT_long_vector)
;; are legalised before instruction selection (lib/widevec.c): a helper that
;; takes or returns one is inlined and dropped, loads and stores go in parts
;; of 16, 8, 4, 2 and 1 lanes at their byte offsets (LLVM's layout: the lanes
;; are contiguous), reductions reduce their parts, and LLVM's scalarizer
;; takes the rest apart lane by lane. No vector type is longer than 16.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefix=NOLONG
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; NOLONG-NOT: OpTypeVector %{{[0-9]+}} {{(1[7-9]|[2-9][0-9])$}}
; NOLONG-NOT: OpName {{.*}}"twice"

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V16I:]] = OpTypeVector %[[#I32]] 16
; CHECK-DAG: %[[#V16F:]] = OpTypeVector %[[#F32]] 16
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#I32]] 16{{$}}

define spir_func <32 x float> @twice(<32 x float> %v) {
  %r = fadd <32 x float> %v, %v
  ret <32 x float> %r
}

;; the one function left is the kernel
; CHECK: OpFunction
; CHECK-NOT: OpFunction{{ }}
;; <17 x i32>: lanes 0-15 as one vector, lane 16 at element 16
; CHECK-DAG: %[[#P16:]] = OpInBoundsPtrAccessChain %[[#]] %[[#]] %[[#C16]]
; CHECK-DAG: %[[#]] = OpLoad %[[#I32]] %[[#P16]] Aligned 4
; CHECK-DAG: %[[#]] = OpLoad %[[#V16I]] %[[#]] Aligned 4
; CHECK: OpIAdd %[[#I32]]
;; the reduction of 17 lanes: of parts of 9 and 8 lanes, then of the two
; CHECK: OpExtInst %[[#I32]] %[[#]] u_max
;; <32 x float>: two parts, the second 64 bytes in, so aligned 64
; CHECK: OpLoad %[[#V16F]] %[[#]] Aligned 64
; CHECK: OpLoad %[[#V16F]] %[[#]] Aligned 128
; CHECK: OpFAdd %[[#F32]]
; CHECK: OpStore %[[#]] %[[#]] Aligned 128
; CHECK: OpStore %[[#]] %[[#]] Aligned 64
; CHECK: OpFunctionEnd
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r, i32 %i) {
  %a = load <17 x i32>, ptr addrspace(1) %p, align 4
  %b = add <17 x i32> %a, %a
  store <17 x i32> %b, ptr addrspace(1) %p, align 4
  %s = call i32 @llvm.vector.reduce.umax.v17i32(<17 x i32> %b)
  store i32 %s, ptr addrspace(1) %r, align 4
  %f = load <32 x float>, ptr addrspace(1) %q, align 128
  %t = call <32 x float> @twice(<32 x float> %f)
  %x = extractelement <32 x float> %t, i32 %i
  %y = insertelement <32 x float> %f, float %x, i32 31
  store <32 x float> %y, ptr addrspace(1) %q, align 128
  ret void
}

declare i32 @llvm.vector.reduce.umax.v17i32(<17 x i32>)
