;; SPV_INTEL_fpga_cluster_attributes, second version: StallFreeALTERA (the
;; FPGAClusterAttributesV2ALTERA capability) from !stall_free !{i32 1}, a hint
;; left out without the extension. SPIRV-Tools 2023.1 does not know it: the
;; newer validator checks the binary where it is installed, FileCheck reads
;; llc-spirv's own listing.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_cluster_attributes %s -o %t.spv
; RUN: %if spirv-val-new %{ %spirv-val-new %t.spv %}
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_cluster_attributes %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o %t2.spv
; RUN: spirv-val %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability FPGAClusterAttributesV2ALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_cluster_attributes"
; CHECK-DAG: OpDecorate %[[#K:]] StallFreeALTERA
; CHECK: %[[#K]] = OpFunction

; OFF-NOT: FPGAClusterAttributes
; OFF-NOT: SPV_INTEL_fpga_cluster_attributes
; OFF-NOT: StallFree

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !stall_free !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{i32 1}
