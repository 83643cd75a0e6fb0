;; __spirv_UMulExtended and __spirv_SMulExtended give {low half, high half} of
;; the full product: OpIMul and OpenCL.std u_mul_hi / s_mul_hi (the Khronos
;; reader does not read OpUMulExtended/OpSMulExtended), stored through the
;; sret argument or returned.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#CL:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#P64:]] = OpTypeStruct %[[#I64]] %[[#I64]]
; CHECK-DAG: %[[#P16:]] = OpTypeStruct %[[#I16]] %[[#I16]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I16]]
; CHECK: %[[#LO:]] = OpIMul %[[#I64]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#HI:]] = OpExtInst %[[#I64]] %[[#CL]] u_mul_hi %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#Q:]] = OpCompositeInsert %[[#P64]] %[[#LO]] %[[#]] 0
; CHECK-NEXT: %[[#R:]] = OpCompositeInsert %[[#P64]] %[[#HI]] %[[#Q]] 1
; CHECK-NEXT: OpStore %[[#]] %[[#R]]
; CHECK: %[[#]] = OpIMul %[[#I16]] %[[#X]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I16]] %[[#CL]] s_mul_hi %[[#X]] %[[#X]]
; CHECK: %[[#]] = OpCompositeInsert %[[#P16]]

define spir_kernel void @k(i64 %a, i64 %b, i16 %x, ptr addrspace(1) %o, ptr addrspace(1) %o16) {
entry:
  %p = alloca { i64, i64 }
  call spir_func void @_Z20__spirv_UMulExtendedmm(ptr sret({ i64, i64 }) %p, i64 %a, i64 %b)
  %hp = getelementptr inbounds { i64, i64 }, ptr %p, i32 0, i32 1
  %hi = load i64, ptr %hp
  store i64 %hi, ptr addrspace(1) %o
  %s = call spir_func { i16, i16 } @_Z20__spirv_SMulExtendedss(i16 %x, i16 %x)
  %sh = extractvalue { i16, i16 } %s, 1
  store i16 %sh, ptr addrspace(1) %o16
  ret void
}

declare spir_func void @_Z20__spirv_UMulExtendedmm(ptr sret({ i64, i64 }), i64, i64)
declare spir_func { i16, i16 } @_Z20__spirv_SMulExtendedss(i16, i16)
