;; Integer functions on int arguments (mangled 'i') pick the s_ OpenCL.std
;; variants: abs, max, min, clamp, mul_hi, add_sat, hadd, rhadd, abs_diff,
;; mad_sat; the signedness comes from the mangled name, not the IR type.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_abs %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_max %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V2]] %[[#EXT]] s_min %[[#V]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_clamp %[[#A]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_mul_hi %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_add_sat %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_hadd %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_rhadd %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_abs_diff %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_mad_sat %[[#A]] %[[#B]] %[[#A]]

define spir_func void @f(i32 %a, i32 %b, <2 x i32> %v, ptr addrspace(1) %p) {
  %1 = call spir_func i32 @_Z3absi(i32 %a)
  %2 = call spir_func i32 @_Z3maxii(i32 %a, i32 %b)
  %3 = call spir_func <2 x i32> @_Z3minDv2_iS_(<2 x i32> %v, <2 x i32> %v)
  %4 = call spir_func i32 @_Z5clampiii(i32 %a, i32 %b, i32 %a)
  %5 = call spir_func i32 @_Z6mul_hiii(i32 %a, i32 %b)
  %6 = call spir_func i32 @_Z7add_satii(i32 %a, i32 %b)
  %7 = call spir_func i32 @_Z4haddii(i32 %a, i32 %b)
  %8 = call spir_func i32 @_Z5rhaddii(i32 %a, i32 %b)
  %9 = call spir_func i32 @_Z8abs_diffii(i32 %a, i32 %b)
  %10 = call spir_func i32 @_Z7mad_satiii(i32 %a, i32 %b, i32 %a)
  store i32 %1, ptr addrspace(1) %p
  store i32 %2, ptr addrspace(1) %p
  store <2 x i32> %3, ptr addrspace(1) %p
  store i32 %4, ptr addrspace(1) %p
  store i32 %5, ptr addrspace(1) %p
  store i32 %6, ptr addrspace(1) %p
  store i32 %7, ptr addrspace(1) %p
  store i32 %8, ptr addrspace(1) %p
  store i32 %9, ptr addrspace(1) %p
  store i32 %10, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z3absi(i32)
declare spir_func i32 @_Z3maxii(i32, i32)
declare spir_func i32 @_Z5clampiii(i32, i32, i32)
declare spir_func i32 @_Z6mul_hiii(i32, i32)
declare spir_func i32 @_Z7add_satii(i32, i32)
declare spir_func i32 @_Z4haddii(i32, i32)
declare spir_func i32 @_Z5rhaddii(i32, i32)
declare spir_func i32 @_Z8abs_diffii(i32, i32)
declare spir_func i32 @_Z7mad_satiii(i32, i32, i32)
declare spir_func <2 x i32> @_Z3minDv2_iS_(<2 x i32>, <2 x i32>)
