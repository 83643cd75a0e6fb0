;; A rotated loop (clang -O3's shape: a guard, the loop, its exit) whose body
;; is an if/else joining at the latch, which is the continue target. The
;; arms continue the loop; their selection's merge is a block nothing
;; reaches, and that selection ends where the loop does (it used to hold the
;; blocks after the loop too, and the function went through LLVM's
;; structurizer, which is slow on large shaders: bench/gen-vulkan.py's
;; vk-large took minutes).
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -d I %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=IR

; CHECK: OpSelectionMerge %[[#GUARDM:]] None
; CHECK-NEXT: OpBranchConditional %[[#]] %[[#PRE:]] %[[#GUARDM]]
; CHECK: OpLoopMerge %[[#EXIT:]] %[[#LATCH:]] None
; CHECK-NEXT: OpBranch %[[#SEL:]]
; CHECK-NEXT: %[[#SEL]] = OpLabel
; CHECK-NEXT: OpSelectionMerge %[[#DEAD:]] None
; CHECK-NEXT: OpBranchConditional %[[#]] %[[#Y:]] %[[#Z:]]
; CHECK: %[[#Y]] = OpLabel
; CHECK: OpBranch %[[#LATCH]]
; CHECK: %[[#Z]] = OpLabel
; CHECK: OpBranch %[[#LATCH]]
; CHECK: %[[#LATCH]] = OpLabel
; CHECK: OpBranchConditional %[[#]] %[[#]] %[[#EXIT]]
; CHECK: %[[#EXIT]] = OpLabel
; CHECK-NEXT: OpBranch %[[#GUARDM]]
; CHECK: %[[#DEAD]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NEXT: OpFunctionEnd
; IR-NOT: Flow

target triple = "spirv-unknown-vulkan1.3-compute"
@.s0 = private unnamed_addr constant [3 x i8] c"B0\00"
@.s1 = private unnamed_addr constant [3 x i8] c"B1\00"
@.s2 = private unnamed_addr constant [3 x i8] c"B2\00"
define void @main() #0 {
entry:
  %b0 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.s0)
  %b1 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr @.s1)
  %b2 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 1, i32 0, ptr @.s2)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %px = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %b0, i32 %tid)
  %xf = load float, ptr addrspace(11) %px, align 4
  %x = fptoui float %xf to i32
  br label %s0
s0:
  %n0 = and i32 %x, 3
  %g0 = icmp ne i32 %n0, 0
  br i1 %g0, label %l0, label %e0
l0:
  %i0 = phi i32 [ 0, %s0 ], [ %i0n, %c0 ]
  %a0 = phi float [ 0.0, %s0 ], [ %a0n, %c0 ]
  %o0 = add i32 %i0, %tid
  %p0 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %b0, i32 %o0)
  %v0 = load float, ptr addrspace(11) %p0, align 4
  %t0 = fcmp ogt float %v0, 0.250
  br i1 %t0, label %y0, label %z0
y0:
  %m0 = fmul float %v0, 1.5
  %ay0 = fadd float %a0, %m0
  br label %c0
z0:
  %az0 = fsub float %a0, %v0
  br label %c0
c0:
  %a0n = phi float [ %ay0, %y0 ], [ %az0, %z0 ]
  %i0n = add nuw i32 %i0, 1
  %more0 = icmp ult i32 %i0n, %n0
  br i1 %more0, label %l0, label %e0
e0:
  %r0 = phi float [ 0.0, %s0 ], [ %a0n, %c0 ]
  %w0 = add i32 %tid, 0
  %q0 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %b1, i32 %w0)
  store float %r0, ptr addrspace(11) %q0, align 4
  br label %done
done:
  ret void
}
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
