; ModuleID = 'a2.cl'
source_filename = "a2.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @sum64(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %9, label %5

5:                                                ; preds = %9, %3
  %6 = phi i64 [ 0, %3 ], [ %17, %9 ]
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %8 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %7
  store i64 %6, ptr addrspace(1) %8, align 8, !tbaa !8
  ret void

9:                                                ; preds = %3, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %3 ]
  %11 = phi i64 [ %17, %9 ], [ 0, %3 ]
  %12 = zext nneg i32 %10 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %15, %15
  %17 = add nuw nsw i64 %16, %11
  %18 = add nuw nsw i32 %10, 1
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %9, label %5
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"long*", !"int*", !"int"}
!7 = !{!"", !"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
