;; The __spirv_ocl_printf call form lowers like printf: OpExtInst printf with
;; the format pointer first, then the arguments.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#]] = OpExtInst %[[#I32]] %[[#SET]] printf %[[#]] %[[#X]] %[[#X]]

@fmt = private unnamed_addr addrspace(2) constant [7 x i8] c"%d %d\0A\00"

define spir_kernel void @k(i32 %x) {
  %r = call spir_func i32 (ptr addrspace(2), ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2) @fmt, i32 %x, i32 %x)
  ret void
}

declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)
