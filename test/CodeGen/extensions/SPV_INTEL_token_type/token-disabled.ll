;; Without SPV_INTEL_token_type a token value has no SPIR-V type: an error
;; naming the extension, and no output is left.
; RUN: not llc-spirv -mtriple=spirv64 --spv-allow-unknown-intrinsics %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}token-disabled.ll:{{[0-9]+}}: in @k: {{.*}}: type token is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_token_type)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %t = call token @llvm.foo.start(ptr addrspace(1) %p)
  call void @llvm.foo.end(token %t)
  ret void
}

declare token @llvm.foo.start(ptr addrspace(1))
declare void @llvm.foo.end(token)
