;; Vectors of pointers are the lanes' addresses inside functions
;; (instructions/vector-of-pointers.ll) and vectors of size_t in initializers
;; (globals/vector-of-pointers.ll, vector-gep-initializer.ll); an exported
;; function taking one of more than 16 lanes (it cannot be inlined) is a
;; clear error.
; RUN: rm -rf %t %t.spv && split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/long.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LONG
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %t/long.ll -o %t.spv 2>/dev/null; test $? = 1'

; LONG: llc-spirv: error: {{.*}}long.ll:{{[0-9]+}}: in @f: a function with a parameter or result of a vector of more than 16 elements is not supported for spirv64 {{.*}} only exported){{$}}

;--- long.ll
define spir_func <32 x ptr addrspace(1)> @f(<32 x ptr addrspace(1)> %p) {
  ret <32 x ptr addrspace(1)> %p
}
