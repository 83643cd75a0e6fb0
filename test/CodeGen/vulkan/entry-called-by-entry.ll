;; An entry point that another entry point calls: an OpEntryPoint function
;; may not also be an OpFunctionCall target, so, as for OpenCL kernels, each
;; such entry point is a wrapper that calls its body, a plain function named
;; "<name>.body", which the caller calls too. Both entry points list the
;; globals the body uses in their interfaces.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpEntryPoint GLCompute %[[#INNER:]] "inner" %[[#BUF:]] %[[#TID:]]{{$}}
; CHECK-DAG: OpEntryPoint GLCompute %[[#OUTER:]] "outer" %[[#BUF]] %[[#TID]]{{$}}
; CHECK-DAG: OpExecutionMode %[[#INNER]] LocalSize 8 1 1
; CHECK-DAG: OpExecutionMode %[[#OUTER]] LocalSize 4 1 1
; CHECK-DAG: OpName %[[#INNER]] "inner"
; CHECK-DAG: OpName %[[#BODY:]] "inner.body"
; CHECK-DAG: OpName %[[#OUTER]] "outer"
; CHECK: %[[#INNER]] = OpFunction
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#BODY]]{{$}}
; CHECK-NEXT: OpReturn
; CHECK-NEXT: OpFunctionEnd
; CHECK: %[[#BODY]] = OpFunction
; CHECK: OpFunctionEnd
; CHECK: %[[#OUTER]] = OpFunction
; CHECK: OpFunctionCall %[[#]] %[[#BODY]]{{$}}
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#BODY]]{{$}}
; CHECK-NEXT: OpReturn

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @inner() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %x = load i32, ptr addrspace(11) %p, align 4
  %y = add i32 %x, 1
  store i32 %y, ptr addrspace(11) %p, align 4
  ret void
}

define void @outer() #1 {
entry:
  call void @inner()
  call void @inner()
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { noinline "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { noinline "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
