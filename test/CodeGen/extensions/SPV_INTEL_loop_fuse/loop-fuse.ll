;; SPV_INTEL_loop_fuse: SYCL's [[intel::loop_fuse(N)]] and
;; [[intel::loop_fuse_independent(N)]] reach IR as !loop_fuse !{i32 N, i32
;; independent} on the function (a kernel or not), which is the function
;; decoration FuseLoopsInFunctionINTEL N independent ("fuse the loops
;; contained in strictly fewer than Depth other loops"). The ALTERA spelling
;; gives the same words. Without the extension the hint is left out
;; (loop-fuse-disabled.ll).
;; No validator knows the decoration's operands: the extension gives it two,
;; Depth and Independent, which the Khronos translator writes, but no
;; published grammar has them (lib/grammar-facts.txt, a spec= row), so every
;; SPIRV-Tools rejects the word count. The test checks the printed module and
;; the words of the decoration; llvm-spirv-15 reads them back.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_loop_fuse %s -filetype=asm -o - | FileCheck %s --check-prefixes=CHECK,INTEL
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_loop_fuse %s -filetype=asm -o - | FileCheck %s --check-prefixes=CHECK,ALTERA
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_loop_fuse %s -o %t.spv
;; spirv-val stops at the decoration's operands, which its grammar lacks
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
; VAL: error: line {{[0-9]+}}: {{.*}}OpDecorate{{.*}}expected no more operands after 3 words, but stated word count is 5
;; OpCapability LoopFuseINTEL (5906); OpDecorate %k FuseLoopsInFunctionINTEL
;; (5907) 5 1 and OpDecorate %f 5907 1 0: five words each
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | paste -sd' ' | FileCheck %s --check-prefix=WORDS
; WORDS: 00020011 00001712 {{.*}}00050047 00000001 00001713 00000005 00000001 00050047 00000002 00001713 00000001 00000000
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: OpCapability LoopFuseINTEL
; INTEL-DAG: OpExtension "SPV_INTEL_loop_fuse"
; ALTERA-DAG: OpExtension "SPV_ALTERA_loop_fuse"
; CHECK-DAG: OpName %[[#K:]] "k"
; CHECK-DAG: OpName %[[#F:]] "f"
; CHECK-DAG: OpDecorate %[[#K]] FuseLoopsInFunctionINTEL 5 1
; CHECK-DAG: OpDecorate %[[#F]] FuseLoopsInFunctionINTEL 1 0
; CHECK-NOT: FuseLoopsInFunctionINTEL

; BACK: define spir_kernel void @k({{.*}}!loop_fuse ![[#KM:]]
; BACK: define spir_func void @f({{.*}}!loop_fuse ![[#FM:]]
; BACK-DAG: ![[#KM]] = !{i32 5, i32 1}
; BACK-DAG: ![[#FM]] = !{i32 1, i32 0}

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !loop_fuse !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  call spir_func void @f(ptr addrspace(1) %p)
  ret void
}

define spir_func void @f(ptr addrspace(1) %p) !loop_fuse !1 {
  store i32 2, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{i32 5, i32 1}
!1 = !{i32 1, i32 0}
