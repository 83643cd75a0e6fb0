;; GLSL.std.450 has the transcendental functions (Sin ... Atanh, Pow, Exp,
;; Exp2, Log, Log2, Atan2, Radians, Degrees) for 16- and 32-bit floats only.
;; On doubles in a Vulkan shader they are a clear error, not a module the
;; validator rejects; the double functions GLSL.std.450 has (Sqrt, FAbs,
;; Floor, ...) still compile.
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=POW
; RUN: not test -e %t.spv
; RUN: sed -e 's/^  %y = call double @llvm.pow.f64(double %x, double 2.0)/  %w = call <2 x double> @llvm.exp2.v2f64(<2 x double> %v)\n  %y = extractelement <2 x double> %w, i32 0/' %s > %t.ll
; RUN: not llc-spirv %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=EXP2
; RUN: sed -e 's/@llvm.pow.f64(double %x, double 2.0)/@llvm.sqrt.f64(double %x)/' %s > %t.sqrt.ll
; RUN: llc-spirv %t.sqrt.ll -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s --check-prefix=SQRT

; POW: llc-spirv: error: {{.*}}vulkan-double-math.ll:[[#@LINE+10]]: in @main: %y = call double @llvm.pow.f64({{.*}}): GLSL.std.450 Pow on 64-bit floats (it takes 16- and 32-bit floats only) is not supported for spirv-unknown-vulkan1.3-compute
; EXP2: llc-spirv: error: {{.*}}.ll:[[#@LINE+9]]: in @main: %w = call <2 x double> @llvm.exp2.v2f64({{.*}}): GLSL.std.450 Exp2 on 64-bit floats (it takes 16- and 32-bit floats only) is not supported for spirv-unknown-vulkan1.3-compute
; SQRT: OpExtInst %[[#]] %[[#]] Sqrt
target triple = "spirv-unknown-vulkan1.3-compute"

define void @main() #0 {
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %t = call i32 @llvm.spv.thread.id.i32(i32 0)
  %x = uitofp i32 %t to double
  %v = insertelement <2 x double> poison, double %x, i32 0
  %y = call double @llvm.pow.f64(double %x, double 2.0)
  %r = fptoui double %y to i32
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %t)
  store i32 %r, ptr addrspace(11) %p, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)
declare double @llvm.pow.f64(double, double)
declare <2 x double> @llvm.exp2.v2f64(<2 x double>)
declare double @llvm.sqrt.f64(double)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }
