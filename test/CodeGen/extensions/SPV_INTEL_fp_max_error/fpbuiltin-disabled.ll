;; Without SPV_INTEL_fp_max_error, "fpbuiltin-max-error" is an allowance
;; that cannot be stated, so the operation is emitted undecorated where its
;; own bound is within the allowance (OpenCL C: float +, -, * and remainders
;; correctly rounded, division 2.5 ulp, sin 4, pow 16, sqrt 3, exp10 3 ulp):
;; a result that accurate is what the attribute asked for. A tighter
;; allowance is an error naming the extension, and no output is left.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | count 0
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: sed 's/^;SQRT //' %s > %t.sqrt.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.sqrt.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv

; CHECK-NOT: OpExtension
; CHECK-NOT: FPMaxError
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK: %[[#T1:]] = OpFAdd %[[#F32:]] %[[#A:]] %[[#B:]]
; CHECK-NEXT: %[[#T2:]] = OpFDiv %[[#F32]] %[[#T1]] %[[#B]]
; CHECK-NEXT: %[[#T3:]] = OpExtInst %[[#F32]] %[[#OCL]] sin %[[#T2]]
; CHECK-NEXT: %[[#T4:]] = OpExtInst %[[#F32]] %[[#OCL]] pow %[[#T3]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpFRem %[[#F32]] %[[#T4]] %[[#A]]

; ERR: llc-spirv: error: {{.*}}.sqrt.ll:[[@LINE+9]]: in @k: {{.*}}: llvm.fpbuiltin.sqrt with "fpbuiltin-max-error"="0.5" is not supported for spirv64: without FPMaxErrorDecorationINTEL it may be off by 3 ulp (enable it with --spirv-ext=+SPV_INTEL_fp_max_error)

define spir_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
  %t1 = call float @llvm.fpbuiltin.fadd.f32(float %a, float %b) #1
  %t2 = call float @llvm.fpbuiltin.fdiv.f32(float %t1, float %b) #0
  %t3 = call float @llvm.fpbuiltin.sin.f32(float %t2) #2
  %t4 = call float @llvm.fpbuiltin.pow.f32(float %t3, float %a) #3
  %t5 = call float @llvm.fpbuiltin.frem.f32(float %t4, float %a) #1
  store float %t5, ptr addrspace(1) %p
;SQRT  %s = call float @llvm.fpbuiltin.sqrt.f32(float %t5) #1
  ret void
}

declare float @llvm.fpbuiltin.fadd.f32(float, float)
declare float @llvm.fpbuiltin.fdiv.f32(float, float)
declare float @llvm.fpbuiltin.frem.f32(float, float)
declare float @llvm.fpbuiltin.sqrt.f32(float)
declare float @llvm.fpbuiltin.sin.f32(float)
declare float @llvm.fpbuiltin.pow.f32(float, float)

attributes #0 = { "fpbuiltin-max-error"="2.5" }
attributes #1 = { "fpbuiltin-max-error"="0.5" }
attributes #2 = { "fpbuiltin-max-error"="4.0" }
attributes #3 = { "fpbuiltin-max-error"="16" }
