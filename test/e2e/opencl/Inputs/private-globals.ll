; Kernel for private-globals.cl: module-scope variables in address space 0,
; written and read by one work-item, through their own names, through
; pointers that also point at allocas, and through a pointer kept in one.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64"

@counter = internal global i32 5, align 4
@hist = global [8 x i32] zeroinitializer, align 4
@last = global ptr null, align 8

define internal spir_func void @bump(ptr %p, i32 %by) {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %by
  store i32 %w, ptr %p, align 4
  ret void
}

; For each of the 16 inputs: count it in hist[in & 7]; add it to counter if
; it is odd, else to a local accumulator (one call through a pointer to
; either); remember that pointer in @last. Then write hist, counter, the
; accumulator and what @last points at.
define spir_kernel void @priv(ptr addrspace(1) %in, ptr addrspace(1) %out) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  %acc = alloca i32, align 4
  store i32 100, ptr %acc, align 4
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %k
  %v = load i32, ptr addrspace(1) %ip, align 4
  %bk = and i32 %v, 7
  %bk64 = zext i32 %bk to i64
  %e = getelementptr inbounds [8 x i32], ptr @hist, i64 0, i64 %bk64
  call spir_func void @bump(ptr %e, i32 1)
  %odd = trunc i32 %v to i1
  %sel = select i1 %odd, ptr @counter, ptr %acc
  call spir_func void @bump(ptr %sel, i32 %v)
  store ptr %sel, ptr @last, align 8
  %k1 = add i64 %k, 1
  %more = icmp ult i64 %k1, 16
  br i1 %more, label %loop, label %done

done:
  br label %copy

copy:
  %j = phi i64 [ 0, %done ], [ %j1, %copy ]
  %hp = getelementptr inbounds [8 x i32], ptr @hist, i64 0, i64 %j
  %h = load i32, ptr %hp, align 4
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %j
  store i32 %h, ptr addrspace(1) %op, align 4
  %j1 = add i64 %j, 1
  %again = icmp ult i64 %j1, 8
  br i1 %again, label %copy, label %tail

tail:
  %c = load i32, ptr @counter, align 4
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 8
  store i32 %c, ptr addrspace(1) %o8, align 4
  %a = load i32, ptr %acc, align 4
  %o9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 9
  store i32 %a, ptr addrspace(1) %o9, align 4
  %lp = load ptr, ptr @last, align 8
  %l = load i32, ptr %lp, align 4
  %o10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 10
  store i32 %l, ptr addrspace(1) %o10, align 4
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 1, i32 2}
!1 = !{i32 1, i32 1}
!2 = !{!"none", !"none"}
!3 = !{!"int*", !"int*"}
!4 = !{!"", !""}
