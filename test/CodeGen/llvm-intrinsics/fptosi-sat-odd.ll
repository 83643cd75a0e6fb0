;; llvm.fptosi.sat/fptoui.sat to widths SPIR-V lacks: convert to the widened
;; integer with SaturatedConversion (a true 8-bit value there), then clamp to
;; the odd width's range and mask. To i1, the saturated values are 0/-1 and
;; 0/1: comparisons with -1.0 and 1.0 (NaN compares false: 0).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpDecorate %[[#S:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#U:]] SaturatedConversion
; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#C:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#LO:]] = OpConstant %[[#C]] 192
; CHECK-DAG: %[[#HI:]] = OpConstant %[[#C]] 63
; CHECK-DAG: %[[#M7:]] = OpConstant %[[#C]] 127
; CHECK-DAG: %[[#M5:]] = OpConstant %[[#C]] 31
; CHECK-DAG: %[[#MONE:]] = OpConstant %[[#F]] -1
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#F]] 1
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#S]] = OpConvertFToS %[[#C]] %[[#X]]
; CHECK-NEXT: %[[#CL:]] = OpExtInst %[[#C]] %[[#EXT]] s_clamp %[[#S]] %[[#LO]] %[[#HI]]
; CHECK-NEXT: %[[#]] = OpBitwiseAnd %[[#C]] %[[#CL]] %[[#M7]]
; CHECK: %[[#U]] = OpConvertFToU %[[#C]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#C]] %[[#EXT]] u_min %[[#U]] %[[#M5]]
; CHECK: %[[#]] = OpFOrdLessThanEqual %[[#B]] %[[#X]] %[[#MONE]]
; CHECK: %[[#]] = OpFOrdGreaterThanEqual %[[#B]] %[[#X]] %[[#ONE]]

define spir_func void @f(float %x, ptr addrspace(1) %p) {
  %a = call i7 @llvm.fptosi.sat.i7.f32(float %x)
  %b = call i5 @llvm.fptoui.sat.i5.f32(float %x)
  %c = call i1 @llvm.fptosi.sat.i1.f32(float %x)
  %d = call i1 @llvm.fptoui.sat.i1.f32(float %x)
  %ax = sext i7 %a to i32
  %bx = zext i5 %b to i32
  %cx = sext i1 %c to i32
  %dx = zext i1 %d to i32
  %s1 = add i32 %ax, %bx
  %s2 = add i32 %s1, %cx
  %s3 = add i32 %s2, %dx
  store i32 %s3, ptr addrspace(1) %p
  ret void
}
