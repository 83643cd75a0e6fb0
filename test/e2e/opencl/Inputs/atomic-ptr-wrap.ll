; Kernels for atomic-ptr-wrap.cl: atomics on a pointer held in global memory
; and the wrapping increment and decrement, which OpenCL C has no spelling of.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64"

; One work-item: eight exchanges of the pointer in *slot (local memory, null
; first), each
; old pointer written out as its index into buf (-1 for null); then a
; compare-exchange that fails and one that succeeds, and an atomic load.
define spir_kernel void @ptr_ops(ptr addrspace(1) %buf, ptr addrspace(3) %slot, ptr addrspace(1) %out) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  store atomic ptr addrspace(1) null, ptr addrspace(3) %slot seq_cst, align 8
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %mine = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 %k
  %old = atomicrmw xchg ptr addrspace(3) %slot, ptr addrspace(1) %mine acq_rel
  %ix = call i64 @index(ptr addrspace(1) %buf, ptr addrspace(1) %old)
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %k
  store i64 %ix, ptr addrspace(1) %o, align 8
  %k1 = add i64 %k, 1
  %more = icmp ult i64 %k1, 8
  br i1 %more, label %loop, label %cas

cas:
  %b3 = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 3
  %b7 = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 7
  %b9 = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 9
  %r1 = cmpxchg ptr addrspace(3) %slot, ptr addrspace(1) %b3, ptr addrspace(1) %b9 seq_cst seq_cst
  %ok1 = extractvalue { ptr addrspace(1), i1 } %r1, 1
  %seen1 = extractvalue { ptr addrspace(1), i1 } %r1, 0
  %r2 = cmpxchg ptr addrspace(3) %slot, ptr addrspace(1) %b7, ptr addrspace(1) %b9 seq_cst seq_cst
  %ok2 = extractvalue { ptr addrspace(1), i1 } %r2, 1
  %now = load atomic ptr addrspace(1), ptr addrspace(3) %slot acquire, align 8
  %z1 = zext i1 %ok1 to i64
  %z2 = zext i1 %ok2 to i64
  %i1 = call i64 @index(ptr addrspace(1) %buf, ptr addrspace(1) %seen1)
  %i2 = call i64 @index(ptr addrspace(1) %buf, ptr addrspace(1) %now)
  %o8 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 8
  store i64 %z1, ptr addrspace(1) %o8, align 8
  %o9 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 9
  store i64 %z2, ptr addrspace(1) %o9, align 8
  %o10 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 10
  store i64 %i1, ptr addrspace(1) %o10, align 8
  %o11 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 11
  store i64 %i2, ptr addrspace(1) %o11, align 8
  ret void
}

define internal i64 @index(ptr addrspace(1) %buf, ptr addrspace(1) %p) {
  %null = icmp eq ptr addrspace(1) %p, null
  %a = ptrtoint ptr addrspace(1) %p to i64
  %b = ptrtoint ptr addrspace(1) %buf to i64
  %d = sub i64 %a, %b
  %ix = ashr exact i64 %d, 2
  %r = select i1 %null, i64 -1, i64 %ix
  ret i64 %r
}

; Every work-item: uinc_wrap by 5 and udec_wrap by 6 on two counters (their
; final values do not depend on the order), and one work-item steps a third
; counter through a full wrap of each, writing the old values.
define spir_kernel void @wrap(ptr addrspace(1) %ctr, ptr addrspace(1) %out) !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
entry:
  %inc = atomicrmw uinc_wrap ptr addrspace(1) %ctr, i32 5 monotonic, align 4
  %c1 = getelementptr inbounds i32, ptr addrspace(1) %ctr, i64 1
  %dec = atomicrmw udec_wrap ptr addrspace(1) %c1, i32 6 seq_cst, align 4
  %id = call i64 @_Z13get_global_idj(i32 0)
  %first = icmp eq i64 %id, 0
  br i1 %first, label %steps, label %done

steps:
  %c2 = getelementptr inbounds i32, ptr addrspace(1) %ctr, i64 2
  br label %loop

loop:
  %k = phi i64 [ 0, %steps ], [ %k1, %next ]
  %up = icmp ult i64 %k, 8
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %k
  br i1 %up, label %doinc, label %dodec

doinc:
  %a = atomicrmw uinc_wrap ptr addrspace(1) %c2, i32 3 acq_rel, align 4
  br label %next

dodec:
  %b = atomicrmw udec_wrap ptr addrspace(1) %c2, i32 4 acq_rel, align 4
  br label %next

next:
  %old = phi i32 [ %a, %doinc ], [ %b, %dodec ]
  store i32 %old, ptr addrspace(1) %o, align 4
  %k1 = add i64 %k, 1
  %more = icmp ult i64 %k1, 16
  br i1 %more, label %loop, label %done

done:
  ret void
}

declare i64 @_Z13get_global_idj(i32)

!opencl.ocl.version = !{!0}
!0 = !{i32 1, i32 2}
!1 = !{i32 1, i32 3, i32 1}
!2 = !{!"none", !"none", !"none"}
!3 = !{!"int*", !"ulong*", !"long*"}
!4 = !{!"", !"", !""}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"uint*", !"uint*"}
!8 = !{!"", !""}
