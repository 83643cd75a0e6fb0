;; Vulkan triples parse but shader lowering is not implemented yet: a clear
;; error that points to the OpenCL triples.
; RUN: not llc-spirv -mtriple=spirv-unknown-vulkan1.3-compute %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv-unknown-vulkan %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=V16

; CHECK: llc-spirv: error: {{.*}}vulkan-triple.ll: Vulkan shader lowering (spirv-unknown-vulkan1.3-compute) is not supported yet; use spirv32 or spirv64 for OpenCL kernels
; V16: Vulkan shader lowering (spirv-unknown-vulkan) is not supported yet

define void @f() {
  ret void
}
