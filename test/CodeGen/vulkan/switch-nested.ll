;; A switch nested in a case of another, and an if after it in the same
;; case that then falls through to the outer switch's next case: the inner
;; constructs merge inside their case construct.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpSelectionMerge %[[#M:]] None
; CHECK-NEXT: OpSwitch %[[#]] %[[#M]] 0 %[[#A:]] 1 %[[#B:]]{{$}}
; CHECK: %[[#A]] = OpLabel
; CHECK: OpSelectionMerge %[[#AM:]] None
; CHECK-NEXT: OpSwitch %[[#]] %[[#AM]] 3 %[[#]] 5 %[[#]]{{$}}
; CHECK: %[[#AM]] = OpLabel
; CHECK: OpSelectionMerge %[[#E:]] None
; CHECK-NEXT: OpBranchConditional
; CHECK: %[[#E]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpBranch %[[#B]]
; CHECK: %[[#B]] = OpLabel
; CHECK: %[[#M]] = OpLabel

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
  switch i32 %x, label %m [ i32 0, label %a
                            i32 1, label %b ]
a:
  %y = and i32 %x, 7
  switch i32 %y, label %am [ i32 3, label %a3
                             i32 5, label %a5 ]
a3:
  %y3 = mul i32 %y, %x
  br label %am
a5:
  %y5 = sub i32 %y, %x
  br label %am
am:
  %ya = phi i32 [ %y, %a ], [ %y3, %a3 ], [ %y5, %a5 ]
  %c = icmp eq i32 %ya, 2
  br i1 %c, label %t, label %e
t:
  %yt = xor i32 %ya, %x
  br label %e
e:
  %ye = phi i32 [ %ya, %am ], [ %yt, %t ]
  br label %b
b:
  %pb = phi i32 [ 1, %entry ], [ %ye, %e ]
  br label %m
m:
  %r = phi i32 [ 0, %entry ], [ %pb, %b ]
  ret i32 %r
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
