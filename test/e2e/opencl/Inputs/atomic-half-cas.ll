; Kernel for atomic-half-cas.cl: atomicrmw fadd and fsub on half, which
; without the float16 atomic extensions are compare-and-swap loops on the
; 32-bit word holding the half. The halves sit in a ushort buffer.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64"

declare spir_func i64 @_Z13get_global_idj(i32)

; Work-item i adds 1.0 to h[i % 4] and subtracts 0.5 from h[4 + i % 4].
define spir_kernel void @half_ops(ptr addrspace(1) %h) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %s = and i64 %i, 3
  %pa = getelementptr inbounds half, ptr addrspace(1) %h, i64 %s
  %a = atomicrmw fadd ptr addrspace(1) %pa, half 1.0 monotonic, align 2
  %s4 = add i64 %s, 4
  %pm = getelementptr inbounds half, ptr addrspace(1) %h, i64 %s4
  %m = atomicrmw fsub ptr addrspace(1) %pm, half 0.5 seq_cst, align 2
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 1, i32 2}
!1 = !{i32 1}
!2 = !{!"none"}
!3 = !{!"ushort*"}
!4 = !{!""}
