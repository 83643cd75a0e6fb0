;; Switches on i64 and i8 values: OpSwitch literals take the selector's
;; width (two words for i64, whose -5000000000 prints as its unsigned
;; value; one for i8, whose -1 is 255), with the Int64 and Int8
;; capabilities, and both stay structured switches.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK: %[[#W:]] = OpSConvert %[[#I64]]
; CHECK-NEXT: OpSelectionMerge %[[#M:]] None
; CHECK-NEXT: OpSwitch %[[#W]] %[[#M]] 0 %[[#]] 18446744068709551616 %[[#]] 4294967296 %[[#]]{{$}}
; CHECK: %[[#M]] = OpLabel
; CHECK: %[[#B:]] = OpUConvert %[[#I8]]
; CHECK-NEXT: OpSelectionMerge %[[#M2:]] None
; CHECK-NEXT: OpSwitch %[[#B]] %[[#M2]] 255 %[[#]] 3 %[[#]] 127 %[[#]]{{$}}
; CHECK: %[[#M2]] = OpLabel

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
  %w = sext i32 %x to i64
  switch i64 %w, label %m [ i64 0, label %a
                            i64 -5000000000, label %b
                            i64 4294967296, label %c ]
a:
  br label %m
b:
  br label %m
c:
  br label %m
m:
  %v = phi i32 [ 1, %entry ], [ 2, %a ], [ 3, %b ], [ 4, %c ]
  %t = trunc i32 %x to i8
  switch i8 %t, label %m2 [ i8 -1, label %a2
                            i8 3, label %b2
                            i8 127, label %c2 ]
a2:
  br label %m2
b2:
  br label %m2
c2:
  br label %m2
m2:
  %v2 = phi i32 [ %v, %m ], [ 5, %a2 ], [ 6, %b2 ], [ 7, %c2 ]
  ret i32 %v2
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
