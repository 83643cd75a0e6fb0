;; enqueue_kernel whose block kernel is not a defined function (null here), or
;; whose literal's size is unknown (a parameter): clear errors, no output.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/null-kernel.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=NULL
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/param-literal.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=PARAM
; RUN: not test -e %t.spv

; NULL: error: {{.*}}null-kernel.ll:{{[0-9]+}}: in @k: {{.*}}: a block kernel that is not a defined function returning void with the literal as its first parameter is not supported for spirv64
; PARAM: error: {{.*}}param-literal.ll:{{[0-9]+}}: in @f: {{.*}}: a block literal that is not a single alloca or global variable is not supported for spirv64

;--- null-kernel.ll
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

;--- param-literal.ll
define spir_func i32 @f(ptr addrspace(4) %lit) {
  %r = call spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) addrspacecast (ptr @__f_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %lit)
  ret i32 %r
}

define spir_kernel void @__f_block_invoke_kernel(ptr addrspace(4) %b) {
  ret void
}

declare spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4))
