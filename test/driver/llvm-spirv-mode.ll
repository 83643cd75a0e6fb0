;; Invoked as llvm-spirv, llc-spirv takes the translator's forward command line:
;; a binary by default (also with -o -), -spirv-text for text, the output name
;; derived from the input, --spirv-ext and --spirv-max-version; reverse
;; translation and unknown options are errors.
; RUN: rm -rf %t && mkdir -p %t/bin
; RUN: ln -s %llc-spirv %t/bin/llvm-spirv
; RUN: %t/bin/llvm-spirv %s -o %t/out.spv
; RUN: spirv-val %t/out.spv
; RUN: %t/bin/llvm-spirv %s -o - > %t/stdout.spv
; RUN: cmp %t/out.spv %t/stdout.spv
; RUN: cp %s %t/in.ll && %t/bin/llvm-spirv %t/in.ll && cmp %t/out.spv %t/in.spv
; RUN: %t/bin/llvm-spirv -spirv-text %s -o - | FileCheck %s --check-prefix=TEXT
; RUN: %t/bin/llvm-spirv --spirv-max-version=1.3 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %s -o %t/ext.spv
; RUN: spirv-dis %t/ext.spv | FileCheck %s --check-prefix=EXT
; RUN: %t/bin/llvm-spirv -spirv-mem2reg --spirv-debug-info-version=ocl-100 %s -o %t/ign.spv
; RUN: cmp %t/out.spv %t/ign.spv
; RUN: not %t/bin/llvm-spirv -r %t/out.spv -o %t/back.bc 2>&1 | FileCheck %s --check-prefix=REV
; RUN: not test -e %t/back.bc
; RUN: not %t/bin/llvm-spirv --spirv-max-version=2.0 %s -o %t/v.spv 2>&1 | FileCheck %s --check-prefix=VER
; RUN: not %t/bin/llvm-spirv -mtriple=spirv64 %s -o %t/v.spv 2>&1 | FileCheck %s --check-prefix=UNK

; TEXT: ; Version: 1.0
; TEXT: OpEntryPoint Kernel %{{[0-9]+}} "inc"
; TEXT: OpIAdd
; EXT: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; EXT: OpDecorate %{{.+}} NoSignedWrap
; REV: llc-spirv: error: '-r' is not supported: llc-spirv only translates LLVM IR to SPIR-V
; VER: llc-spirv: error: SPIR-V version '2.0' is not one of 1.0 to 1.6
; UNK: llc-spirv: error: unknown llvm-spirv option '-mtriple=spirv64' (see --help)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @inc(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = add nsw i32 %v, 1
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}
