;; What cooperative matrices cannot be, even with the extension: a clear error
;; each, and no output file. Type parameters outside what SPIR-V allows (a use
;; or scope that is no enumerant, no rows, a component that is not an 8- to
;; 64-bit integer or a half, float or double); a Length whose result is not a
;; 32- or 64-bit integer; a store whose memory operand says Aligned without
;; the alignment; a MulAdd whose operands mask is not a constant.
; RUN: rm -f %t.spv
; RUN: sed 's/float, 3, 8, 16, 2/float, 3, 8, 16, 5/g' %s > %t.use.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.use.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=USE
; RUN: not test -e %t.spv
; RUN: sed 's/float, 3, 8, 16, 2/float, 9, 8, 16, 2/g' %s > %t.scope.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.scope.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SCOPE
; RUN: sed 's/float, 3, 8, 16, 2/float, 3, 0, 16, 2/g' %s > %t.rows.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.rows.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ROWS
; RUN: sed 's/float 0.0/i1 false/; s/float/i1/g; s/CompositeConstructf/CompositeConstructb/g' %s > %t.bool.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.bool.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=COMP
; RUN: sed 's/i32 @_Z34__spirv_CooperativeMatrixLengthKHR/i16 @_Z34__spirv_CooperativeMatrixLengthKHR/; s/store i32 %l/store i16 %l/' %s > %t.len.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.len.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LEN
; RUN: sed 's/i32 0, i64 %n, i32 0)/i32 0, i64 %n, i32 2)/' %s > %t.align.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.align.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ALIGN
; RUN: sed 's/%C %z, i32 0)/%C %z, i32 %mask)/' %s > %t.mask.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.mask.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MASK
;; the unchanged input compiles
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.ok.spv

; USE: llc-spirv: error: {{.*}}: type target("spirv.CooperativeMatrixKHR"): integer parameter 3 is 5, which is not a valid enumerant
; SCOPE: llc-spirv: error: {{.*}}: type target("spirv.CooperativeMatrixKHR"): integer parameter 0 is 9, which is not a valid enumerant
; ROWS: llc-spirv: error: {{.*}}: type target("spirv.CooperativeMatrixKHR") with 0 rows and 16 columns is not supported for spirv64
; COMP: llc-spirv: error: {{.*}}: type target("spirv.CooperativeMatrixKHR") with a component type that is not an 8- to 64-bit integer, half, float or double is not supported for spirv64
; LEN: llc-spirv: error: {{.*}}errors.ll.tmp.len.ll:{{[0-9]+}}: in @k: %l = {{.*}}: builtin __spirv_CooperativeMatrixLengthKHR is not supported for spirv64 with a result that is not a 32- or 64-bit integer
; ALIGN: llc-spirv: error: {{.*}}errors.ll.tmp.align.ll:{{[0-9]+}}: in @k: {{.*}}: builtin __spirv_CooperativeMatrixStoreKHR is not supported for spirv64 with memory access Aligned but no alignment argument after it
; MASK: llc-spirv: error: {{.*}}errors.ll.tmp.mask.ll:{{[0-9]+}}: in @k: %r = {{.*}}: builtin __spirv_CooperativeMatrixMulAddKHR is not supported for spirv64

target triple = "spirv64-unknown-unknown"

%A = type target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0)
%B = type target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 1)
%C = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)

define spir_kernel void @k(ptr addrspace(1) align 2 %a, ptr addrspace(1) align 4 %c, i64 %n, ptr addrspace(1) %len, i32 %mask) {
  %z = tail call spir_func %C @_Z26__spirv_CompositeConstructf(float 0.0)
  %ma = tail call spir_func %A @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1) %a, i32 0, i64 %n)
  %mb = tail call spir_func %B @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1) %a, i32 1, i64 %n)
  %l = tail call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(%A %ma)
  store i32 %l, ptr addrspace(1) %len, align 4
  %r = tail call spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHR(%A %ma, %B %mb, %C %z, i32 0)
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %c, %C %r, i32 0, i64 %n, i32 0)
  ret void
}

declare spir_func %C @_Z26__spirv_CompositeConstructf(float)
declare spir_func %A @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1), i32, i64)
declare spir_func %B @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1), i32, i64)
declare spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(%A)
declare spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHR(%A, %B, %C, i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %C, i32, i64, i32)
