;; A __spirv_SpecConstantComposite whose members are computed at run time (at
;; -O0 clang reloads the specialization constants from memory) is the same
;; value built with OpCompositeInsert, returned or stored through sret; a
;; member that is a plain constant or a specialization constant needs nothing.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: OpDecorate %[[#A:]] SpecId 1
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#PAIR:]] = OpTypeStruct %[[#I32]] %[[#I32]]
; CHECK: %[[#X:]] = OpLoad %[[#I32]] %[[#]]
; CHECK-NEXT: %[[#V0:]] = OpCompositeInsert %[[#V2]] %[[#X]] %[[#]] 0
; CHECK-NEXT: %[[#V1:]] = OpCompositeInsert %[[#V2]] %[[#A]] %[[#V0]] 1
; CHECK-NEXT: OpStore %[[#]] %[[#V1]]
; CHECK: %[[#P0:]] = OpCompositeInsert %[[#PAIR]] %[[#A]] %[[#]] 0
; CHECK-NEXT: %[[#P1:]] = OpCompositeInsert %[[#PAIR]] %[[#X]] %[[#P0]] 1
; CHECK-NEXT: OpStore %[[#]] %[[#P1]]

%pair = type { i32, i32 }

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 5)
  %slot = alloca i32
  store i32 %a, ptr %slot
  %x = load i32, ptr %slot
  %v = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %x, i32 %a)
  store <2 x i32> %v, ptr addrspace(1) %p
  %tmp = alloca %pair
  call spir_func void @_Z29__spirv_SpecConstantCompositeii.1(ptr sret(%pair) %tmp, i32 %a, i32 %x)
  %pv = load %pair, ptr %tmp
  store %pair %pv, ptr addrspace(1) %q
  ret void
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)
declare spir_func void @_Z29__spirv_SpecConstantCompositeii.1(ptr sret(%pair), i32, i32)
