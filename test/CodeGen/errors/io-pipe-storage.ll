;; SPV_INTEL_io_pipes stays accepted-only: its IOPipeStorageINTEL decoration
;; applies "to a pipe-storage object created from OpConstantPipeStorage", and
;; llc-spirv makes no pipe storage objects (OpenCL C++'s
;; %spirv.ConstantPipeStorage creator, which the Khronos translator turns into
;; one). The translator's form of an I/O pipe, !io_pipe_id !{i32 <id>} on the
;; storage variable, is therefore a clear error with or without the
;; extension, instead of a pipe that silently loses its peripheral; no output
;; file is left behind.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_io_pipes %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}io-pipe-storage.ll:[[@LINE+5]]: @mygpipe = {{.*}}: I/O pipe storage (!io_pipe_id) is not supported for spirv64: pipe storage objects (OpConstantPipeStorage) are not

%spirv.ConstantPipeStorage = type { i32, i32, i32 }
%"class.cl::pipe_storage" = type { ptr addrspace(1) }
@creator = linkonce_odr addrspace(1) global %spirv.ConstantPipeStorage { i32 16, i32 16, i32 1 }, align 4
@mygpipe = addrspace(1) global %"class.cl::pipe_storage" { ptr addrspace(1) @creator }, align 4, !io_pipe_id !0

define spir_kernel void @worker() {
  ret void
}

!0 = !{i32 1}
