;; SPV_INTEL_fpga_cluster_attributes: StallEnableINTEL on a function, from
;; SYCL's !stall_enable !{i32 1} (a hint: left out when 0 or without the
;; extension) or from the function's !spirv.Decorations (an error without the
;; extension). SPIRV-Tools 2023.1 knows it; llvm-spirv-15 reads it back.
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_cluster_attributes %t/hint.ll -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
;; the ALTERA spelling enables it too
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_cluster_attributes %t/hint.ll -o %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=ALTERA
;; without the extension the hint is left out
; RUN: llc-spirv -mtriple=spirv64 %t/hint.ll -o %t3.spv
; RUN: spirv-val %t3.spv
; RUN: spirv-dis --raw-id --no-header %t3.spv | FileCheck %s --check-prefix=OFF
;; from !spirv.Decorations
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_cluster_attributes %t/deco.ll -o %t4.spv
; RUN: spirv-val %t4.spv
; RUN: spirv-dis --raw-id --no-header %t4.spv | FileCheck %s --check-prefix=DECO
; RUN: not llc-spirv -mtriple=spirv64 %t/deco.ll -o %t5.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t5.spv

; CHECK-DAG: OpCapability FPGAClusterAttributesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_cluster_attributes"
; CHECK-DAG: OpName %[[#K:]] "k"
; CHECK-DAG: OpDecorate %[[#K]] StallEnableINTEL
; CHECK-NOT: StallEnableINTEL
; CHECK: %[[#K]] = OpFunction
; ALTERA: OpExtension "SPV_ALTERA_fpga_cluster_attributes"
; BACK: define spir_kernel void @k({{.*}}!stall_enable
; BACK-NOT: define {{.*}}!stall_enable

; OFF-NOT: FPGAClusterAttributesINTEL
; OFF-NOT: SPV_INTEL_fpga_cluster_attributes
; OFF-NOT: StallEnableINTEL

; DECO-DAG: OpCapability FPGAClusterAttributesINTEL
; DECO-DAG: OpName %[[#F:]] "f"
; DECO-DAG: OpDecorate %[[#F]] StallEnableINTEL
; DECO: %[[#F]] = OpFunction

; ERR: llc-spirv: error: {{.*}}deco.ll:{{[0-9]+}}: in @f: decoration StallEnableINTEL in !spirv.Decorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fpga_cluster_attributes)

;--- hint.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !stall_enable !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @z(ptr addrspace(1) %p) !stall_enable !1 {
  store i32 2, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{i32 1}
!1 = !{i32 0}

;--- deco.ll
target triple = "spirv64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p) !spirv.Decorations !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 5905}
