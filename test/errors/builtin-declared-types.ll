;; Builtin declarations whose types disagree with the builtin (the mangled
;; parameters, or the result the builtin has): clear errors, where the
;; lowerings trusted the declaration and emitted invalid instructions (found
;; by libFuzzer, which changes a type in bitcode's type table for the
;; declaration and its calls at once). OpenCL.std instructions check the
;; shape of their operands too (float or integer, splat scalars, int exponents).
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/param-int.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=PARAM_INT
; RUN: not llc-spirv -mtriple=spirv64 %t/param-float.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=PARAM_FLOAT
; RUN: not llc-spirv -mtriple=spirv64 %t/result-math.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RESULT_MATH
; RUN: not llc-spirv -mtriple=spirv64 %t/result-void.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RESULT_VOID
; RUN: not llc-spirv -mtriple=spirv64 %t/vload-scalar.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VLOAD_SCALAR
; RUN: not llc-spirv -mtriple=spirv64 %t/vstore-result.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VSTORE_RESULT
; RUN: not llc-spirv -mtriple=spirv64 %t/dot.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=DOT
; RUN: not llc-spirv -mtriple=spirv64 %t/relational.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RELATIONAL
; RUN: not llc-spirv -mtriple=spirv64 %t/atomic-float.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ATOMIC_FLOAT
; RUN: not llc-spirv -mtriple=spirv64 %t/ballot.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BALLOT
; RUN: not llc-spirv -mtriple=spirv64 %t/any.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ANY
; RUN: not llc-spirv -mtriple=spirv64 %t/sin-int.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SIN_INT
; RUN: not llc-spirv -mtriple=spirv64 %t/fmax-mixed.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FMAX_MIXED
; RUN: not llc-spirv -mtriple=spirv64 %t/ldexp-float.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LDEXP_FLOAT
; RUN: not llc-spirv -mtriple=spirv64 %t/nan-int.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=NAN_INT
; RUN: not llc-spirv -mtriple=spirv64 %t/shuffle-result.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SHUFFLE_RESULT
; RUN: not llc-spirv -mtriple=spirv64 %t/ballot-result.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BALLOT_RESULT
; RUN: not llc-spirv -mtriple=spirv64 %t/broadcast-no-id.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BROADCAST
; RUN: not llc-spirv -mtriple=spirv64 %t/clustered-no-size.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CLUSTERED
; RUN: not test -e %t.spv

