;; enqueue_kernel with a block (clang's __enqueue_kernel_basic call on the
;; block's invoke kernel) is not implemented: a clear error, no output.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}__enqueue_kernel_basic with a block is not supported for spirv64 (device-side enqueue of blocks is not implemented)

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

define spir_kernel void @k(ptr addrspace(1) %a) {
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  %nd = alloca %struct.ndrange_t
  %blk = alloca <{ i32, i32 }>
  %blk.g = addrspacecast ptr %blk to ptr addrspace(4)
  %r = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr byval(%struct.ndrange_t) %nd, ptr addrspace(4) null, ptr addrspace(4) %blk.g)
  ret void
}

declare spir_func target("spirv.Queue") @_Z17get_default_queuev()
declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))
