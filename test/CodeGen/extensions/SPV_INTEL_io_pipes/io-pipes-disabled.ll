;; Without SPV_INTEL_io_pipes, !io_pipe_id on a pipe's storage global is an
;; error naming the option: an I/O pipe must not silently become a pipe
;; between kernels, losing its peripheral. A malformed !io_pipe_id is an
;; error too. No output file is left behind.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/io.ll -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv32 %t/io.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=S32
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_io_pipes %t/bad.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}io.ll:5: @io_in = {{.*}}: I/O pipe storage (!io_pipe_id) is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_io_pipes)
; S32: I/O pipe storage (!io_pipe_id) is not supported for spirv32 (enable it with --spirv-ext=+SPV_INTEL_io_pipes)
; BAD: llc-spirv: error: {{.*}}bad.ll:5: @io_in = {{.*}}: !io_pipe_id is not !{i32 <pipe id>}

;--- io.ll
target triple = "spirv64-unknown-unknown"

%struct.ConstantPipeStorage = type { i32, i32, i32 }

@io_in = linkonce_odr addrspace(1) constant %struct.ConstantPipeStorage { i32 4, i32 4, i32 0 }, align 4, !io_pipe_id !0

define spir_kernel void @k() {
entry:
  %r = call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS419ConstantPipeStorage(ptr addrspace(4) addrspacecast (ptr addrspace(1) @io_in to ptr addrspace(4)))
  ret void
}

declare spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS419ConstantPipeStorage(ptr addrspace(4))

!0 = !{i32 1}

;--- bad.ll
target triple = "spirv64-unknown-unknown"

%struct.ConstantPipeStorage = type { i32, i32, i32 }

@io_in = linkonce_odr addrspace(1) constant %struct.ConstantPipeStorage { i32 4, i32 4, i32 0 }, align 4, !io_pipe_id !0

define spir_kernel void @k() {
entry:
  ret void
}

!0 = !{!"one"}
