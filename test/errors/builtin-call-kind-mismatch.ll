;; A builtin call may pass another width than its mangled name says (the
;; call's own types count: builtins/misc/call-own-types.ll), but not another
;; kind or shape: a float or vector event count would make OpGroupWaitEvents
;; invalid (Num Events is a 32-bit integer), and vstore4 of a 2-lane value
;; would store at the wrong offset (the name scales it by 4). A vload's result
;; is not in its mangled name, so its lane count is checked against the name's
;; width: vload4 returning 2 lanes would read at 2-lane offsets. Clear errors.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/float.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FLOAT
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/vector.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VECTOR
; RUN: not llc-spirv -mtriple=spirv64 %t/lanes.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LANES
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/vload.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VLOAD
; RUN: not llc-spirv -mtriple=spirv64 %t/half.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=HALF
; RUN: not test -e %t.spv

; FLOAT: llc-spirv: error: {{.*}}float.ll:2: in @k: {{.*}}: a call of builtin wait_group_events whose argument 1 differs from its mangled name is not supported for spirv64
; VECTOR: llc-spirv: error: {{.*}}vector.ll:2: in @k: {{.*}}: a call of builtin wait_group_events whose argument 1 differs from its mangled name is not supported for spirv64
; LANES: llc-spirv: error: {{.*}}lanes.ll:2: in @k: {{.*}}: a call of builtin vstore4 whose argument 1 differs from its mangled name is not supported for spirv64
; VLOAD: llc-spirv: error: {{.*}}vload.ll:2: in @k: {{.*}}: builtin vload4 is not supported for spirv64 returning 2 lanes
; HALF: llc-spirv: error: {{.*}}half.ll:2: in @k: {{.*}}: builtin vload_half is not supported for spirv64 returning 2 lanes

;--- float.ll
define spir_kernel void @k(float %f, ptr %ev) {
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(float %f, ptr %ev)
  ret void
}
declare spir_func void @_Z17wait_group_eventsiP9ocl_event(float, ptr)
;--- vector.ll
define spir_kernel void @k(<2 x i32> %v, ptr %ev) {
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(<2 x i32> %v, ptr %ev)
  ret void
}
declare spir_func void @_Z17wait_group_eventsiP9ocl_event(<2 x i32>, ptr)
;--- lanes.ll
define spir_kernel void @k(<2 x float> %v, i64 %a, ptr addrspace(1) %g) {
  call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<2 x float> %v, i64 %a, ptr addrspace(1) %g)
  ret void
}
declare spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<2 x float>, i64, ptr addrspace(1))
;--- vload.ll
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %v = call spir_func <2 x float> @_Z6vload4mPU3AS1Kf(i64 1, ptr addrspace(1) %p)
  store <2 x float> %v, ptr addrspace(1) %o
  ret void
}
declare spir_func <2 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
;--- half.ll
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %v = call spir_func <2 x float> @_Z10vload_halfmPU3AS1KDh(i64 1, ptr addrspace(1) %p)
  store <2 x float> %v, ptr addrspace(1) %o
  ret void
}
declare spir_func <2 x float> @_Z10vload_halfmPU3AS1KDh(i64, ptr addrspace(1))
