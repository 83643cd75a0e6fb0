;; SPV_INTEL_fpga_dsp_control: MathOpDSPModeINTEL <mode> <propagate> on a
;; function, from SYCL's !prefer_dsp !{i32 mode} with
;; !propagate_dsp_preference !{i32 p} (0 when absent), a hint left out
;; without the extension, or from the function's !spirv.Decorations (an error
;; without the extension). SPIRV-Tools 2023.1 knows it; llvm-spirv-15 reads
;; it back.
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_dsp_control %t/hint.ll -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
;; the ALTERA spelling enables it too
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_dsp_control %t/hint.ll -o %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=ALTERA
;; without the extension the hint is left out
; RUN: llc-spirv -mtriple=spirv64 %t/hint.ll -o %t3.spv
; RUN: spirv-val %t3.spv
; RUN: spirv-dis --raw-id --no-header %t3.spv | FileCheck %s --check-prefix=OFF
;; from !spirv.Decorations
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_dsp_control %t/deco.ll -o %t4.spv
; RUN: spirv-val %t4.spv
; RUN: spirv-dis --raw-id --no-header %t4.spv | FileCheck %s --check-prefix=DECO
; RUN: not llc-spirv -mtriple=spirv64 %t/deco.ll -o %t5.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t5.spv

; CHECK-DAG: OpCapability FPGADSPControlINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_dsp_control"
; CHECK-DAG: OpName %[[#K:]] "k"
; CHECK-DAG: OpName %[[#L:]] "l"
; CHECK-DAG: OpDecorate %[[#K]] MathOpDSPModeINTEL 1 1
; CHECK-DAG: OpDecorate %[[#L]] MathOpDSPModeINTEL 2 0
; CHECK: %[[#K]] = OpFunction
; CHECK: %[[#L]] = OpFunction
; ALTERA: OpExtension "SPV_ALTERA_fpga_dsp_control"
; BACK: define spir_kernel void @k({{.*}}!prefer_dsp ![[#]] !propagate_dsp_preference ![[#]]
; BACK: define spir_kernel void @l({{.*}}!prefer_dsp ![[#]]

; OFF-NOT: FPGADSPControlINTEL
; OFF-NOT: SPV_INTEL_fpga_dsp_control
; OFF-NOT: MathOpDSPModeINTEL

; DECO-DAG: OpCapability FPGADSPControlINTEL
; DECO-DAG: OpName %[[#F:]] "f"
; DECO-DAG: OpDecorate %[[#F]] MathOpDSPModeINTEL 1 0
; DECO: %[[#F]] = OpFunction

; ERR: llc-spirv: error: {{.*}}deco.ll:{{[0-9]+}}: in @f: decoration MathOpDSPModeINTEL in !spirv.Decorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fpga_dsp_control)

;--- hint.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !prefer_dsp !0 !propagate_dsp_preference !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @l(ptr addrspace(1) %p) !prefer_dsp !1 {
  store i32 2, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{i32 1}
!1 = !{i32 2}

;--- deco.ll
target triple = "spirv64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p) !spirv.Decorations !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 5909, i32 1, i32 0}
