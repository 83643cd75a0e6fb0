;; Vectors of pointers are a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}vector-of-pointers.ll: vectors of pointers are not supported for spirv64{{$}}

define <2 x ptr addrspace(1)> @f(<2 x ptr addrspace(1)> %a) {
  ret <2 x ptr addrspace(1)> %a
}
