;; An unbounded array of resources: clang's HLSL front end passes range -1
;; for `RWStructuredBuffer<uint> B[]` (0 means the same); both become an
;; OpTypeRuntimeArray with RuntimeDescriptorArray, never an array of
;; 4294967295 elements. A bounded range (4) stays an OpTypeArray. The
;; non-uniform index decorates the element's handle NonUniform and also the
;; pointer the store goes through (Vulkan asks it of the accessing pointer).
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; CHECK-DAG: OpCapability RuntimeDescriptorArray
; CHECK-DAG: %[[#U:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#U]] 4
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#]]
; CHECK-DAG: %[[#]] = OpTypeRuntimeArray %[[#S]]
; CHECK-DAG: %[[#]] = OpTypeArray %[[#S]] %[[#FOUR]]
; CHECK-NOT: 4294967295
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefix=NU
; NU: OpDecorate %[[#H:]] NonUniform
; NU-NEXT: OpDecorate %[[#P:]] NonUniform
; NU-NOT: NonUniform
; NU: %[[#H]] = OpAccessChain
; NU-NEXT: %[[#P]] = OpAccessChain %[[#]] %[[#H]]
; NU-NEXT: OpStore %[[#P]]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1

define void @main() local_unnamed_addr #0 {
  %1 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %2 = tail call noundef i32 @llvm.spv.resource.nonuniformindex(i32 %1)
  %3 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 -1, i32 %2, ptr nonnull @B.str)
  %4 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %3, i32 %1)
  store i32 1, ptr addrspace(11) %4, align 4, !tbaa !3
  %5 = and i32 %1, 3
  %6 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 1, i32 1, i32 4, i32 %5, ptr nonnull @C.str)
  %7 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %6, i32 0)
  store i32 2, ptr addrspace(11) %7, align 4, !tbaa !3
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32) #1

declare i32 @llvm.spv.resource.nonuniformindex(i32) #2

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #2

declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
