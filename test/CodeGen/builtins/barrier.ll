;; barrier(flags) is OpControlBarrier Workgroup Workgroup with
;; SequentiallyConsistent plus the memory bits of the flags
;; (CLK_LOCAL_MEM_FENCE 1 -> WorkgroupMemory 0x100, CLK_GLOBAL_MEM_FENCE 2 ->
;; CrossWorkgroupMemory 0x200).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#LOCAL:]] = OpConstant %[[#I32]] 272{{$}}
; CHECK-DAG: %[[#BOTH:]] = OpConstant %[[#I32]] 784{{$}}
; CHECK: OpControlBarrier %[[#WG]] %[[#WG]] %[[#LOCAL]]
; CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#WG]] %[[#BOTH]]

define spir_kernel void @k() {
  call spir_func void @_Z7barrierj(i32 1)
  call spir_func void @_Z7barrierj(i32 3)
  ret void
}

declare spir_func void @_Z7barrierj(i32)
