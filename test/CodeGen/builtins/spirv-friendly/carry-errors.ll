;; __spirv_IAddCarry and friends whose types do not fit the instruction (two
;; integers of one type and a struct of two of them; a result or an sret
;; argument, which only a call site can give together): clear errors.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/struct.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=STRUCT
; RUN: not llc-spirv -mtriple=spirv64 %t/bool.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BOOL
; RUN: not llc-spirv -mtriple=spirv64 %t/both.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BOTH
; RUN: not llc-spirv -mtriple=spirv64 %t/arity.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ARITY
; RUN: not test -e %t.spv

; STRUCT: error: {{.*}}struct.ll:3: {{.*}}builtin __spirv_IAddCarry is not supported for spirv64 declared with these types (two integers of one type, 8 to 64 bits, and a struct of two of them)
; BOOL: error: {{.*}}bool.ll:2: {{.*}}builtin __spirv_UMulExtended is not supported for spirv64 declared with these types
; BOTH: error: {{.*}}both.ll:3: {{.*}}builtin __spirv_ISubBorrow is not supported for spirv64 declared with both a result and an sret argument
; ARITY: error: {{.*}}arity.ll:2: {{.*}}builtin __spirv_SMulExtended is not supported for spirv64 with this number of arguments

;--- struct.ll
define spir_kernel void @k(i32 %a) {
  %s = alloca { i32, i64 }
  call void @_Z17__spirv_IAddCarryii(ptr sret({ i32, i64 }) %s, i32 %a, i32 %a)
  ret void
}
declare void @_Z17__spirv_IAddCarryii(ptr sret({ i32, i64 }), i32, i32)
;--- bool.ll
define spir_kernel void @k(i1 %a) {
  %r = call { i1, i1 } @__spirv_UMulExtended(i1 %a, i1 %a)
  ret void
}
declare { i1, i1 } @__spirv_UMulExtended(i1, i1)
;--- both.ll
define spir_kernel void @k(i32 %a) {
  %s = alloca { i32, i32 }
  %r = call i32 @__spirv_ISubBorrow(ptr sret({ i32, i32 }) %s, i32 %a, i32 %a)
  ret void
}
declare i32 @__spirv_ISubBorrow(ptr, i32, i32)
;--- arity.ll
define spir_kernel void @k(i32 %a) {
  %r = call { i32, i32 } @__spirv_SMulExtended(i32 %a)
  ret void
}
declare { i32, i32 } @__spirv_SMulExtended(i32)
