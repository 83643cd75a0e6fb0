;; SPV_INTEL_2d_block_io: the __spirv_Subgroup2DBlock*INTEL calls as their
;; instructions, operands in call order (element size, block width, height
;; and count as constants, then the 2D region and the private data). Load,
;; Prefetch and Store need Subgroup2DBlockIOINTEL, LoadTransform and
;; LoadTranspose their own capabilities (which declare it, so the module
;; lists only those two here). The transformed
;; load writes 32-bit integers, so its destination points to them.
;; The instructions come from lib/grammar-facts.txt (SPIRV-Tools 2023.1 does
;; not know them), so the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_2d_block_io %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_2d_block_io %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability Subgroup2DBlockTransformINTEL
; CHECK-DAG: OpCapability Subgroup2DBlockTransposeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_2d_block_io"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PI32:]] = OpTypePointer Function %[[#I32]]
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I32]] 8{{$}}
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#I32]] 16{{$}}
; CHECK: %[[#SRC:]] = OpFunctionParameter
; CHECK-NEXT: %[[#DST:]] = OpFunctionParameter
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#H:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#XY:]] = OpFunctionParameter
; CHECK-NEXT: %[[#PRIV:]] = OpFunctionParameter
; CHECK: %[[#PRIV32:]] = OpBitcast %[[#PI32]] %[[#PRIV]]
; CHECK: OpSubgroup2DBlockLoadINTEL %[[#C2]] %[[#C16]] %[[#C8]] %[[#C1]] %[[#SRC]] %[[#W]] %[[#H]] %[[#P]] %[[#XY]] %[[#PRIV]]
; CHECK-NEXT: OpSubgroup2DBlockLoadTransformINTEL %[[#C1]] %[[#C16]] %[[#C8]] %[[#C2]] %[[#SRC]] %[[#W]] %[[#H]] %[[#P]] %[[#XY]] %[[#PRIV32]]
; CHECK-NEXT: OpSubgroup2DBlockLoadTransposeINTEL %[[#C2]] %[[#C8]] %[[#C16]] %[[#C1]] %[[#SRC]] %[[#W]] %[[#H]] %[[#P]] %[[#XY]] %[[#PRIV]]
; CHECK-NEXT: OpSubgroup2DBlockPrefetchINTEL %[[#C2]] %[[#C16]] %[[#C8]] %[[#C1]] %[[#SRC]] %[[#W]] %[[#H]] %[[#P]] %[[#XY]]
; CHECK-NEXT: OpSubgroup2DBlockStoreINTEL %[[#C2]] %[[#C16]] %[[#C8]] %[[#C1]] %[[#PRIV]] %[[#DST]] %[[#W]] %[[#H]] %[[#P]] %[[#XY]]
; CHECK-NEXT: OpReturn

define spir_kernel void @test(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy, ptr %priv) {
entry:
  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32 2, i32 16, i32 8, i32 1, ptr addrspace(1) %src, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy, ptr %priv)
  call spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransformINTELiiiiPU3AS1KviiiDv2_iPv(i32 1, i32 16, i32 8, i32 2, ptr addrspace(1) %src, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy, ptr %priv)
  call spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransposeINTELiiiiPU3AS1KviiiDv2_iPv(i32 2, i32 8, i32 16, i32 1, ptr addrspace(1) %src, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy, ptr %priv)
  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32 2, i32 16, i32 8, i32 1, ptr addrspace(1) %src, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy)
  call spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPKvPU3AS1viiiDv2_i(i32 2, i32 16, i32 8, i32 1, ptr %priv, ptr addrspace(1) %dst, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy)
  ret void
}

declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransformINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransposeINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>)
declare spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPKvPU3AS1viiiDv2_i(i32, i32, i32, i32, ptr, ptr addrspace(1), i32, i32, i32, <2 x i32>)
