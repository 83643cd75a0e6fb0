;; The same input gives the same bytes: compile a module with kernels, globals,
;; phis, casts and constants twice and compare the binaries.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t1.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t2.spv
; RUN: cmp %t1.spv %t2.spv
; RUN: spirv-val %t1.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o %t3.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o %t4.spv
; RUN: cmp %t3.spv %t4.spv

%struct.P = type { float, i32, [4 x i16] }

@table = internal addrspace(2) constant [4 x float] [float 1.0, float 2.0, float 0x7FF8000000000000, float -0.0], align 4
@count = addrspace(1) global i64 0, align 8
@ptr = addrspace(1) global ptr addrspace(2) getelementptr inbounds ([4 x float], ptr addrspace(2) @table, i64 0, i64 1), align 8
@lds = internal addrspace(3) global [64 x i32] undef, align 4

define internal spir_func float @helper(ptr addrspace(1) %s, i32 %i) {
entry:
  %f = getelementptr inbounds %struct.P, ptr addrspace(1) %s, i32 %i, i32 0
  %v = load float, ptr addrspace(1) %f, align 4
  %c = fcmp olt float %v, 0.0
  br i1 %c, label %neg, label %pos
neg:
  %n = fneg float %v
  br label %done
pos:
  %t = getelementptr inbounds [4 x float], ptr addrspace(2) @table, i32 0, i32 %i
  %w = load float, ptr addrspace(2) %t, align 4
  %m = fmul float %v, %w
  br label %done
done:
  %r = phi float [ %n, %neg ], [ %m, %pos ]
  ret float %r
}

define spir_kernel void @k(ptr addrspace(1) %s, ptr addrspace(1) %out, i32 %n) !kernel_arg_type !0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %x = call spir_func float @helper(ptr addrspace(1) %s, i32 %i)
  %acc1 = fadd float %acc, %x
  %l = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %i
  store i32 %i, ptr addrspace(3) %l, align 4
  %old = atomicrmw add ptr addrspace(1) @count, i64 1 seq_cst
  %i1 = add nuw i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %q = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store float %acc1, ptr addrspace(1) %q, align 4
  switch i32 %n, label %e2 [ i32 3, label %e3
                             i32 4, label %e3 ]
e3:
  store float 0.0, ptr addrspace(1) %out, align 4
  br label %e2
e2:
  ret void
}
!0 = !{!"struct P*", !"float*", !"int"}
