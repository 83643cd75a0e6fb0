;; Shader-environment intrinsics (discard, derivatives, resources) are clear
;; errors in the Kernel environment, each naming the intrinsic.
; RUN: rm -rf %t %t.spv && split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/discard.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=DISCARD
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/resource.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RESOURCE
; RUN: not llc-spirv -mtriple=spirv64 %t/ddx.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=DDX
; RUN: not test -e %t.spv

; DISCARD: llc-spirv: error: {{.*}}discard.ll:2: in @f: call void @llvm.spv.discard(): llvm.spv.discard (an intrinsic of the Shader environment) is not supported for spirv64
; RESOURCE: llc-spirv: error: {{.*}}resource.ll:2: in @f: {{.*}}: llvm.spv.resource.handlefrombinding (an intrinsic of the Shader environment) is not supported for spirv64
; DDX: llc-spirv: error: {{.*}}ddx.ll:2: in @f: {{.*}}: llvm.spv.ddx.coarse (an intrinsic of the Shader environment) is not supported for spirv64

;--- discard.ll
define spir_func void @f() {
  call void @llvm.spv.discard()
  ret void
}
declare void @llvm.spv.discard()
;--- resource.ll
define spir_func void @f() {
  %h = call target("spirv.Image", float, 5, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  ret void
}
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_0t(i32, i32, i32, i32, ptr)
;--- ddx.ll
define spir_func float @f(float %x) {
  %d = call float @llvm.spv.ddx.coarse.f32(float %x)
  ret float %d
}
declare float @llvm.spv.ddx.coarse.f32(float)
