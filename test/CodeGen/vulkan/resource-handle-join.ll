;; Resource handles that meet in a select or phi. Elements of one resource
;; array become the element at an index chosen the same way (OpSelect or
;; OpPhi of the index, NonUniform kept when one side was non-uniform, a loop
;; phi included); the same binding on every side is that binding; a handle
;; kept in a module-scope global that a global constructor sets once and
;; loaded through a phi of pointers to globals that hold the same binding is
;; that binding's variable.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; CHECK-DAG: OpDecorate %[[#ARR:]] Binding 2
; CHECK-DAG: OpDecorate %[[#ONE:]] Binding 5
; CHECK-DAG: OpDecorate %[[#NU:]] NonUniform
; CHECK-DAG: %[[#U:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#U]] 0
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#U]] 1
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#U]] 2
; CHECK-DAG: %[[#ARR]] = OpVariable %[[#]] StorageBuffer
; CHECK-DAG: %[[#ONE]] = OpVariable %[[#]] StorageBuffer
; CHECK-NOT: OpVariable %[[#]] StorageBuffer
; CHECK: %[[#IX:]] = OpSelect %[[#U]] %[[#COND:]] %[[#C2]] %[[#C0]]
; CHECK-NEXT: %[[#E:]] = OpAccessChain %[[#]] %[[#ARR]] %[[#IX]]
; CHECK-NEXT: %[[#P:]] = OpAccessChain %[[#]] %[[#E]] %[[#C0]] %[[#]]
; CHECK-NEXT: OpStore %[[#P]]
; CHECK: %[[#PIX:]] = OpPhi %[[#U]] %[[#C1]] %[[#]] %[[#C0]] %[[#]]
; CHECK-NEXT: %[[#]] = OpAccessChain %[[#]] %[[#ARR]] %[[#PIX]]
; CHECK: OpStore
; CHECK-NOT: OpAccessChain
; CHECK: %[[#NIX:]] = OpSelect %[[#U]] %[[#COND]] %[[#]] %[[#C1]]
; CHECK-NEXT: %[[#NU]] = OpAccessChain %[[#]] %[[#ARR]] %[[#NIX]]
; CHECK: %[[#I:]] = OpPhi %[[#U]] %[[#C0]] %[[#]] %[[#NEXT:]] %[[#]]
; CHECK-NEXT: %[[#LIX:]] = OpPhi %[[#U]] %[[#C0]] %[[#]] %[[#NEXT]] %[[#]]
; CHECK-NEXT: %[[#]] = OpAccessChain %[[#]] %[[#ARR]] %[[#LIX]]
; CHECK: %[[#NEXT]] = OpIAdd %[[#U]] %[[#I]] %[[#C1]]
; CHECK: OpAccessChain %[[#]] %[[#ONE]] %[[#C0]] %[[#]]
; CHECK: OpAccessChain %[[#]] %[[#ONE]] %[[#C0]] %[[#]]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%class = type { target("spirv.VulkanBuffer", [0 x float], 12, 1) }

@.str = private unnamed_addr constant [4 x i8] c"Arr\00"
@.one = private unnamed_addr constant [4 x i8] c"One\00"
@G = internal global target("spirv.VulkanBuffer", [0 x float], 12, 1) poison
@X = internal global %class poison
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

define internal void @init() {
  %h = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 5, i32 1, i32 0, ptr @.one)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %h, ptr @G
  %l = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr @G
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %l, ptr @X
  ret void
}

define void @main() #0 {
entry:
  call void @init()
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  %h0 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 3, i32 0, ptr @.str)
  %h2 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 3, i32 2, ptr @.str)
  %h = select i1 %c, target("spirv.VulkanBuffer", [0 x float], 12, 1) %h2, target("spirv.VulkanBuffer", [0 x float], 12, 1) %h0
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %h, i32 %tid)
  store float 1.0, ptr addrspace(11) %p
  br i1 %c, label %a, label %b
a:
  %h1 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 3, i32 1, ptr @.str)
  br label %m
b:
  br label %m
m:
  %hp = phi target("spirv.VulkanBuffer", [0 x float], 12, 1) [ %h1, %a ], [ %h0, %b ]
  %gp = phi ptr [ @G, %a ], [ @X, %b ]
  %q = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %hp, i32 %tid)
  store float 2.0, ptr addrspace(11) %q
  %dyn = and i32 %tid, 2
  %nu = call i32 @llvm.spv.resource.nonuniformindex(i32 %dyn)
  %hn = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 3, i32 %nu, ptr @.str)
  %h1x = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 3, i32 1, ptr @.str)
  %hs = select i1 %c, target("spirv.VulkanBuffer", [0 x float], 12, 1) %hn, target("spirv.VulkanBuffer", [0 x float], 12, 1) %h1x
  %r = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %hs, i32 %tid)
  store float 3.0, ptr addrspace(11) %r
  br label %loop
loop:
  %i = phi i32 [ 0, %m ], [ %next, %loop ]
  %hl = phi target("spirv.VulkanBuffer", [0 x float], 12, 1) [ %h0, %m ], [ %hnext, %loop ]
  %s = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %hl, i32 %tid)
  store float 4.0, ptr addrspace(11) %s
  %next = add i32 %i, 1
  %hnext = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 3, i32 %next, ptr @.str)
  %done = icmp eq i32 %next, 3
  br i1 %done, label %exit, label %loop
exit:
  %g = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %gp
  %t = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %g, i32 %tid)
  store float 5.0, ptr addrspace(11) %t
  %g2 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr @G
  %t2 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %g2, i32 0)
  store float 6.0, ptr addrspace(11) %t2
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare i32 @llvm.spv.resource.nonuniformindex(i32)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="64,1,1" }
