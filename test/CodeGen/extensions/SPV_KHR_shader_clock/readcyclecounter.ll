;; llvm.readcyclecounter with SPV_KHR_shader_clock: OpReadClockKHR of the
;; device clock as a ulong. The Kernel environment may declare ShaderClockKHR
;; since the registry's grammar stopped tying it to Shader (SPIRV-Headers
;; 1.3.239 did: this used to be an error).
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_shader_clock %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability ShaderClockKHR
; CHECK-DAG: OpExtension "SPV_KHR_shader_clock"
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#U32]] 1
; CHECK: %[[#C:]] = OpReadClockKHR %[[#U64]] %[[#DEV]]
; CHECK-NEXT: OpReturnValue %[[#C]]

define spir_func i64 @f() {
  %c = call i64 @llvm.readcyclecounter()
  ret i64 %c
}
