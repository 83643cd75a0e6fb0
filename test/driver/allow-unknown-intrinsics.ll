;; --spv-allow-unknown-intrinsics keeps an intrinsic llc-spirv does not know as
;; a call of an external (Import) function of the same name; with prefixes
;; only the intrinsics that start with one of them. Without it, an error.
; RUN: llc-spirv -mtriple=spirv64 --spv-allow-unknown-intrinsics %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spv-allow-unknown-intrinsics %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spv-allow-unknown-intrinsics=llvm.bar.,llvm.foo. %s -o - | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64 --spv-allow-unknown-intrinsics=llvm.bar. %s -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t2.spv

; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpName %[[#F:]] "llvm.foo.bar"
; CHECK-DAG: OpDecorate %[[#F]] LinkageAttributes "llvm.foo.bar" Import
; CHECK: %[[#F]] = OpFunction
; CHECK: OpFunctionCall %[[#]] %[[#F]] %[[#]]
; ERR: llc-spirv: error: {{.*}}allow-unknown-intrinsics.ll:[[@LINE+3]]: in @f: %r = call i32 @llvm.foo.bar(i32 %a): intrinsic llvm.foo.bar is not supported for spirv64

define spir_func i32 @f(i32 %a) {
  %r = call i32 @llvm.foo.bar(i32 %a)
  ret i32 %r
}

declare i32 @llvm.foo.bar(i32)
