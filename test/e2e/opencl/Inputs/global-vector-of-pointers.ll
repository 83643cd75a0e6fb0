; Kernel for global-vector-of-pointers.cl: a program-scope constant vector
; of pointers into a constant table, and a struct holding another; each
; work-item loads the vectors, takes a lane and reads through it.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64"

@t = addrspace(2) constant [8 x i32] [i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17]
@v = addrspace(2) constant <4 x ptr addrspace(2)> <ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @t, i64 28), ptr addrspace(2) @t, ptr addrspace(2) getelementptr (i32, ptr addrspace(2) @t, i64 5), ptr addrspace(2) getelementptr (i32, ptr addrspace(2) @t, i64 2)>
@s = addrspace(2) constant { i32, <2 x ptr addrspace(2)> } { i32 100, <2 x ptr addrspace(2)> <ptr addrspace(2) getelementptr (i32, ptr addrspace(2) @t, i64 6), ptr addrspace(2) null> }

declare spir_func i64 @_Z13get_global_idj(i32)

; o[i] = *v[i % 4] + s.0 + *s.1[0] + (s.1[1] == null)
define spir_kernel void @vecptr(ptr addrspace(1) %o) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %l = and i64 %i, 3
  %v = load <4 x ptr addrspace(2)>, ptr addrspace(2) @v, align 32
  %p = extractelement <4 x ptr addrspace(2)> %v, i64 %l
  %x = load i32, ptr addrspace(2) %p, align 4
  %s = load { i32, <2 x ptr addrspace(2)> }, ptr addrspace(2) @s, align 16
  %s0 = extractvalue { i32, <2 x ptr addrspace(2)> } %s, 0
  %s1 = extractvalue { i32, <2 x ptr addrspace(2)> } %s, 1
  %q = extractelement <2 x ptr addrspace(2)> %s1, i32 0
  %y = load i32, ptr addrspace(2) %q, align 4
  %n = extractelement <2 x ptr addrspace(2)> %s1, i32 1
  %isnull = icmp eq ptr addrspace(2) %n, null
  %z = zext i1 %isnull to i32
  %a = add i32 %x, %s0
  %b = add i32 %a, %y
  %c = add i32 %b, %z
  %po = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %i
  store i32 %c, ptr addrspace(1) %po, align 4
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 1, i32 2}
!1 = !{i32 1}
!2 = !{!"none"}
!3 = !{!"int*"}
!4 = !{!""}
