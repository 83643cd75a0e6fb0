;; llvm.ctlz is OpenCL.std clz (clz(0) is the width, as ctlz with
;; is_zero_poison=false wants), scalar and vector; the flag operand is dropped.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I16]] 2
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#]] = OpExtInst %[[#I8]] %[[#EXT]] clz %[[#A]]{{$}}
; CHECK: %[[#]] = OpExtInst %[[#V2]] %[[#EXT]] clz %[[#V]]{{$}}

define spir_func void @f(i8 %a, <2 x i16> %v, ptr addrspace(1) %p) {
  %r = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  store i8 %r, ptr addrspace(1) %p
  %rv = call <2 x i16> @llvm.ctlz.v2i16(<2 x i16> %v, i1 true)
  store <2 x i16> %rv, ptr addrspace(1) %p
  ret void
}
