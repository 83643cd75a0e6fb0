;; UserSemantic needs SPIR-V 1.4 or SPV_GOOGLE_hlsl_functionality1. With the
;; extension the module stays at 1.0; when the triple fixes an older version
;; and the extension is off, the annotation is left out with a warning.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_GOOGLE_hlsl_functionality1 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s --check-prefix=EXT
; RUN: llc-spirv -mtriple=spirv64v1.2 %s -o %t12.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: spirv-val %t12.spv
; RUN: spirv-dis --raw-id %t12.spv | FileCheck %s --check-prefix=OLD

; EXT: Version: 1.0
; EXT: OpExtension "SPV_GOOGLE_hlsl_functionality1"
; EXT: OpDecorate %[[#]] UserSemantic "note"

; WARN: llc-spirv: warning: {{.*}}annotations-version.ll:[[@LINE+9]]: in @k: {{.*}}: the annotation "note" is left out: UserSemantic needs SPIR-V 1.4 or --spirv-ext=+SPV_GOOGLE_hlsl_functionality1

; OLD: Version: 1.2
; OLD-NOT: UserSemantic

@.str = private unnamed_addr addrspace(2) constant [5 x i8] c"note\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %o) {
  %x = alloca i32, align 4
  call void @llvm.var.annotation.p0.p2(ptr %x, ptr addrspace(2) @.str, ptr addrspace(2) @.str, i32 3, ptr addrspace(2) null)
  store i32 1, ptr %x, align 4
  %v = load i32, ptr %x, align 4
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
