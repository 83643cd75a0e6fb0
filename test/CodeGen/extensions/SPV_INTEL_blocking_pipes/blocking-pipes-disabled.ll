;; Without SPV_INTEL_blocking_pipes a blocking pipe read is an error naming the
;; option: the core OpReadPipe may fail and return a status, which is not what
;; the caller asked for.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}blocking-pipes-disabled.ll:[[@LINE+3]]: in @k: {{.*}}: OpReadPipeBlockingINTEL needs capability BlockingPipesINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_blocking_pipes)

define spir_kernel void @k(target("spirv.Pipe", 0) %rp, ptr addrspace(4) %g) {
  call spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePT_ii(target("spirv.Pipe", 0) %rp, ptr addrspace(4) %g, i32 4, i32 4)
  ret void
}
declare spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePT_ii(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
