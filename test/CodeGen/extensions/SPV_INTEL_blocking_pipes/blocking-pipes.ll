;; SPV_INTEL_blocking_pipes (and its SPV_ALTERA_ spelling): SYCL's blocking
;; pipe reads and writes are __spirv_ReadPipeBlockingINTEL and
;; __spirv_WritePipeBlockingINTEL(pipe, generic packet pointer, size,
;; alignment): OpReadPipe/OpWritePipe without the status result. SPIRV-Tools
;; 2023.1 reads these opcodes with an old grammar row that gives them a
;; result, so only the newer validator checks the output. A pipe of the wrong
;; access and a packet outside generic memory are errors.
; REQUIRES: spirv-val-new
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_blocking_pipes %t/pipes.ll -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_blocking_pipes %t/pipes.ll -o %t.altera.spv
; RUN: %spirv-val-new %t.altera.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.altera.spv | FileCheck %s --check-prefix=ALTERA
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_blocking_pipes %t/access.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ACCESS
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_blocking_pipes %t/global.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=GLOBAL
; RUN: not test -e %t.bad.spv

; CHECK-DAG: OpCapability Pipes
; CHECK-DAG: OpCapability BlockingPipesALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_blocking_pipes"
; CHECK-DAG: %[[#RP:]] = OpTypePipe ReadOnly
; CHECK-DAG: %[[#WP:]] = OpTypePipe WriteOnly
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#U32]] 4
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#GP:]] = OpTypePointer Generic %[[#U8]]
; CHECK: %[[#R:]] = OpFunctionParameter %[[#RP]]
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter %[[#WP]]
; CHECK: %[[#P:]] = OpBitcast %[[#GP]]
; CHECK-NEXT: OpReadPipeBlockingALTERA %[[#R]] %[[#P]] %[[#FOUR]] %[[#FOUR]]
; CHECK-NEXT: OpWritePipeBlockingALTERA %[[#W]] %[[#P]] %[[#FOUR]] %[[#FOUR]]

; ALTERA: OpCapability BlockingPipesALTERA
; ALTERA: OpExtension "SPV_ALTERA_blocking_pipes"

; ACCESS: llc-spirv: error: {{.*}}access.ll:2: in @k: {{.*}}: builtin __spirv_ReadPipeBlockingINTEL is not supported for spirv64 on something other than a read_only pipe
; GLOBAL: llc-spirv: error: {{.*}}: a pipe packet pointer outside the generic address space is not supported for spirv64

;--- pipes.ll
define spir_kernel void @k(target("spirv.Pipe", 0) %rp, target("spirv.Pipe", 1) %wp) {
  %tmp = alloca i32, align 4
  %g = addrspacecast ptr %tmp to ptr addrspace(4)
  call spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePT_ii(target("spirv.Pipe", 0) %rp, ptr addrspace(4) %g, i32 4, i32 4)
  call spir_func void @_Z30__spirv_WritePipeBlockingINTELIKiEv8ocl_pipePT_ii(target("spirv.Pipe", 1) %wp, ptr addrspace(4) %g, i32 4, i32 4)
  ret void
}
declare spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePT_ii(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
declare spir_func void @_Z30__spirv_WritePipeBlockingINTELIKiEv8ocl_pipePT_ii(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)

;--- access.ll
define spir_kernel void @k(target("spirv.Pipe", 1) %wp, ptr addrspace(4) %g) {
  call spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePT_ii(target("spirv.Pipe", 1) %wp, ptr addrspace(4) %g, i32 4, i32 4)
  ret void
}
declare spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePT_ii(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)

;--- global.ll
define spir_kernel void @k(target("spirv.Pipe", 1) %wp, ptr addrspace(1) %g) {
  call spir_func void @_Z30__spirv_WritePipeBlockingINTELIKiEv8ocl_pipePT_ii(target("spirv.Pipe", 1) %wp, ptr addrspace(1) %g, i32 4, i32 4)
  ret void
}
declare spir_func void @_Z30__spirv_WritePipeBlockingINTELIKiEv8ocl_pipePT_ii(target("spirv.Pipe", 1), ptr addrspace(1), i32, i32)
