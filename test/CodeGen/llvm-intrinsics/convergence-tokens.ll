;; Convergence control (llvm.experimental.convergence.entry/anchor/loop and
;; the "convergencectrl" bundles that use their tokens, as clang emits them
;; for HLSL) says which invocations run a convergent call together. The
;; Kernel environment has nothing to say it with: the tokens are dropped and
;; the calls lowered as without them (the Vulkan environment drops them too).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: sed -e '/convergence\./d' -e 's/ \[ "convergencectrl"(token %[a-z]*) \]//' %s > %t.ll
; RUN: llc-spirv -mtriple=spirv64 %t.ll -o %t2.spv
; RUN: cmp %t.spv %t2.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability GroupNonUniformShuffle
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK: OpFunction
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#I:]] = OpFunctionParameter %[[#]]
; CHECK: OpGroupNonUniformShuffle %[[#F32]] %[[#]] %[[#X]] %[[#I]]
; CHECK: OpGroupNonUniformShuffle %[[#F32]] %[[#]] %[[#]] %[[#I]]
; CHECK: OpReturnValue

define spir_func float @f(float %x, i32 %i, i32 %n) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %a = call float @llvm.spv.wave.readlane.f32(float %x, i32 %i) [ "convergencectrl"(token %t) ]
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %v = phi float [ %a, %entry ], [ %b, %loop ]
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %b = call float @llvm.spv.wave.readlane.f32(float %v, i32 %i) [ "convergencectrl"(token %l) ]
  %k1 = add i32 %k, 1
  %c = icmp ult i32 %k1, %n
  br i1 %c, label %loop, label %done
done:
  %z = call token @llvm.experimental.convergence.anchor()
  ret float %b
}

declare float @llvm.spv.wave.readlane.f32(float, i32) convergent
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare token @llvm.experimental.convergence.anchor() convergent
