;; Without SPV_INTEL_bfloat16_arithmetic, bfloat arithmetic and comparisons
;; under SPV_KHR_bfloat16 are done in float (widened exactly by OpFConvert,
;; rounded back once), which the newer validator checks; without
;; SPV_KHR_bfloat16 the Intel extension alone gives bfloat no type: the error
;; names SPV_KHR_bfloat16.
; RUN: %if spirv-val-new %{ llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %S/arith.ll -o %t.spv %}
; RUN: %if spirv-val-new %{ %spirv-val-new %t.spv %}
; RUN: %if spirv-val-new %{ %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s %}
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_arithmetic %S/arith.ll -o %t.err.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.err.spv

; CHECK-NOT: OpCapability BFloat16ArithmeticINTEL
; CHECK-NOT: OpExtension "SPV_INTEL_bfloat16_arithmetic"
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK: %[[#A:]] = OpLoad %[[#BF]]
; CHECK-NEXT: %[[#B:]] = OpLoad %[[#BF]]
; CHECK-NEXT: %[[#WA:]] = OpFConvert %[[#F]] %[[#A]]
; CHECK-NEXT: %[[#WB:]] = OpFConvert %[[#F]] %[[#B]]
; CHECK-NEXT: %[[#S:]] = OpFAdd %[[#F]] %[[#WA]] %[[#WB]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#BF]] %[[#S]]

; ERR: llc-spirv: error: {{.*}}arith.ll:{{[0-9]+}}: in @k: type bfloat is not supported for spirv64 (enable it with --spirv-ext=+SPV_KHR_bfloat16)
