;; mem_fence, read_mem_fence and write_mem_fence are OpMemoryBarrier at
;; Workgroup scope with AcquireRelease (0x8), Acquire (0x2) and Release (0x4)
;; plus the flag's memory bits.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#AR:]] = OpConstant %[[#I32]] 520{{$}}
; CHECK-DAG: %[[#ACQ:]] = OpConstant %[[#I32]] 258{{$}}
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 516{{$}}
; CHECK: OpMemoryBarrier %[[#WG]] %[[#AR]]
; CHECK-NEXT: OpMemoryBarrier %[[#WG]] %[[#ACQ]]
; CHECK-NEXT: OpMemoryBarrier %[[#WG]] %[[#REL]]

define spir_kernel void @k() {
  call spir_func void @_Z9mem_fencej(i32 2)
  call spir_func void @_Z14read_mem_fencej(i32 1)
  call spir_func void @_Z15write_mem_fencej(i32 2)
  ret void
}

declare spir_func void @_Z9mem_fencej(i32)
declare spir_func void @_Z14read_mem_fencej(i32)
declare spir_func void @_Z15write_mem_fencej(i32)
