;; SPV_INTEL_io_pipes is lowered for SYCL's form of an I/O pipe, !io_pipe_id
;; on the constant {size, alignment, capacity} storage global
;; (extensions/SPV_INTEL_io_pipes). The Khronos translator's OpenCL C++ form,
;; !io_pipe_id on a %"class.cl::pipe_storage" variable that holds a pointer to
;; its %spirv.ConstantPipeStorage creator, is a clear error with or without
;; the extension: the pipe storage object is reached through a pointer loaded
;; at run time, so IOPipeStorageINTEL ("Apply to a pipe-storage object created
;; from OpConstantPipeStorage") has nothing to go on, and a pipe must not
;; silently lose its peripheral. No output file is left behind.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_io_pipes %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}io-pipe-storage.ll:[[@LINE+5]]: @mygpipe = {{.*}}: I/O pipe storage (!io_pipe_id) is not supported for spirv64 on a global that is not a constant {i32 packet size, i32 alignment, i32 capacity} (SYCL's ConstantPipeStorage)

%spirv.ConstantPipeStorage = type { i32, i32, i32 }
%"class.cl::pipe_storage" = type { ptr addrspace(1) }
@creator = linkonce_odr addrspace(1) global %spirv.ConstantPipeStorage { i32 16, i32 16, i32 1 }, align 4
@mygpipe = addrspace(1) global %"class.cl::pipe_storage" { ptr addrspace(1) @creator }, align 4, !io_pipe_id !0

define spir_kernel void @worker() {
  ret void
}

!0 = !{i32 1}
