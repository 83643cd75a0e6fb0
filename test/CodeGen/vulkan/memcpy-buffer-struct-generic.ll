;; clang -O0's shape of Out[i] = In[i] for a struct element: llvm.memcpy
;; between the two buffer pointers cast to the generic address space. It
;; used to be refused as "a memory copy of more than 65536 objects".
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#P:]] = OpTypeStruct %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK-DAG: %[[#PP:]] = OpTypePointer StorageBuffer %[[#P]]
; CHECK: %[[#S:]] = OpAccessChain %[[#PP]] %[[#]] %[[#]] %[[#T:]]
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#P]] %[[#S]]
; CHECK-NEXT: %[[#C:]] = OpCopyLogical %[[#]] %[[#V]]
; CHECK-NEXT: %[[#D:]] = OpAccessChain %[[#PP]] %[[#]] %[[#]] %[[#T]]
; CHECK-NEXT: %[[#W:]] = OpCopyLogical %[[#P]] %[[#C]]
; CHECK-NEXT: OpStore %[[#D]] %[[#W]]
; CHECK-NEXT: OpReturn

target triple = "spirv-unknown-vulkan1.3-compute"
%struct.P = type { <4 x float>, <2 x i32>, i32, float }
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
define void @main() #0 {
  %a = call target("spirv.VulkanBuffer", [0 x %struct.P], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Ps_12_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %b = call target("spirv.VulkanBuffer", [0 x %struct.P], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Ps_12_1t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  %t = call i32 @llvm.spv.thread.id.i32(i32 0)
  %s = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ps_12_0t(target("spirv.VulkanBuffer", [0 x %struct.P], 12, 0) %a, i32 %t)
  %d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ps_12_1t(target("spirv.VulkanBuffer", [0 x %struct.P], 12, 1) %b, i32 %t)
  %sg = addrspacecast ptr addrspace(11) %s to ptr
  %dg = addrspacecast ptr addrspace(11) %d to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %dg, ptr align 1 %sg, i64 32, i1 false)
  ret void
}
declare target("spirv.VulkanBuffer", [0 x %struct.P], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Ps_12_0t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x %struct.P], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Ps_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ps_12_0t(target("spirv.VulkanBuffer", [0 x %struct.P], 12, 0), i32)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ps_12_1t(target("spirv.VulkanBuffer", [0 x %struct.P], 12, 1), i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare i32 @llvm.spv.thread.id.i32(i32)
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }
