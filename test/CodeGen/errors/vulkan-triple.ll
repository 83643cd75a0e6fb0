;; Vulkan triples select the Shader environment. A compute module needs an
;; entry point ("hlsl.shader"); the library environment compiles modules
;; without one, exporting their functions (Vulkan rejects Linkage: a
;; library is validated as SPIR-V 1.6, what it is before it is linked).
;; Vulkan shaders use logical
;; addressing: a physical architecture with a Vulkan OS is an error.
; RUN: not llc-spirv -mtriple=spirv-unknown-vulkan1.3-compute %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64-unknown-vulkan1.3 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=P64
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv-unknown-vulkan1.3-library %s -o %t.lib.spv
; RUN: spirv-val --target-env spv1.6 %t.lib.spv
; RUN: spirv-dis %t.lib.spv | FileCheck %s --check-prefix=LIB

; CHECK: llc-spirv: error: {{.*}}vulkan-triple.ll: a module without an entry point is not supported for spirv-unknown-vulkan1.3-compute: a shader entry point has the "hlsl.shader" attribute (the library environment compiles modules without one)
; P64: llc-spirv: error: {{.*}}vulkan-triple.ll: triple 'spirv64-unknown-vulkan1.3' names a physical architecture with a Vulkan OS: Vulkan shaders use logical addressing, the 'spirv' architecture (spirv-unknown-vulkan1.3-compute)
; LIB: OpCapability Shader
; LIB: OpCapability Linkage
; LIB: OpMemoryModel Logical GLSL450
; LIB: OpDecorate %f LinkageAttributes "f" Export

define i32 @f(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}
