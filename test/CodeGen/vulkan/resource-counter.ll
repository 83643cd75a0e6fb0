;; Counters of RWStructuredBuffer, AppendStructuredBuffer and
;; ConsumeStructuredBuffer: each is a storage buffer of its own (a Block of
;; one uint named "<buffer>.counter"). counterhandlefrombinding gives its
;; binding (4 in set 1 here); counterhandlefromimplicitbinding and
;; handlefromimplicitbinding take, in the order of their order operand, the
;; lowest binding their set has free (set 0: 0 and 2 are explicit, so the
;; order-0 counter gets 1, the order-1 buffer 3 and the order-2 counter 4).
;; updatecounter is an OpAtomicIAdd at Device scope: Append and
;; IncrementCounter (step 1) return the count before, Consume and
;; DecrementCounter (step -1) the count after.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
;; Under the Vulkan memory model a Device-scope atomic (as updatecounter's
;; and atomicrmw's are) needs VulkanMemoryModelDeviceScope.
; RUN: llc-spirv --spirv-ext=+SPV_KHR_vulkan_memory_model %s -o %t.vmm.spv
; RUN: spirv-val --target-env vulkan1.3 %t.vmm.spv
; RUN: spirv-dis --raw-id --no-header %t.vmm.spv | FileCheck %s --check-prefix=VMM
; VMM-DAG: OpCapability VulkanMemoryModel
; VMM-DAG: OpCapability VulkanMemoryModelDeviceScope
; VMM: OpMemoryModel Logical Vulkan
; CHECK-DAG: %[[#U:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#CB:]] = OpTypeStruct %[[#U]]{{$}}
; CHECK-DAG: OpName %[[#OUT:]] "Out"
; CHECK-DAG: OpName %[[#OUTC:]] "Out.counter"
; CHECK-DAG: OpName %[[#IN:]] "In"
; CHECK-DAG: OpName %[[#INC:]] "In.counter"
; CHECK-DAG: OpName %[[#IMP:]] "Imp"
; CHECK-DAG: OpName %[[#IMPC:]] "Imp.counter"
; CHECK-DAG: OpName %[[#EXC:]] "Ex.counter"
; CHECK-DAG: OpDecorate %[[#OUT]] Binding 0
; CHECK-DAG: OpDecorate %[[#OUTC]] Binding 1
; CHECK-DAG: OpDecorate %[[#IN]] Binding 2
; CHECK-DAG: OpDecorate %[[#INC]] Binding 4
; CHECK-DAG: OpDecorate %[[#IMP]] Binding 3
; CHECK-DAG: OpDecorate %[[#IMPC]] Binding 5
; CHECK-DAG: OpDecorate %[[#EXC]] DescriptorSet 1
; CHECK-DAG: OpDecorate %[[#EXC]] Binding 4
; CHECK-DAG: OpDecorate %[[#CB]] Block
; CHECK-DAG: OpMemberDecorate %[[#CB]] 0 Offset 0
; CHECK-DAG: %[[#CBP:]] = OpTypePointer StorageBuffer %[[#CB]]
; CHECK-DAG: %[[#INC]] = OpVariable %[[#CBP]] StorageBuffer
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#U]] 0
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#U]] 1
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#U]] 4294967295
; CHECK: %[[#P:]] = OpAccessChain %[[#]] %[[#INC]] %[[#C0]]
; CHECK-NEXT: %[[#OLD:]] = OpAtomicIAdd %[[#U]] %[[#P]] %[[#DEV]] %[[#C0]] %[[#M1]]
; CHECK-NEXT: %[[#NEW:]] = OpIAdd %[[#U]] %[[#OLD]] %[[#M1]]
; CHECK-NEXT: OpAccessChain %[[#]] %[[#IN]] %[[#C0]] %[[#NEW]]
; CHECK: %[[#Q:]] = OpAccessChain %[[#]] %[[#OUTC]] %[[#C0]]
; CHECK-NEXT: %[[#SLOT:]] = OpAtomicIAdd %[[#U]] %[[#Q]] %[[#DEV]] %[[#C0]] %[[#DEV]]
; CHECK-NEXT: OpAccessChain %[[#]] %[[#OUT]] %[[#C0]] %[[#SLOT]]
; CHECK: OpAccessChain %[[#]] %[[#IMPC]] %[[#C0]]
; CHECK: OpAccessChain %[[#]] %[[#EXC]] %[[#C0]]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Imp\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"Ex\00", align 1

; clang -O3 of: [[vk::binding(0, 0)]] AppendStructuredBuffer<uint> Out;
; [[vk::binding(2, 0)]] ConsumeStructuredBuffer<uint> In;
; ... Out.Append(In.Consume() + tid.x);
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %1, i32 0, i32 0)
  %3 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.2)
  %4 = tail call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %3, i32 2, i32 0)
  %5 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %6 = tail call i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %4, i8 -1)
  %7 = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %3, i32 %6)
  %8 = load i32, ptr addrspace(11) %7, align 4
  %9 = add i32 %8, %5
  %10 = tail call i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %2, i8 1)
  %11 = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %1, i32 %10)
  store i32 %9, ptr addrspace(11) %11, align 4
  ; a buffer without [[vk::binding]] (order 1, set 0), its counter (order 3)
  %12 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefromimplicitbinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 1, i32 0, i32 1, i32 0, ptr nonnull @.str.3)
  %13 = tail call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %12, i32 3, i32 0)
  %14 = tail call i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %13, i8 1)
  %15 = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %12, i32 %14)
  store i32 %5, ptr addrspace(11) %15, align 4
  ; an explicit counter binding: set 1, binding 4
  %16 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 1, i32 3, i32 1, i32 0, ptr nonnull @.str.4)
  %17 = tail call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %16, i32 4, i32 1)
  %18 = tail call i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %17, i8 -1)
  %19 = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %16, i32 %18)
  store i32 %5, ptr addrspace(11) %19, align 4
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32) #1
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #2
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefromimplicitbinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #2
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #2
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #2
declare i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1), i8) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #2

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
