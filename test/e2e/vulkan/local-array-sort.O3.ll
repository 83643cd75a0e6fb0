; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; local-array-sort.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'local-array-sort.hlsl'
source_filename = "local-array-sort.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %10 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %8)
  %11 = shl i32 %10, 3
  %12 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %9, i32 %11)
  %13 = load i32, ptr addrspace(11) %12, align 4, !tbaa !3
  store i32 %13, ptr %1, align 4, !tbaa !3
  %14 = or disjoint i32 %11, 1
  %15 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %9, i32 %14)
  %16 = load i32, ptr addrspace(11) %15, align 4, !tbaa !3
  store i32 %16, ptr %2, align 4, !tbaa !3
  %17 = or disjoint i32 %11, 2
  %18 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %9, i32 %17)
  %19 = load i32, ptr addrspace(11) %18, align 4, !tbaa !3
  store i32 %19, ptr %3, align 4, !tbaa !3
  %20 = or disjoint i32 %11, 3
  %21 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %9, i32 %20)
  %22 = load i32, ptr addrspace(11) %21, align 4, !tbaa !3
  store i32 %22, ptr %4, align 4, !tbaa !3
  %23 = or disjoint i32 %11, 4
  %24 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %9, i32 %23)
  %25 = load i32, ptr addrspace(11) %24, align 4, !tbaa !3
  store i32 %25, ptr %5, align 4, !tbaa !3
  %26 = or disjoint i32 %11, 5
  %27 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %9, i32 %26)
  %28 = load i32, ptr addrspace(11) %27, align 4, !tbaa !3
  store i32 %28, ptr %6, align 4, !tbaa !3
  %29 = or disjoint i32 %11, 6
  %30 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %9, i32 %29)
  %31 = load i32, ptr addrspace(11) %30, align 4, !tbaa !3
  store i32 %31, ptr %7, align 4, !tbaa !3
  %32 = or disjoint i32 %11, 7
  %33 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %9, i32 %32)
  %34 = load i32, ptr addrspace(11) %33, align 4, !tbaa !3
  store i32 %34, ptr %8, align 4, !tbaa !3
  %35 = icmp sgt i32 %13, %16
  br i1 %35, label %36, label %37

36:                                               ; preds = %0
  store i32 %13, ptr %2, align 4, !tbaa !3
  br label %37

37:                                               ; preds = %36, %0
  %38 = phi ptr [ %2, %0 ], [ %1, %36 ]
  store i32 %16, ptr %38, align 4, !tbaa !3
  %39 = load i32, ptr %2, align 4, !tbaa !3
  %40 = icmp sgt i32 %39, %19
  br i1 %40, label %41, label %45

41:                                               ; preds = %37
  store i32 %39, ptr %3, align 4, !tbaa !3
  %42 = load i32, ptr %1, align 4, !tbaa !3
  %43 = icmp sgt i32 %42, %19
  br i1 %43, label %44, label %45

44:                                               ; preds = %41
  store i32 %42, ptr %2, align 4, !tbaa !3
  br label %45

45:                                               ; preds = %44, %41, %37
  %46 = phi ptr [ %3, %37 ], [ %1, %44 ], [ %2, %41 ]
  store i32 %19, ptr %46, align 4, !tbaa !3
  %47 = load i32, ptr %4, align 4, !tbaa !3
  %48 = load i32, ptr %3, align 4, !tbaa !3
  %49 = icmp sgt i32 %48, %47
  br i1 %49, label %50, label %57

50:                                               ; preds = %45
  store i32 %48, ptr %4, align 4, !tbaa !3
  %51 = load i32, ptr %2, align 4, !tbaa !3
  %52 = icmp sgt i32 %51, %47
  br i1 %52, label %53, label %57

53:                                               ; preds = %50
  store i32 %51, ptr %3, align 4, !tbaa !3
  %54 = load i32, ptr %1, align 4, !tbaa !3
  %55 = icmp sgt i32 %54, %47
  br i1 %55, label %56, label %57

56:                                               ; preds = %53
  store i32 %54, ptr %2, align 4, !tbaa !3
  br label %57

57:                                               ; preds = %56, %53, %50, %45
  %58 = phi ptr [ %4, %45 ], [ %1, %56 ], [ %3, %50 ], [ %2, %53 ]
  store i32 %47, ptr %58, align 4, !tbaa !3
  %59 = load i32, ptr %4, align 4, !tbaa !3
  %60 = icmp sgt i32 %59, %25
  br i1 %60, label %61, label %71