; PARAM_INT: error: {{.*}}param-int.ll:{{[0-9]+}}: {{.*}}builtin atom_add declared as i64 (ptr addrspace(1), i32) is not supported for spirv64 (the declaration does not fit the builtin
; PARAM_FLOAT: error: {{.*}}param-float.ll:{{[0-9]+}}: {{.*}}builtin sin is not supported for spirv64 declared with these types
; RESULT_MATH: error: {{.*}}result-math.ll:{{[0-9]+}}: {{.*}}builtin sin is not supported for spirv64 declared with these types
; RESULT_VOID: error: {{.*}}result-void.ll:{{[0-9]+}}: {{.*}}builtin max is not supported for spirv64 declared with these types
; VLOAD_SCALAR: error: {{.*}}vload-scalar.ll:{{[0-9]+}}: {{.*}}builtin vload4 is not supported for spirv64 declared with these types
; VSTORE_RESULT: error: {{.*}}vstore-result.ll:{{[0-9]+}}: {{.*}}declared with these types
; DOT: error: {{.*}}dot.ll:{{[0-9]+}}: {{.*}}builtin dot is not supported for spirv64 declared with these types
; RELATIONAL: error: {{.*}}relational.ll:{{[0-9]+}}: {{.*}}a relational builtin declared with a result that is not an integer of its argument's width is not supported for spirv64
; ATOMIC_FLOAT: error: {{.*}}atomic-float.ll:{{[0-9]+}}: {{.*}}builtin atomic_inc is not supported for spirv64 on a floating-point value
; BALLOT: error: {{.*}}ballot.ll:{{[0-9]+}}: {{.*}}a predicate that is not an integer is not supported for spirv64
; ANY: error: {{.*}}any.ll:{{[0-9]+}}: {{.*}}builtin any is not supported for spirv64 declared with these types

; SIN_INT: error: {{.*}}sin-int.ll:{{[0-9]+}}: {{.*}}builtin sin is not supported for spirv64 declared with these types
; FMAX_MIXED: error: {{.*}}fmax-mixed.ll:{{[0-9]+}}: {{.*}}builtin fmax is not supported for spirv64 declared with these types
; LDEXP_FLOAT: error: {{.*}}ldexp-float.ll:{{[0-9]+}}: {{.*}}builtin __spirv_ocl_ldexp is not supported for spirv64 declared with these types
;; results that SPIRV-Tools 2023.1 does not check: a shuffle has its value's
;; type, a ballot is a uint4; work_group_broadcast needs a local id (it read
;; an uninitialised id)
; SHUFFLE_RESULT: error: {{.*}}shuffle-result.ll:{{[0-9]+}}: {{.*}}builtin sub_group_shuffle_xor is not supported for spirv64 declared with this result type
; BALLOT_RESULT: error: {{.*}}ballot-result.ll:{{[0-9]+}}: {{.*}}builtin sub_group_ballot is not supported for spirv64 declared with this result type
; BROADCAST: error: {{.*}}broadcast-no-id.ll:{{[0-9]+}}: {{.*}}builtin work_group_broadcast is not supported for spirv64 declared with these types
; CLUSTERED: error: {{.*}}clustered-no-size.ll:{{[0-9]+}}: {{.*}}builtin sub_group_clustered_reduce_add is not supported for spirv64 without a constant cluster size
; NAN_INT: error: {{.*}}nan-int.ll:{{[0-9]+}}: {{.*}}builtin nan is not supported for spirv64 declared with these types
;--- param-int.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) %p, i32 1)
  ret void
}
declare spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1), i32)
;--- param-float.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func float @_Z3sinf(double 1.0)
  ret void
}
declare spir_func float @_Z3sinf(double)
;--- result-math.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func double @_Z3sinf(float 1.0)
  ret void
}
declare spir_func double @_Z3sinf(float)
;--- result-void.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  call spir_func void @_Z3maxii(i32 1, i32 2)
  ret void
}
declare spir_func void @_Z3maxii(i32, i32)
;--- vload-scalar.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z6vload4mPU3AS1Kf(i64 0, ptr addrspace(1) %p)
  ret void
}
declare spir_func i32 @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
;--- vstore-result.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func float @_Z6vstore4Dv4_fmPU3AS1f(<4 x float> zeroinitializer, i64 0, ptr addrspace(1) %p)
  ret void
}
declare spir_func float @_Z6vstore4Dv4_fmPU3AS1f(<4 x float>, i64, ptr addrspace(1))
;--- dot.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func double @_Z3dotDv4_fS_(<4 x float> zeroinitializer, <4 x float> zeroinitializer)
  ret void
}
declare spir_func double @_Z3dotDv4_fS_(<4 x float>, <4 x float>)
;--- relational.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func <2 x i32> @_Z5isnanDv4_f(<4 x float> zeroinitializer)
  ret void
}
declare spir_func <2 x i32> @_Z5isnanDv4_f(<4 x float>)
;--- atomic-float.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func float @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) %p)
  ret void
}
declare spir_func float @_Z10atomic_incPU3AS1Vi(ptr addrspace(1))
;--- ballot.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func i64 @_Z16sub_group_ballotf(float 1.0)
  ret void
}
declare spir_func i64 @_Z16sub_group_ballotf(float)
;--- any.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func float @_Z3anyDv4_i(<4 x i32> zeroinitializer)
  ret void
}
declare spir_func float @_Z3anyDv4_i(<4 x i32>)
;--- sin-int.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z3sini(i32 1)
  ret void
}
declare spir_func i32 @_Z3sini(i32)
;--- fmax-mixed.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func float @_Z4fmaxfd(float 1.0, double 1.0)
  ret void
}
declare spir_func float @_Z4fmaxfd(float, double)
;--- ldexp-float.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func float @__spirv_ocl_ldexp(float 1.0, float 1.0)
  ret void
}
declare spir_func float @__spirv_ocl_ldexp(float, float)
;--- nan-int.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z3nanj(i32 1)
  ret void
}
declare spir_func i32 @_Z3nanj(i32)
;--- shuffle-result.ll
define spir_kernel void @k(ptr addrspace(1) %p, float %f) {
  %r = call spir_func i32 @_Z21sub_group_shuffle_xorfj(float %f, i32 1)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare spir_func i32 @_Z21sub_group_shuffle_xorfj(float, i32)
;--- ballot-result.ll
define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func <2 x i32> @_Z16sub_group_balloti(i32 %x)
  store <2 x i32> %r, ptr addrspace(1) %p
  ret void
}
declare spir_func <2 x i32> @_Z16sub_group_balloti(i32)
;--- broadcast-no-id.ll
define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func i32 @_Z20work_group_broadcasti(i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare spir_func i32 @_Z20work_group_broadcasti(i32)
;--- clustered-no-size.ll
define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func i32 @_Z30sub_group_clustered_reduce_addi(i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare spir_func i32 @_Z30sub_group_clustered_reduce_addi(i32)
