; RUN: %e2e-vk %s
; REQUIRES: vulkan
; atomic-seqcst.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'atomic-seqcst.hlsl'
source_filename = "atomic-seqcst.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL6Totals = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [7 x i8] c"Totals\00", align 1
@_ZL5Masks = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"Masks\00", align 1
@_ZL5Slots = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"Slots\00", align 1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"class.hlsl::RWStructuredBuffer.0", align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca %"class.hlsl::StructuredBuffer", align 8
  %44 = alloca ptr, align 8
  %45 = alloca i32, align 4
  %46 = alloca ptr, align 8
  %47 = alloca i32, align 4
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca ptr, align 8
  %51 = alloca i32, align 4
  %52 = alloca ptr, align 8
  %53 = alloca i32, align 4
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca ptr, align 8
  %61 = alloca i32, align 4
  %62 = alloca <3 x i32>, align 16
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %37, align 8, !noalias !3
  store i32 0, ptr %38, align 4, !noalias !3
  store i32 0, ptr %39, align 4, !noalias !3
  store i32 1, ptr %40, align 4, !noalias !3
  store i32 0, ptr %41, align 4, !noalias !3
  store ptr @.str, ptr %42, align 8, !noalias !3
  store ptr %43, ptr %12, align 8
  %80 = load ptr, ptr %12, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %80, align 8
  %81 = load i32, ptr %38, align 4, !noalias !3
  %82 = load i32, ptr %39, align 4, !noalias !3
  %83 = load i32, ptr %40, align 4, !noalias !3
  %84 = load i32, ptr %41, align 4, !noalias !3
  %85 = load ptr, ptr %42, align 8, !noalias !3
  %86 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %82, i32 %81, i32 %83, i32 %84, ptr %85)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %86, ptr %43, align 8, !noalias !3
  store ptr @_ZL2In, ptr %10, align 8
  store ptr %43, ptr %11, align 8
  %87 = load ptr, ptr %10, align 8
  %88 = load ptr, ptr %11, align 8, !nonnull !6, !align !7
  %89 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %88, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %89, ptr %87, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL6Totals, ptr %29, align 8, !noalias !8
  store i32 1, ptr %30, align 4, !noalias !8
  store i32 0, ptr %31, align 4, !noalias !8
  store i32 1, ptr %32, align 4, !noalias !8
  store i32 0, ptr %33, align 4, !noalias !8
  store ptr @.str.2, ptr %34, align 8, !noalias !8
  store i32 0, ptr %35, align 4, !noalias !8
  store ptr %36, ptr %8, align 8
  %90 = load ptr, ptr %8, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %90, align 8
  %91 = load i32, ptr %30, align 4, !noalias !8
  %92 = load i32, ptr %31, align 4, !noalias !8
  %93 = load i32, ptr %32, align 4, !noalias !8
  %94 = load i32, ptr %33, align 4, !noalias !8
  %95 = load ptr, ptr %34, align 8, !noalias !8
  %96 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %92, i32 %91, i32 %93, i32 %94, ptr %95)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %96, ptr %36, align 8, !noalias !8
  %97 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %36, align 8, !noalias !8
  %98 = load i32, ptr %35, align 4, !noalias !8
  %99 = load i32, ptr %31, align 4, !noalias !8
  %100 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %97, i32 %98, i32 %99)
  %101 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %36, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %100, ptr %101, align 8, !noalias !8
  store ptr @_ZL6Totals, ptr %4, align 8
  store ptr %36, ptr %5, align 8
  %102 = load ptr, ptr %4, align 8
  %103 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %104 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %103, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %104, ptr %102, align 8
  %105 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %106 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %105, i32 0, i32 1
  %107 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %106, align 8
  %108 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %102, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %107, ptr %108, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL5Masks, ptr %21, align 8, !noalias !11
  store i32 2, ptr %22, align 4, !noalias !11
  store i32 0, ptr %23, align 4, !noalias !11
  store i32 1, ptr %24, align 4, !noalias !11
  store i32 0, ptr %25, align 4, !noalias !11
  store ptr @.str.4, ptr %26, align 8, !noalias !11
  store i32 1, ptr %27, align 4, !noalias !11
  store ptr %28, ptr %9, align 8
  %109 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %109, align 8
  %110 = load i32, ptr %22, align 4, !noalias !11
  %111 = load i32, ptr %23, align 4, !noalias !11
  %112 = load i32, ptr %24, align 4, !noalias !11
  %113 = load i32, ptr %25, align 4, !noalias !11
  %114 = load ptr, ptr %26, align 8, !noalias !11
  %115 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %111, i32 %110, i32 %112, i32 %113, ptr %114)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %115, ptr %28, align 8, !noalias !11
  %116 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %28, align 8, !noalias !11
  %117 = load i32, ptr %27, align 4, !noalias !11
  %118 = load i32, ptr %23, align 4, !noalias !11
  %119 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %116, i32 %117, i32 %118)
  %120 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %119, ptr %120, align 8, !noalias !11
  store ptr @_ZL5Masks, ptr %6, align 8
  store ptr %28, ptr %7, align 8
  %121 = load ptr, ptr %6, align 8
  %122 = load ptr, ptr %7, align 8, !nonnull !6, !align !7
  %123 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %122, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %123, ptr %121, align 8
  %124 = load ptr, ptr %7, align 8, !nonnull !6, !align !7
  %125 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %124, i32 0, i32 1
  %126 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %125, align 8
  %127 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %121, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %126, ptr %127, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL5Slots, ptr %13, align 8, !noalias !14
  store i32 3, ptr %14, align 4, !noalias !14
  store i32 0, ptr %15, align 4, !noalias !14
  store i32 1, ptr %16, align 4, !noalias !14
  store i32 0, ptr %17, align 4, !noalias !14
  store ptr @.str.6, ptr %18, align 8, !noalias !14
  store i32 2, ptr %19, align 4, !noalias !14
  store ptr %20, ptr %3, align 8
  %128 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %128, align 8
  %129 = load i32, ptr %14, align 4, !noalias !14
  %130 = load i32, ptr %15, align 4, !noalias !14
  %131 = load i32, ptr %16, align 4, !noalias !14
  %132 = load i32, ptr %17, align 4, !noalias !14
  %133 = load ptr, ptr %18, align 8, !noalias !14
  %134 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %130, i32 %129, i32 %131, i32 %132, ptr %133)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %134, ptr %20, align 8, !noalias !14
  %135 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %20, align 8, !noalias !14
  %136 = load i32, ptr %19, align 4, !noalias !14
  %137 = load i32, ptr %15, align 4, !noalias !14
  %138 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %135, i32 %136, i32 %137)
  %139 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %20, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %138, ptr %139, align 8, !noalias !14
  store ptr @_ZL5Slots, ptr %1, align 8
  store ptr %20, ptr %2, align 8
  %140 = load ptr, ptr %1, align 8
  %141 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %142 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %141, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %142, ptr %140, align 8
  %143 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %144 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %143, i32 0, i32 1
  %145 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %144, align 8
  %146 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %140, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %145, ptr %146, align 8
  %147 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %148 = insertelement <3 x i32> poison, i32 %147, i64 0
  %149 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %150 = insertelement <3 x i32> %148, i32 %149, i64 1
  %151 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %152 = insertelement <3 x i32> %150, i32 %151, i64 2
  store <3 x i32> %152, ptr %62, align 16
  %153 = load <3 x i32>, ptr %62, align 16
  %154 = extractelement <3 x i32> %153, i64 0
  store ptr @_ZL2In, ptr %60, align 8
  store i32 %154, ptr %61, align 4
  %155 = load ptr, ptr %60, align 8
  %156 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %155, align 8
  %157 = load i32, ptr %61, align 4
  %158 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %156, i32 %157)
  %159 = load i32, ptr addrspace(11) %158, align 4
  store i32 %159, ptr %63, align 4
  store ptr @_ZL6Totals, ptr %46, align 8
  store i32 0, ptr %47, align 4
  %160 = load ptr, ptr %46, align 8
  %161 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %160, align 8
  %162 = load i32, ptr %47, align 4
  %163 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %161, i32 %162)
  %164 = load i32, ptr %63, align 4
  store i32 %164, ptr %65, align 4
  %165 = load i32, ptr %65, align 4
  %166 = atomicrmw add ptr addrspace(11) %163, i32 %165 syncscope("device") seq_cst, align 4
  store i32 %166, ptr %66, align 4
  %167 = load i32, ptr %66, align 4
  store i32 %167, ptr %64, align 4
  store ptr @_ZL6Totals, ptr %48, align 8
  store i32 1, ptr %49, align 4
  %168 = load ptr, ptr %48, align 8
  %169 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %168, align 8
  %170 = load i32, ptr %49, align 4
  %171 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %169, i32 %170)
  %172 = load i32, ptr %63, align 4
  store i32 %172, ptr %67, align 4
  %173 = load i32, ptr %67, align 4
  %174 = atomicrmw max ptr addrspace(11) %171, i32 %173 syncscope("device") seq_cst, align 4
  store i32 %174, ptr %68, align 4
  %175 = load i32, ptr %68, align 4
  store i32 %175, ptr %64, align 4
  store ptr @_ZL6Totals, ptr %50, align 8
  store i32 2, ptr %51, align 4
  %176 = load ptr, ptr %50, align 8
  %177 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %176, align 8
  %178 = load i32, ptr %51, align 4
  %179 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %177, i32 %178)
  %180 = load i32, ptr %63, align 4
  %181 = and i32 %180, 32752
  store i32 %181, ptr %69, align 4
  %182 = load i32, ptr %69, align 4
  %183 = atomicrmw or ptr addrspace(11) %179, i32 %182 syncscope("device") seq_cst, align 4
  store i32 %183, ptr %70, align 4
  %184 = load i32, ptr %70, align 4
  store i32 %184, ptr %64, align 4
  store ptr @_ZL6Totals, ptr %52, align 8
  store i32 3, ptr %53, align 4
  %185 = load ptr, ptr %52, align 8
  %186 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %185, align 8
  %187 = load i32, ptr %53, align 4
  %188 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %186, i32 %187)
  %189 = load i32, ptr %63, align 4
  store i32 %189, ptr %71, align 4
  %190 = load i32, ptr %71, align 4
  %191 = atomicrmw xor ptr addrspace(11) %188, i32 %190 syncscope("device") seq_cst, align 4
  store i32 %191, ptr %72, align 4
  %192 = load i32, ptr %72, align 4
  store i32 %192, ptr %64, align 4
  store ptr @_ZL5Masks, ptr %54, align 8
  store i32 0, ptr %55, align 4
  %193 = load ptr, ptr %54, align 8
  %194 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %193, align 8
  %195 = load i32, ptr %55, align 4
  %196 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %194, i32 %195)
  %197 = load i32, ptr %63, align 4
  %198 = or i32 %197, 16
  store i32 %198, ptr %73, align 4
  %199 = load i32, ptr %73, align 4
  %200 = atomicrmw and ptr addrspace(11) %196, i32 %199 syncscope("device") seq_cst, align 4
  store i32 %200, ptr %74, align 4
  %201 = load i32, ptr %74, align 4
  store i32 %201, ptr %64, align 4
  store ptr @_ZL5Masks, ptr %56, align 8
  store i32 1, ptr %57, align 4
  %202 = load ptr, ptr %56, align 8
  %203 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %202, align 8
  %204 = load i32, ptr %57, align 4
  %205 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %203, i32 %204)
  %206 = load i32, ptr %63, align 4
  store i32 %206, ptr %75, align 4
  %207 = load i32, ptr %75, align 4
  %208 = atomicrmw min ptr addrspace(11) %205, i32 %207 syncscope("device") seq_cst, align 4
  store i32 %208, ptr %76, align 4
  %209 = load i32, ptr %76, align 4
  store i32 %209, ptr %64, align 4
  store ptr @_ZL6Totals, ptr %58, align 8
  store i32 4, ptr %59, align 4
  %210 = load ptr, ptr %58, align 8
  %211 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %210, align 8
  %212 = load i32, ptr %59, align 4
  %213 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %211, i32 %212)
  store i32 1, ptr %77, align 4
  %214 = load i32, ptr %77, align 4
  %215 = atomicrmw add ptr addrspace(11) %213, i32 %214 syncscope("device") seq_cst, align 4
  store i32 %215, ptr %78, align 4
  %216 = load i32, ptr %78, align 4
  store i32 %216, ptr %64, align 4
  %217 = load i32, ptr %64, align 4
  store ptr @_ZL5Slots, ptr %44, align 8
  store i32 %217, ptr %45, align 4
  %218 = load ptr, ptr %44, align 8
  %219 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %218, align 8
  %220 = load i32, ptr %45, align 4
  %221 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %219, i32 %220)
  store i32 1, ptr addrspace(11) %221, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIiE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIiE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