61:                                               ; preds = %57
  store i32 %59, ptr %5, align 4, !tbaa !3
  %62 = load i32, ptr %3, align 4, !tbaa !3
  %63 = icmp sgt i32 %62, %25
  br i1 %63, label %64, label %71

64:                                               ; preds = %61
  store i32 %62, ptr %4, align 4, !tbaa !3
  %65 = load i32, ptr %2, align 4, !tbaa !3
  %66 = icmp sgt i32 %65, %25
  br i1 %66, label %67, label %71

67:                                               ; preds = %64
  store i32 %65, ptr %3, align 4, !tbaa !3
  %68 = load i32, ptr %1, align 4, !tbaa !3
  %69 = icmp sgt i32 %68, %25
  br i1 %69, label %70, label %71

70:                                               ; preds = %67
  store i32 %68, ptr %2, align 4, !tbaa !3
  br label %71

71:                                               ; preds = %70, %67, %64, %61, %57
  %72 = phi ptr [ %5, %57 ], [ %1, %70 ], [ %4, %61 ], [ %2, %67 ], [ %3, %64 ]
  store i32 %25, ptr %72, align 4, !tbaa !3
  %73 = load i32, ptr %6, align 4, !tbaa !3
  %74 = load i32, ptr %5, align 4, !tbaa !3
  %75 = icmp sgt i32 %74, %73
  br i1 %75, label %76, label %89

76:                                               ; preds = %71
  store i32 %74, ptr %6, align 4, !tbaa !3
  %77 = load i32, ptr %4, align 4, !tbaa !3
  %78 = icmp sgt i32 %77, %73
  br i1 %78, label %79, label %89

79:                                               ; preds = %76
  store i32 %77, ptr %5, align 4, !tbaa !3
  %80 = load i32, ptr %3, align 4, !tbaa !3
  %81 = icmp sgt i32 %80, %73
  br i1 %81, label %82, label %89

82:                                               ; preds = %79
  store i32 %80, ptr %4, align 4, !tbaa !3
  %83 = load i32, ptr %2, align 4, !tbaa !3
  %84 = icmp sgt i32 %83, %73
  br i1 %84, label %85, label %89

85:                                               ; preds = %82
  store i32 %83, ptr %3, align 4, !tbaa !3
  %86 = load i32, ptr %1, align 4, !tbaa !3
  %87 = icmp sgt i32 %86, %73
  br i1 %87, label %88, label %89

88:                                               ; preds = %85
  store i32 %86, ptr %2, align 4, !tbaa !3
  br label %89

89:                                               ; preds = %88, %85, %82, %79, %76, %71
  %90 = phi ptr [ %6, %71 ], [ %1, %88 ], [ %5, %76 ], [ %2, %85 ], [ %4, %79 ], [ %3, %82 ]
  store i32 %73, ptr %90, align 4, !tbaa !3
  %91 = load i32, ptr %7, align 4, !tbaa !3
  %92 = load i32, ptr %6, align 4, !tbaa !3
  %93 = icmp sgt i32 %92, %91
  br i1 %93, label %94, label %110

94:                                               ; preds = %89
  store i32 %92, ptr %7, align 4, !tbaa !3
  %95 = load i32, ptr %5, align 4, !tbaa !3
  %96 = icmp sgt i32 %95, %91
  br i1 %96, label %97, label %110

97:                                               ; preds = %94
  store i32 %95, ptr %6, align 4, !tbaa !3
  %98 = load i32, ptr %4, align 4, !tbaa !3
  %99 = icmp sgt i32 %98, %91
  br i1 %99, label %100, label %110

100:                                              ; preds = %97
  store i32 %98, ptr %5, align 4, !tbaa !3
  %101 = load i32, ptr %3, align 4, !tbaa !3
  %102 = icmp sgt i32 %101, %91
  br i1 %102, label %103, label %110

103:                                              ; preds = %100
  store i32 %101, ptr %4, align 4, !tbaa !3
  %104 = load i32, ptr %2, align 4, !tbaa !3
  %105 = icmp sgt i32 %104, %91
  br i1 %105, label %106, label %110

106:                                              ; preds = %103
  store i32 %104, ptr %3, align 4, !tbaa !3
  %107 = load i32, ptr %1, align 4, !tbaa !3
  %108 = icmp sgt i32 %107, %91
  br i1 %108, label %109, label %110

