;; llvm.abs is OpenCL.std s_abs (abs(INT_MIN) wraps to INT_MIN, as llvm.abs
;; with is_int_min_poison=false requires), scalar and vector.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V3]]
; CHECK: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_abs %[[#A]]{{$}}
; CHECK: %[[#]] = OpExtInst %[[#V3]] %[[#EXT]] s_abs %[[#V]]{{$}}

define spir_func void @f(i32 %a, <3 x i64> %v, ptr addrspace(1) %p) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 false)
  store i32 %r, ptr addrspace(1) %p
  %rv = call <3 x i64> @llvm.abs.v3i64(<3 x i64> %v, i1 true)
  store <3 x i64> %rv, ptr addrspace(1) %p
  ret void
}
