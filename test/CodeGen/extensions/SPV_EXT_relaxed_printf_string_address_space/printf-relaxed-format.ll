;; With --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space a format
;; string in global memory is accepted, and the extension is declared.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space %s -o %t.spv
;; (SPIRV-Tools 2023.1 does not know the extension, so spirv-val is not run.)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space %s -o - | FileCheck %s

; CHECK: OpExtension "SPV_EXT_relaxed_printf_string_address_space"
; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PG:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK: %[[#FMT:]] = OpFunctionParameter %[[#PG]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#]] = OpExtInst %[[#I32]] %[[#SET]] printf %[[#FMT]] %[[#X]]

define spir_kernel void @k(ptr addrspace(1) %fmt, i32 %x) {
  %r = call spir_func i32 (ptr addrspace(1), ...) @printf(ptr addrspace(1) %fmt, i32 %x)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(1), ...)
