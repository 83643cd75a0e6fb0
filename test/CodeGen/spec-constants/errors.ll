;; Specialization constants that SPIR-V cannot express, or input that does not
;; say which constant is meant: clear errors, no output file.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/runtime-id.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ID
; RUN: not llc-spirv -mtriple=spirv64 %t/runtime-default.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=DEFAULT
; RUN: not llc-spirv -mtriple=spirv64 %t/conflict.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CONFLICT
; RUN: not llc-spirv -mtriple=spirv64 %t/vector.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VECTOR
; RUN: not llc-spirv -mtriple=spirv64 %t/odd-width.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ODD
; RUN: not llc-spirv -mtriple=spirv64 %t/array-length.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ARRAY
; RUN: not llc-spirv -mtriple=spirv64 %t/member-count.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: not llc-spirv -mtriple=spirv64 %t/member-type.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MTYPE
; RUN: not llc-spirv -mtriple=spirv64 %t/no-result.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=NORESULT
; RUN: not llc-spirv -mtriple=spirv64v1.1 %t/local-size.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERSION
; RUN: not llc-spirv -mtriple=spirv64 %t/local-size-bad.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LSBAD
; RUN: not llc-spirv -mtriple=spirv64 %t/sycl-query.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SYCL
; RUN: not test -e %t.spv

; ID: error: {{.*}}runtime-id.ll:2: in @k: %a = call i32 @_Z20__spirv_SpecConstantii(i32 %id, i32 1): a __spirv_SpecConstant call whose SpecId is not a 32-bit integer constant is not supported for spirv64
; DEFAULT: error: {{.*}}runtime-default.ll:2: {{.*}}a __spirv_SpecConstant call whose default is not a constant of its result type is not supported for spirv64
; CONFLICT: error: {{.*}}conflict.ll:3: {{.*}}two specialization constants with SpecId 4 and different types or default values are not supported for spirv64
; VECTOR: error: {{.*}}vector.ll:2: {{.*}}a specialization constant that is not a scalar integer, bool or floating-point value is not supported for spirv64
; ODD: error: {{.*}}odd-width.ll:2: {{.*}}a specialization constant of type i12 is not supported for spirv64 (SPIR-V has no integer of that width)
; ARRAY: error: {{.*}}array-length.ll:3: in @k: %m = call i32 @llvm.umax.i32(i32 %n, i32 1): an array length computed from specialization constants by an operation that OpSpecConstantOp does not allow is not supported for spirv64
; COUNT: error: {{.*}}member-count.ll:3: {{.*}}a __spirv_SpecConstantComposite call whose arguments are not one per member is not supported for spirv64
; MTYPE: error: {{.*}}member-type.ll:3: {{.*}}a __spirv_SpecConstantComposite member whose type differs from the aggregate's is not supported for spirv64
; NORESULT: error: {{.*}}no-result.ll:2: {{.*}}builtin __spirv_SpecConstant is not supported for spirv64 without a result or an sret first argument
; VERSION: error: {{.*}}local-size.ll:{{[0-9]+}}: {{.*}}a reqd_work_group_size of specialization constants is not supported for spirv64v1.1 (LocalSizeId needs SPIR-V 1.2)
; LSBAD: error: {{.*}}local-size-bad.ll:{{[0-9]+}}: {{.*}}a reqd_work_group_size whose operands are not i32 constants or !{i32 SpecId, i32 default} specialization constants is not supported for spirv64
; SYCL: error: {{.*}}sycl-query.ll:2: {{.*}}a SYCL specialization constant query (_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_) is not supported for spirv64 (run sycl-post-link -spec-const=native first, which makes it a __spirv_SpecConstant call)

;--- runtime-id.ll
define spir_kernel void @k(ptr addrspace(1) %p, i32 %id) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 %id, i32 1)
  store i32 %a, ptr addrspace(1) %p
  ret void
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
;--- runtime-default.ll
define spir_kernel void @k(ptr addrspace(1) %p, i32 %d) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 %d)
  store i32 %a, ptr addrspace(1) %p
  ret void
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
;--- conflict.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 4, i32 1)
  %b = call i32 @_Z20__spirv_SpecConstantii(i32 4, i32 2)
  %c = add i32 %a, %b
  store i32 %c, ptr addrspace(1) %p
  ret void
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
;--- vector.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call <2 x i32> @__spirv_SpecConstant(i32 1, <2 x i32> zeroinitializer)
  store <2 x i32> %a, ptr addrspace(1) %p
  ret void
}
declare <2 x i32> @__spirv_SpecConstant(i32, <2 x i32>)
;--- odd-width.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i12 @__spirv_SpecConstant(i32 1, i12 5)
  store i12 %a, ptr addrspace(1) %p
  ret void
}
declare i12 @__spirv_SpecConstant(i32, i12)
;--- array-length.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %n = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 4)
  %m = call i32 @llvm.umax.i32(i32 %n, i32 1)
  %a = alloca i32, i32 %m
  store i32 1, ptr %a
  ret void
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
;--- member-count.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
  %v = call <2 x i32> @_Z29__spirv_SpecConstantCompositei(i32 %a)
  store <2 x i32> %v, ptr addrspace(1) %p
  ret void
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositei(i32)
;--- member-type.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
  %v = call { float, float } @__spirv_SpecConstantComposite(i32 %a, float 1.0)
  store { float, float } %v, ptr addrspace(1) %p
  ret void
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare { float, float } @__spirv_SpecConstantComposite(i32, float)
;--- no-result.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  call void @_Z20__spirv_SpecConstantii(i32 1, i32 1)
  ret void
}
declare void @_Z20__spirv_SpecConstantii(i32, i32)
;--- local-size.ll
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{!1, i32 1, i32 1}
!1 = !{i32 3, i32 64}
;--- local-size-bad.ll
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{!1, i32 1, i32 1}
!1 = !{i32 3}
;--- sycl-query.ll
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(4) %name, ptr addrspace(4) %id) {
  %a = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) %name, ptr addrspace(4) %id, ptr addrspace(4) null)
  store i32 %a, ptr addrspace(1) %p
  ret void
}
declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
