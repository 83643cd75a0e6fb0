;; A switch as clang emits it at -O0 (HLSL or C: the value through allocas,
;; each case ending in a branch to sw.epilog, a fall-through from case 1 to
;; case 2, two labels sharing a block, a default block) is structured as it
;; is: OpSelectionMerge names sw.epilog, the OpSwitch keeps every case, and
;; LLVM's lower-switch/structurizecfg never see it. The fall-through case is
;; listed right before the case it falls into (2.11).
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: %[[#]] = OpFunctionParameter %[[#]]
; CHECK: OpSelectionMerge %[[#MERGE:]] None
; CHECK-NEXT: OpSwitch %[[#]] %[[#DEF:]] 0 %[[#C0:]] 1 %[[#C1:]] 2 %[[#C2:]] 5 [[C5:%[0-9]+]] 6 [[C5]]{{$}}
; CHECK: %[[#DEF]] = OpLabel
; CHECK: OpBranch %[[#MERGE]]
; CHECK: %[[#C0]] = OpLabel
; CHECK-NEXT: OpBranch %[[#MERGE]]
; CHECK: %[[#C1]] = OpLabel
; CHECK-NEXT: OpBranch %[[#C2]]
; CHECK: %[[#C2]] = OpLabel
; CHECK: OpBranch %[[#MERGE]]
; CHECK: [[C5]] = OpLabel
; CHECK: OpBranch %[[#MERGE]]
; CHECK: %[[#MERGE]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpReturnValue

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

;; int f(int x) { int r = 0; switch (x) { case 0: r = 100; break;
;;   case 1: r = 7; /* fall through */ case 2: r += 3; break;
;;   case 5: case 6: r = x * x; break; default: r = x + 1000; break; } return r; }
define i32 @f(i32 %x) noinline optnone {
entry:
  %x.addr = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  store i32 0, ptr %r, align 4
  %0 = load i32, ptr %x.addr, align 4
  switch i32 %0, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb2
    i32 5, label %sw.bb3
    i32 6, label %sw.bb3
  ]

sw.bb:
  store i32 100, ptr %r, align 4
  br label %sw.epilog

sw.bb1:
  store i32 7, ptr %r, align 4
  br label %sw.bb2

sw.bb2:
  %1 = load i32, ptr %r, align 4
  %add = add nsw i32 %1, 3
  store i32 %add, ptr %r, align 4
  br label %sw.epilog

sw.bb3:
  %2 = load i32, ptr %x.addr, align 4
  %3 = load i32, ptr %x.addr, align 4
  %mul = mul nsw i32 %2, %3
  store i32 %mul, ptr %r, align 4
  br label %sw.epilog

sw.default:
  %4 = load i32, ptr %x.addr, align 4
  %add4 = add nsw i32 %4, 1000
  store i32 %add4, ptr %r, align 4
  br label %sw.epilog

sw.epilog:
  %5 = load i32, ptr %r, align 4
  ret i32 %5
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
