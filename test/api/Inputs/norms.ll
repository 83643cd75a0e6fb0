; ModuleID = 'a3.cl'
source_filename = "a3.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64"

%struct.pt = type { float, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define spir_func float @len2(ptr nocapture noundef readonly byval(%struct.pt) align 4 %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 4, !tbaa !4
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !9
  %5 = fmul float %4, %4
  %6 = tail call float @llvm.fmuladd.f32(float %2, float %2, float %5)
  ret float %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @norms(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = getelementptr inbounds %struct.pt, ptr addrspace(1) %0, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 4
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fmul float %9, %9
  %11 = tail call float @llvm.fmuladd.f32(float %7, float %7, float %10)
  %12 = tail call spir_func float @_Z4sqrtf(float noundef %11) #5, !fpmath !14
  %13 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %4
  store float %12, ptr addrspace(3) %13, align 4, !tbaa !15
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %14 = load float, ptr addrspace(3) %13, align 4, !tbaa !15
  %15 = add i64 %4, 1
  %16 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %17 = urem i64 %15, %16
  %18 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %17
  %19 = load float, ptr addrspace(3) %18, align 4, !tbaa !15
  %20 = tail call spir_func float @_Z4fmaxff(float noundef %14, float noundef %19) #5
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %5
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !6, i64 0}
!5 = !{!"", !6, i64 0, !6, i64 4}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!5, !6, i64 4}
!10 = !{i32 1, i32 1, i32 3}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"pt*", !"float*", !"float*"}
!13 = !{!"const", !"", !""}
!14 = !{float 3.000000e+00}
!15 = !{!6, !6, i64 0}
