; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; nested-loops.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'nested-loops.hlsl'
source_filename = "nested-loops.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %3 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %1, i32 %2)
  %4 = load i32, ptr addrspace(11) %3, align 4, !tbaa !3
  %5 = urem i32 %4, 5
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %23, label %7

7:                                                ; preds = %0, %7
  %8 = phi i32 [ %16, %7 ], [ 0, %0 ]
  %9 = phi i32 [ %13, %7 ], [ 0, %0 ]
  %10 = and i32 %8, 7
  %11 = lshr i32 %4, %10
  %12 = and i32 %11, %8
  %13 = add i32 %12, %9
  %14 = urem i32 %13, 97
  %15 = icmp ne i32 %14, 13
  %16 = add nuw nsw i32 %8, 1
  %17 = icmp ult i32 %8, 11
  %18 = select i1 %15, i1 %17, i1 false
  br i1 %18, label %7, label %19, !llvm.loop !7

19:                                               ; preds = %7
  %20 = icmp ugt i32 %13, 3000
  br i1 %20, label %192, label %21

21:                                               ; preds = %19
  %22 = icmp eq i32 %5, 1
  br i1 %22, label %41, label %23

23:                                               ; preds = %0, %21
  %24 = phi i32 [ %13, %21 ], [ 0, %0 ]
  br label %25

25:                                               ; preds = %23, %25
  %26 = phi i32 [ %30, %25 ], [ 1, %23 ]
  %27 = phi i32 [ %32, %25 ], [ %24, %23 ]
  %28 = and i32 %26, 7
  %29 = lshr i32 %4, %28
  %30 = add nuw nsw i32 %26, 1
  %31 = and i32 %29, %30
  %32 = add i32 %31, %27
  %33 = urem i32 %32, 97
  %34 = icmp ne i32 %33, 13
  %35 = icmp ult i32 %26, 11
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %25, label %37, !llvm.loop !7

37:                                               ; preds = %25
  %38 = icmp ugt i32 %32, 3000
  br i1 %38, label %192, label %39

39:                                               ; preds = %37
  %40 = icmp eq i32 %5, 2
  br i1 %40, label %60, label %41

41:                                               ; preds = %21, %39
  %42 = phi i32 [ %32, %39 ], [ %13, %21 ]
  br label %43

43:                                               ; preds = %41, %43
  %44 = phi i32 [ %53, %43 ], [ 2, %41 ]
  %45 = phi i32 [ %50, %43 ], [ %42, %41 ]
  %46 = and i32 %44, 7
  %47 = lshr i32 %4, %46
  %48 = add nuw nsw i32 %44, 2
  %49 = and i32 %47, %48
  %50 = add i32 %49, %45
  %51 = urem i32 %50, 97
  %52 = icmp ne i32 %51, 13
  %53 = add nuw nsw i32 %44, 1
  %54 = icmp ult i32 %44, 11
  %55 = select i1 %52, i1 %54, i1 false
  br i1 %55, label %43, label %56, !llvm.loop !7

56:                                               ; preds = %43
  %57 = icmp ugt i32 %50, 3000
  br i1 %57, label %192, label %58

58:                                               ; preds = %56
  %59 = icmp eq i32 %5, 3
  br i1 %59, label %79, label %60

60:                                               ; preds = %39, %58
  %61 = phi i32 [ %50, %58 ], [ %32, %39 ]
  br label %62

62:                                               ; preds = %60, %62
  %63 = phi i32 [ %72, %62 ], [ 3, %60 ]
  %64 = phi i32 [ %69, %62 ], [ %61, %60 ]
  %65 = and i32 %63, 7
  %66 = lshr i32 %4, %65
  %67 = add nuw nsw i32 %63, 3
  %68 = and i32 %66, %67
  %69 = add i32 %68, %64
  %70 = urem i32 %69, 97
  %71 = icmp ne i32 %70, 13
  %72 = add nuw nsw i32 %63, 1
  %73 = icmp ult i32 %63, 11
  %74 = select i1 %71, i1 %73, i1 false
  br i1 %74, label %62, label %75, !llvm.loop !7

75:                                               ; preds = %62
  %76 = icmp ugt i32 %69, 3000
  br i1 %76, label %192, label %77

77:                                               ; preds = %75
  %78 = icmp eq i32 %5, 4
  br i1 %78, label %96, label %79

79:                                               ; preds = %58, %77
  %80 = phi i32 [ %69, %77 ], [ %50, %58 ]
  br label %81

81:                                               ; preds = %79, %81
  %82 = phi i32 [ %91, %81 ], [ 4, %79 ]
  %83 = phi i32 [ %88, %81 ], [ %80, %79 ]
  %84 = and i32 %82, 7
  %85 = lshr i32 %4, %84
  %86 = add nuw nsw i32 %82, 4
  %87 = and i32 %85, %86
  %88 = add i32 %87, %83
  %89 = urem i32 %88, 97
  %90 = icmp ne i32 %89, 13
  %91 = add nuw nsw i32 %82, 1
  %92 = icmp ult i32 %82, 11
  %93 = select i1 %90, i1 %92, i1 false
  br i1 %93, label %81, label %94, !llvm.loop !7

94:                                               ; preds = %81
  %95 = icmp ugt i32 %88, 3000
  br i1 %95, label %192, label %96

96:                                               ; preds = %94, %77
  %97 = phi i32 [ %69, %77 ], [ %88, %94 ]
  br label %98

