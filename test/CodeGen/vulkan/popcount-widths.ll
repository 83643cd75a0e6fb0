;; llvm.ctpop in a compute shader. Vulkan allows OpBitCount on 32-bit
;; integers only (VUID-StandaloneSpirv-Base-04781): an i32 count is one
;; OpBitCount, an i64 one counts its two halves and adds them, an i16 one
;; counts it zero-extended to 32 bits, lane by lane for vectors (this used to
;; be an internal error: the module spirv-val rejected).
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#U16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2U32:]] = OpTypeVector %[[#U32]] 2
; CHECK-DAG: %[[#V2U64:]] = OpTypeVector %[[#U64]] 2
; CHECK-DAG: %[[#C32:]] = OpConstant %[[#U64]] 32
;; i32: one instruction
; CHECK: %[[#]] = OpBitCount %[[#U32]] %[[#X:]]
;; i64: low half, high half, sum
; CHECK: %[[#W:]] = OpUConvert %[[#U64]] %[[#X]]
; CHECK-NEXT: %[[#LO:]] = OpUConvert %[[#U32]] %[[#W]]
; CHECK-NEXT: %[[#NLO:]] = OpBitCount %[[#U32]] %[[#LO]]
; CHECK-NEXT: %[[#A:]] = OpUConvert %[[#U64]] %[[#NLO]]
; CHECK-NEXT: %[[#SH:]] = OpShiftRightLogical %[[#U64]] %[[#W]] %[[#C32]]
; CHECK-NEXT: %[[#HI:]] = OpUConvert %[[#U32]] %[[#SH]]
; CHECK-NEXT: %[[#NHI:]] = OpBitCount %[[#U32]] %[[#HI]]
; CHECK-NEXT: %[[#B:]] = OpUConvert %[[#U64]] %[[#NHI]]
; CHECK-NEXT: %[[#]] = OpIAdd %[[#U64]] %[[#A]] %[[#B]]
;; i16: widened to 32 bits and back
; CHECK: %[[#H:]] = OpUConvert %[[#U16]] %[[#X]]
; CHECK-NEXT: %[[#HW:]] = OpUConvert %[[#U32]] %[[#H]]
; CHECK-NEXT: %[[#HN:]] = OpBitCount %[[#U32]] %[[#HW]]
; CHECK-NEXT: %[[#]] = OpUConvert %[[#U16]] %[[#HN]]
;; <2 x i64>: the halves of each lane
; CHECK: OpBitCount %[[#V2U32]]
; CHECK: OpShiftRightLogical %[[#V2U64]]
; CHECK: OpBitCount %[[#V2U32]]
; CHECK-NOT: OpBitCount %[[#U64]]
; CHECK-NOT: OpBitCount %[[#U16]]
; CHECK: OpReturn

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %n32 = call i32 @llvm.ctpop.i32(i32 %x)
  %w = zext i32 %x to i64
  %n64 = call i64 @llvm.ctpop.i64(i64 %w)
  %h16 = trunc i32 %x to i16
  %n16 = call i16 @llvm.ctpop.i16(i16 %h16)
  %v0 = insertelement <2 x i64> poison, i64 %w, i32 0
  %v = insertelement <2 x i64> %v0, i64 %n64, i32 1
  %nv = call <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %v)
  %e0 = extractelement <2 x i64> %nv, i32 0
  %e1 = extractelement <2 x i64> %nv, i32 1
  %s64 = add i64 %e0, %e1
  %t64 = trunc i64 %s64 to i32
  %z16 = zext i16 %n16 to i32
  %s1 = add i32 %n32, %t64
  %s = add i32 %s1, %z16
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %x)
  store i32 %s, ptr addrspace(11) %p, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctpop.i64(i64)
declare i16 @llvm.ctpop.i16(i16)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
