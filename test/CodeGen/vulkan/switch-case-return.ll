;; A switch whose cases return: its merge is the block where the other
;; cases meet (r0 and r2 return from inside their case constructs), not the
;; immediate post-dominator (the function's exit), so LLVM's mergereturn and
;; structurizecfg are not needed.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpSelectionMerge %[[#J:]] None
; CHECK-NEXT: OpSwitch %[[#]] %[[#D:]] 0 %[[#R0:]] 1 %[[#C1:]] 2 %[[#R2:]]{{$}}
; CHECK-DAG: %[[#R0]] = OpLabel
; CHECK-DAG: %[[#C1]] = OpLabel
; CHECK-DAG: %[[#D]] = OpLabel
; CHECK: %[[#J]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK: OpReturnValue
; CHECK-NEXT: %[[#R2]] = OpLabel
; CHECK-NEXT: OpReturnValue
; CHECK-NOT: OpLabel
; CHECK: OpFunctionEnd

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %x = load i32, ptr addrspace(11) %p, align 4
  %r = call i32 @f(i32 %x)
  store i32 %r, ptr addrspace(11) %p, align 4
  ret void
}

define i32 @f(i32 %x) noinline {
entry:
  switch i32 %x, label %d [ i32 0, label %r0
                            i32 1, label %c1
                            i32 2, label %r2 ]
r0:
  ret i32 7
c1:
  %v = mul i32 %x, 5
  br label %j
r2:
  ret i32 9
d:
  %dv = shl i32 %x, 3
  br label %j
j:
  %p = phi i32 [ %dv, %d ], [ %v, %c1 ]
  %q = add i32 %p, 1
  ret i32 %q
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
