;; -d P prints the pointee chosen for every pointer value, in program order:
;; kernel_arg_type metadata wins for parameters, a GEP's type for its result,
;; the majority of access types for a parameter without metadata.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv -d P 2>&1 | FileCheck %s
; RUN: spirv-val %t.spv

; CHECK: ptrs: @k %a -> float
; CHECK-NEXT: ptrs: @k %b -> i32
; CHECK-NEXT: ptrs: @k %p -> <4 x float>
; CHECK-NEXT: ptrs: @helper %q -> i16

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) !kernel_arg_type !0 {
  %p = getelementptr inbounds <4 x float>, ptr addrspace(1) %a, i64 1
  %v = load <4 x float>, ptr addrspace(1) %p
  %x = extractelement <4 x float> %v, i32 0
  %y = fptosi float %x to i32
  store i32 %y, ptr addrspace(1) %b
  ret void
}

define spir_func i16 @helper(ptr addrspace(1) %q) {
  %x = load i16, ptr addrspace(1) %q
  %y = load i16, ptr addrspace(1) %q
  %z = load i8, ptr addrspace(1) %q
  %s = add i16 %x, %y
  ret i16 %s
}

!0 = !{!"float*", !"int*"}
