;; llvm.bitreverse with --spirv-ext=+SPV_KHR_bit_instructions is OpBitReverse
;; under the BitInstructions capability, scalar and vector.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bit_instructions %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bit_instructions %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_KHR_bit_instructions %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability BitInstructions
; CHECK-DAG: OpExtension "SPV_KHR_bit_instructions"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#]] = OpBitReverse %[[#I32]] %[[#A]]
; CHECK: %[[#]] = OpBitReverse %[[#V2]] %[[#V]]
; CHECK-NOT: OpShiftRightLogical

define spir_func void @f(i32 %a, <2 x i32> %v, ptr addrspace(1) %p) {
  %r = call i32 @llvm.bitreverse.i32(i32 %a)
  store i32 %r, ptr addrspace(1) %p
  %rv = call <2 x i32> @llvm.bitreverse.v2i32(<2 x i32> %v)
  store <2 x i32> %rv, ptr addrspace(1) %p
  ret void
}
