;; A load from a __spirv_BuiltIn* global that is not the whole variable or one
;; lane (here 4 bytes into lane 0) is a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}a load from a __spirv_BuiltIn variable that is neither the whole variable nor one of its elements is not supported for spirv64

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) global <3 x i64>

define spir_kernel void @k(ptr addrspace(1) %out) {
  %x = load i32, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 4)
  store i32 %x, ptr addrspace(1) %out
  ret void
}