98:                                               ; preds = %96, %98
  %99 = phi i32 [ %108, %98 ], [ 5, %96 ]
  %100 = phi i32 [ %105, %98 ], [ %97, %96 ]
  %101 = and i32 %99, 7
  %102 = lshr i32 %4, %101
  %103 = add nuw nsw i32 %99, 5
  %104 = and i32 %102, %103
  %105 = add i32 %104, %100
  %106 = urem i32 %105, 97
  %107 = icmp ne i32 %106, 13
  %108 = add nuw nsw i32 %99, 1
  %109 = icmp ult i32 %99, 11
  %110 = select i1 %107, i1 %109, i1 false
  br i1 %110, label %98, label %111, !llvm.loop !7

111:                                              ; preds = %98
  %112 = icmp ugt i32 %105, 3000
  br i1 %112, label %192, label %113

113:                                              ; preds = %111, %113
  %114 = phi i32 [ %123, %113 ], [ 6, %111 ]
  %115 = phi i32 [ %120, %113 ], [ %105, %111 ]
  %116 = and i32 %114, 7
  %117 = lshr i32 %4, %116
  %118 = add nuw nsw i32 %114, 6
  %119 = and i32 %117, %118
  %120 = add i32 %119, %115
  %121 = urem i32 %120, 97
  %122 = icmp ne i32 %121, 13
  %123 = add nuw nsw i32 %114, 1
  %124 = icmp ult i32 %114, 11
  %125 = select i1 %122, i1 %124, i1 false
  br i1 %125, label %113, label %126, !llvm.loop !7

126:                                              ; preds = %113
  %127 = icmp ugt i32 %120, 3000
  br i1 %127, label %192, label %128

128:                                              ; preds = %126, %128
  %129 = phi i32 [ %138, %128 ], [ 7, %126 ]
  %130 = phi i32 [ %135, %128 ], [ %120, %126 ]
  %131 = and i32 %129, 7
  %132 = lshr i32 %4, %131
  %133 = add nuw nsw i32 %129, 7
  %134 = and i32 %132, %133
  %135 = add i32 %134, %130
  %136 = urem i32 %135, 97
  %137 = icmp ne i32 %136, 13
  %138 = add nuw nsw i32 %129, 1
  %139 = icmp ult i32 %129, 11
  %140 = select i1 %137, i1 %139, i1 false
  br i1 %140, label %128, label %141, !llvm.loop !7

141:                                              ; preds = %128
  %142 = icmp ugt i32 %135, 3000
  br i1 %142, label %192, label %143

143:                                              ; preds = %141, %143
  %144 = phi i32 [ %153, %143 ], [ 8, %141 ]
  %145 = phi i32 [ %150, %143 ], [ %135, %141 ]
  %146 = and i32 %144, 7
  %147 = lshr i32 %4, %146
  %148 = add nuw nsw i32 %144, 8
  %149 = and i32 %147, %148
  %150 = add i32 %149, %145
  %151 = urem i32 %150, 97
  %152 = icmp ne i32 %151, 13
  %153 = add nuw nsw i32 %144, 1
  %154 = icmp ult i32 %144, 11
  %155 = select i1 %152, i1 %154, i1 false
  br i1 %155, label %143, label %156, !llvm.loop !7

156:                                              ; preds = %143
  %157 = icmp ugt i32 %150, 3000
  br i1 %157, label %192, label %158

158:                                              ; preds = %156, %158
  %159 = phi i32 [ %168, %158 ], [ 9, %156 ]
  %160 = phi i32 [ %165, %158 ], [ %150, %156 ]
  %161 = and i32 %159, 7
  %162 = lshr i32 %4, %161
  %163 = add nuw nsw i32 %159, 9
  %164 = and i32 %162, %163
  %165 = add i32 %164, %160
  %166 = urem i32 %165, 97
  %167 = icmp ne i32 %166, 13
  %168 = add nuw nsw i32 %159, 1
  %169 = icmp ult i32 %159, 11
  %170 = select i1 %167, i1 %169, i1 false
  br i1 %170, label %158, label %171, !llvm.loop !7

171:                                              ; preds = %158
  %172 = icmp ugt i32 %165, 3000
  br i1 %172, label %192, label %173

173:                                              ; preds = %171, %173
  %174 = phi i32 [ %183, %173 ], [ 10, %171 ]
  %175 = phi i32 [ %180, %173 ], [ %165, %171 ]
  %176 = and i32 %174, 7
  %177 = lshr i32 %4, %176
  %178 = add nuw nsw i32 %174, 10
  %179 = and i32 %177, %178
  %180 = add i32 %179, %175
  %181 = urem i32 %180, 97
  %182 = icmp ne i32 %181, 13
  %183 = add nuw nsw i32 %174, 1
  %184 = icmp ult i32 %174, 11
  %185 = select i1 %182, i1 %184, i1 false
  br i1 %185, label %173, label %186, !llvm.loop !7

186:                                              ; preds = %173
  %187 = icmp ugt i32 %180, 3000
  br i1 %187, label %192, label %188

188:                                              ; preds = %186
  %189 = lshr i32 %4, 3
  %190 = and i32 %189, 22
  %191 = add nuw nsw i32 %190, %180
  br label %192

192:                                              ; preds = %188, %186, %171, %156, %141, %126, %111, %94, %75, %56, %37, %19
  %193 = phi i32 [ %120, %126 ], [ %13, %19 ], [ %32, %37 ], [ %191, %188 ], [ %50, %56 ], [ %150, %156 ], [ %69, %75 ], [ %180, %186 ], [ %88, %94 ], [ %135, %141 ], [ %105, %111 ], [ %165, %171 ]
  %194 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %195 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %194, i32 %2)
  store i32 %193, ptr addrspace(11) %195, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #2

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
