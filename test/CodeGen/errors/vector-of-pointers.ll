;; Vectors of pointers are the lanes' addresses inside functions
;; (instructions/vector-of-pointers.ll) and vectors of size_t in initializers
;; (globals/vector-of-pointers.ll); a vector constant expression (a vector
;; getelementptr) in an initializer and an exported function taking one of
;; more than 16 lanes (it cannot be inlined) are clear errors.
; RUN: rm -rf %t %t.spv && split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/init.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=INIT
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/long.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LONG
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %t/init.ll -o %t.spv 2>/dev/null; test $? = 1'

; INIT: llc-spirv: error: {{.*}}init.ll:2: @v = {{.*}}: a constant expression of a vector of pointers outside a function is not supported for spirv64{{$}}
; LONG: llc-spirv: error: {{.*}}long.ll:{{[0-9]+}}: in @f: a function with a parameter or result of a vector of more than 16 elements is not supported for spirv64 {{.*}} only exported){{$}}

;--- init.ll
@g = addrspace(1) global i32 0
@v = addrspace(1) global <2 x ptr addrspace(1)> getelementptr (i32, <2 x ptr addrspace(1)> <ptr addrspace(1) @g, ptr addrspace(1) @g>, <2 x i64> <i64 1, i64 2>)
;--- long.ll
define spir_func <32 x ptr addrspace(1)> @f(<32 x ptr addrspace(1)> %p) {
  ret <32 x ptr addrspace(1)> %p
}
