;; SPV_INTEL_fpga_invocation_pipelining_attributes: InitiationIntervalINTEL,
;; MaxConcurrencyINTEL and PipelineEnableINTEL on a function, from SYCL's
;; !initiation_interval (0: not set, left out), !max_concurrency and
;; !pipeline_kernel (hints left out without the extension), or from the
;; function's !spirv.Decorations (an error without the extension).
;; SPIRV-Tools 2023.1 knows them; llvm-spirv-15 reads them back.
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_invocation_pipelining_attributes %t/hint.ll -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
;; the ALTERA spelling enables it too
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_invocation_pipelining_attributes %t/hint.ll -o %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=ALTERA
;; without the extension the hints are left out
; RUN: llc-spirv -mtriple=spirv64 %t/hint.ll -o %t3.spv
; RUN: spirv-val %t3.spv
; RUN: spirv-dis --raw-id --no-header %t3.spv | FileCheck %s --check-prefix=OFF
;; from !spirv.Decorations
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_invocation_pipelining_attributes %t/deco.ll -o %t4.spv
; RUN: spirv-val %t4.spv
; RUN: spirv-dis --raw-id --no-header %t4.spv | FileCheck %s --check-prefix=DECO
; RUN: not llc-spirv -mtriple=spirv64 %t/deco.ll -o %t5.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t5.spv

; CHECK-DAG: OpCapability FPGAInvocationPipeliningAttributesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_invocation_pipelining_attributes"
; CHECK-DAG: OpName %[[#K:]] "k"
; CHECK-DAG: OpName %[[#Z:]] "z"
; CHECK-DAG: OpDecorate %[[#K]] InitiationIntervalINTEL 4
; CHECK-DAG: OpDecorate %[[#K]] MaxConcurrencyINTEL 2
; CHECK-DAG: OpDecorate %[[#K]] PipelineEnableINTEL 1
; CHECK-DAG: OpDecorate %[[#Z]] PipelineEnableINTEL 0
; CHECK-NOT: InitiationIntervalINTEL
; CHECK: %[[#K]] = OpFunction
; ALTERA: OpExtension "SPV_ALTERA_fpga_invocation_pipelining_attributes"
; BACK: define spir_kernel void @k({{.*}}!initiation_interval ![[#]] !max_concurrency ![[#]]

; OFF-NOT: FPGAInvocationPipeliningAttributesINTEL
; OFF-NOT: SPV_INTEL_fpga_invocation_pipelining_attributes
; OFF-NOT: INTEL

; DECO-DAG: OpCapability FPGAInvocationPipeliningAttributesINTEL
; DECO-DAG: OpName %[[#F:]] "f"
; DECO-DAG: OpDecorate %[[#F]] MaxConcurrencyINTEL 8
; DECO: %[[#F]] = OpFunction

; ERR: llc-spirv: error: {{.*}}deco.ll:{{[0-9]+}}: in @f: decoration MaxConcurrencyINTEL in !spirv.Decorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fpga_invocation_pipelining_attributes)

;--- hint.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !initiation_interval !0 !max_concurrency !1 !pipeline_kernel !2 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @z(ptr addrspace(1) %p) !initiation_interval !3 !pipeline_kernel !3 {
  store i32 2, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{i32 4}
!1 = !{i32 2}
!2 = !{i32 1}
!3 = !{i32 0}

;--- deco.ll
target triple = "spirv64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p) !spirv.Decorations !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 5918, i32 8}
