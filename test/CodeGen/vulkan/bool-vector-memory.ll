;; LLVM packs the lanes of a vector of i1 into bits in memory, so an i1 or i8
;; access to one (SROA leaves such allocas behind when it cannot promote
;; them; llvm-stress writes them) has no SPIR-V object to reach: it is a
;; clear error. Both used to become an OpBitcast between a bool and another
;; type, which spirv-val rejects. The same bytes read as the vector type
;; itself still work (@whole).
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv-unknown-vulkan1.3-library %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: sed -e '/^define i1 @bit(/,/^}/d' %s > %t.byte.ll
; RUN: not llc-spirv -mtriple=spirv-unknown-vulkan1.3-library %t.byte.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR8
; RUN: not test -e %t.spv
;; @whole runs as the helper of a compute shader (Inputs/bool-vector-memory-entry.ll),
;; so that it validates for Vulkan 1.3 (a library module needs Linkage, which
;; Vulkan does not allow).
; RUN: sed -e '/^define i1 @bit(/,/^}/d' -e '/^define i1 @byte(/,/^}/d' %s > %t.whole.ll
; RUN: cat %S/Inputs/bool-vector-memory-entry.ll >> %t.whole.ll
; RUN: llc-spirv -mtriple=spirv-unknown-vulkan1.3-compute %t.whole.ll -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; ERR: llc-spirv: error: {{.*}}bool-vector-memory.ll:[[#@LINE+21]]: in @bit: store i1 true, ptr %a, align 1: an access to i1 at byte offset 0 of <4 x i1> (no object of that type is there) is not supported for spirv-unknown-vulkan1.3-library
; ERR8: llc-spirv: error: {{.*}}.byte.ll:{{[0-9]+}}: in @byte: store i8 %b, ptr %a, align 1: an access to i8 at byte offset 0 of <4 x i1> (no object of that type is there) is not supported for spirv-unknown-vulkan1.3-library

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#PV4:]] = OpTypePointer Function %[[#V4]]
; CHECK: %[[#A:]] = OpVariable %[[#PV4]] Function
; CHECK: OpStore %[[#A]] %[[#]] Volatile
; CHECK: %[[#]] = OpLoad %[[#V4]] %[[#A]] Volatile

define i1 @whole(<4 x i1> %v) {
  %a = alloca <4 x i1>, align 1
  store volatile <4 x i1> %v, ptr %a, align 1
  %l = load volatile <4 x i1>, ptr %a, align 1
  %e = extractelement <4 x i1> %l, i32 2
  ret i1 %e
}

define i1 @bit(<4 x i1> %v) {
  %a = alloca <4 x i1>, align 1
  store volatile <4 x i1> %v, ptr %a, align 1
  store i1 true, ptr %a, align 1
  %l = load volatile <4 x i1>, ptr %a, align 1
  %e = extractelement <4 x i1> %l, i32 2
  ret i1 %e
}

define i1 @byte(<4 x i1> %v, i8 %b) {
  %a = alloca <4 x i1>, align 1
  store volatile <4 x i1> %v, ptr %a, align 1
  store i8 %b, ptr %a, align 1
  %l = load volatile <4 x i1>, ptr %a, align 1
  %e = extractelement <4 x i1> %l, i32 2
  ret i1 %e
}
