;; The HLSL attributes of a compute entry point. "hlsl.numthreads" must be
;; three positive numbers: anything else is an error naming the function and
;; its line. Sizes beyond what a Vulkan device is guaranteed to support are
;; accepted (as LLVM does; the limits are the device's, checked when the
;; pipeline is made). "hlsl.wavesize" has no SPIR-V form for Vulkan (the
;; subgroup size is pipeline state): a warning naming the function's line,
;; and the shader compiles without it.
; RUN: sed 's/"64,1,1"/"64,x,1"/' %s > %t.bad.ll
; RUN: rm -f %t.bad.spv
; RUN: not llc-spirv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv
; RUN: sed 's/"64,1,1"/"64,0,1"/' %s > %t.zero.ll
; RUN: not llc-spirv %t.zero.ll -o %t.zero.spv 2>&1 | FileCheck %s --check-prefix=ZERO
; RUN: sed 's/"64,1,1"/"2048,1024,64"/' %s > %t.big.ll
; RUN: llc-spirv %t.big.ll -o %t.big.spv
; RUN: spirv-val --target-env vulkan1.3 %t.big.spv
; RUN: spirv-dis --raw-id --no-header %t.big.spv | FileCheck %s --check-prefix=BIG
; RUN: sed 's/"64,1,1"/"64,1,1" "hlsl.wavesize"="32"/' %s > %t.wave.ll
; RUN: llc-spirv %t.wave.ll -o %t.wave.spv 2>&1 | FileCheck %s --check-prefix=WAVE
; RUN: spirv-val --target-env vulkan1.3 %t.wave.spv
; RUN: spirv-dis --raw-id --no-header %t.wave.spv | FileCheck %s

; BAD: llc-spirv: error: {{.*}}.bad.ll:[[#@LINE+11]]: in @main: "hlsl.numthreads"="64,x,1" of @main is not three positive numbers
; ZERO: llc-spirv: error: {{.*}}.zero.ll:[[#@LINE+10]]: in @main: "hlsl.numthreads"="64,0,1" of @main is not three positive numbers
; BIG: OpExecutionMode %[[#]] LocalSize 2048 1024 64
; WAVE: llc-spirv: warning: {{.*}}.wave.ll:[[#@LINE+8]]: in @main: "hlsl.wavesize"="32" of @main has no SPIR-V form for Vulkan (the subgroup size is pipeline state); it is ignored
; CHECK: OpEntryPoint GLCompute %[[#MAIN:]] "main"
; CHECK: OpExecutionMode %[[#MAIN]] LocalSize 64 1 1

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  store i32 %tid, ptr addrspace(11) %p, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
