;; opencl.ocl.version {2, 0} becomes OpSource OpenCL_C 200000; {1, 2} 102000.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: sed 's/i32 2, i32 0/i32 1, i32 2/' %s > %t12.ll
; RUN: llc-spirv -mtriple=spirv64 %t12.ll -o - | FileCheck %s --check-prefix=CL12

; CHECK: OpSource OpenCL_C 200000
; CL12: OpSource OpenCL_C 102000

define spir_kernel void @k() {
  ret void
}
!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
