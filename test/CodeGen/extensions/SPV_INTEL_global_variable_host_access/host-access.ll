;; SPV_INTEL_global_variable_host_access: HostAccessINTEL on a global
;; variable from !spirv.Decorations (SYCL's host_access property):
;; !{i32 6188, i32 <HostAccessQualifier>, !"<name the host knows it by>"}.
;; SPIRV-Tools 2023.1 and llvm-spirv-15 do not know the extension: the newer
;; validator checks it, and there is no read-back.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_global_variable_host_access %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; without the extension: a clear error naming it, and no output
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t2.spv

; CHECK-DAG: OpCapability GlobalVariableHostAccessINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_global_variable_host_access"
; CHECK-DAG: OpDecorate %[[#R:]] HostAccessINTEL ReadINTEL "read_only_name"
; CHECK-DAG: OpDecorate %[[#RW:]] HostAccessINTEL ReadWriteINTEL "both"
; CHECK: %[[#R]] = OpVariable
; CHECK: %[[#RW]] = OpVariable

; ERR: llc-spirv: error: {{.*}}host-access.ll:{{[0-9]+}}: @r = {{.*}}: decoration HostAccessINTEL in !spirv.Decorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_global_variable_host_access)

target triple = "spirv64-unknown-unknown"

@r = addrspace(1) global i32 0, align 4, !spirv.Decorations !0
@rw = addrspace(1) global [2 x float] zeroinitializer, align 4, !spirv.Decorations !2

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @r, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  store float 1.0, ptr addrspace(1) @rw, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 6188, i32 1, !"read_only_name"}
!2 = !{!3}
!3 = !{i32 6188, i32 3, !"both"}