109:                                              ; preds = %106
  store i32 %107, ptr %2, align 4, !tbaa !3
  br label %110

110:                                              ; preds = %109, %106, %103, %100, %97, %94, %89
  %111 = phi ptr [ %7, %89 ], [ %1, %109 ], [ %6, %94 ], [ %2, %106 ], [ %5, %97 ], [ %3, %103 ], [ %4, %100 ]
  store i32 %91, ptr %111, align 4, !tbaa !3
  %112 = load i32, ptr %8, align 4, !tbaa !3
  %113 = load i32, ptr %7, align 4, !tbaa !3
  %114 = icmp sgt i32 %113, %112
  br i1 %114, label %115, label %134

115:                                              ; preds = %110
  store i32 %113, ptr %8, align 4, !tbaa !3
  %116 = load i32, ptr %6, align 4, !tbaa !3
  %117 = icmp sgt i32 %116, %112
  br i1 %117, label %118, label %134

118:                                              ; preds = %115
  store i32 %116, ptr %7, align 4, !tbaa !3
  %119 = load i32, ptr %5, align 4, !tbaa !3
  %120 = icmp sgt i32 %119, %112
  br i1 %120, label %121, label %134

121:                                              ; preds = %118
  store i32 %119, ptr %6, align 4, !tbaa !3
  %122 = load i32, ptr %4, align 4, !tbaa !3
  %123 = icmp sgt i32 %122, %112
  br i1 %123, label %124, label %134

124:                                              ; preds = %121
  store i32 %122, ptr %5, align 4, !tbaa !3
  %125 = load i32, ptr %3, align 4, !tbaa !3
  %126 = icmp sgt i32 %125, %112
  br i1 %126, label %127, label %134

127:                                              ; preds = %124
  store i32 %125, ptr %4, align 4, !tbaa !3
  %128 = load i32, ptr %2, align 4, !tbaa !3
  %129 = icmp sgt i32 %128, %112
  br i1 %129, label %130, label %134

130:                                              ; preds = %127
  store i32 %128, ptr %3, align 4, !tbaa !3
  %131 = load i32, ptr %1, align 4, !tbaa !3
  %132 = icmp sgt i32 %131, %112
  br i1 %132, label %133, label %134

133:                                              ; preds = %130
  store i32 %131, ptr %2, align 4, !tbaa !3
  br label %134

134:                                              ; preds = %133, %130, %127, %124, %121, %118, %115, %110
  %135 = phi ptr [ %8, %110 ], [ %1, %133 ], [ %7, %115 ], [ %2, %130 ], [ %6, %118 ], [ %4, %124 ], [ %5, %121 ], [ %3, %127 ]
  %136 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  store i32 %112, ptr %135, align 4, !tbaa !3
  %137 = load i32, ptr %1, align 4, !tbaa !3
  %138 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %136, i32 %11)
  store i32 %137, ptr addrspace(11) %138, align 4, !tbaa !3
  %139 = load i32, ptr %2, align 4, !tbaa !3
  %140 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %136, i32 %14)
  store i32 %139, ptr addrspace(11) %140, align 4, !tbaa !3
  %141 = load i32, ptr %3, align 4, !tbaa !3
  %142 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %136, i32 %17)
  store i32 %141, ptr addrspace(11) %142, align 4, !tbaa !3
  %143 = load i32, ptr %4, align 4, !tbaa !3
  %144 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %136, i32 %20)
  store i32 %143, ptr addrspace(11) %144, align 4, !tbaa !3
  %145 = load i32, ptr %5, align 4, !tbaa !3
  %146 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %136, i32 %23)
  store i32 %145, ptr addrspace(11) %146, align 4, !tbaa !3
  %147 = load i32, ptr %6, align 4, !tbaa !3
  %148 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %136, i32 %26)
  store i32 %147, ptr addrspace(11) %148, align 4, !tbaa !3
  %149 = load i32, ptr %7, align 4, !tbaa !3
  %150 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %136, i32 %29)
  store i32 %149, ptr addrspace(11) %150, align 4, !tbaa !3
  %151 = load i32, ptr %8, align 4, !tbaa !3
  %152 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %136, i32 %32)
  store i32 %151, ptr addrspace(11) %152, align 4, !tbaa !3
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %8)
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
