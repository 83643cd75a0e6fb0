;; Cache controls without SPV_INTEL_cache_controls are a clear error that
;; names the option, in each metadata form; so is a second cache control of
;; one kind on a pointer (SPIRV-Tools, 2026.4 too, takes one per pointer
;; whatever the cache level), an operand number that names no pointer, and
;; the translator's form on an instruction that is not a memory access.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/gep.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=GEP
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/load.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LOAD
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_cache_controls %t/twice.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=TWICE
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_cache_controls %t/operand.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=OPND
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_cache_controls %t/add.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: not test -e %t.spv

; GEP: llc-spirv: error: {{.*}}gep.ll:{{[0-9]+}}: in @k: {{.*}}: decoration CacheControlLoadINTEL in !spirv.Decorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_cache_controls)
; LOAD: llc-spirv: error: {{.*}}load.ll:{{[0-9]+}}: in @k: {{.*}}: decoration CacheControlStoreINTEL in !spirv.DecorationCacheControlINTEL is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_cache_controls)
; TWICE: llc-spirv: error: {{.*}}twice.ll:{{[0-9]+}}: in @k: {{.*}}: decoration CacheControlLoadINTEL in !spirv.Decorations conflicts with another of the same decoration on that value (SPIR-V validators take one per value), which is not supported for spirv64
; OPND: llc-spirv: error: {{.*}}operand.ll:{{[0-9]+}}: in @k: {{.*}}: decoration CacheControlStoreINTEL in !spirv.DecorationCacheControlINTEL names operand 0, which is not a pointer to memory, which is not supported for spirv64
; ADD: llc-spirv: error: {{.*}}add.ll:{{[0-9]+}}: in @k: {{.*}}: !spirv.DecorationCacheControlINTEL on an instruction other than a load, store or call is not supported for spirv64

;--- gep.ll
define spir_kernel void @k(ptr addrspace(1) %buf) {
  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 2, !spirv.Decorations !0
  store i32 0, ptr addrspace(1) %p
  ret void
}
!0 = !{!1}
!1 = !{i32 6442, i32 0, i32 1}
;--- load.ll
define spir_kernel void @k(ptr addrspace(1) %buf) {
  store i32 0, ptr addrspace(1) %buf, !spirv.DecorationCacheControlINTEL !0
  ret void
}
!0 = !{!1}
!1 = !{i32 6443, i32 0, i32 1, i32 1}
;--- twice.ll
define spir_kernel void @k(ptr addrspace(1) %buf) {
  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 2, !spirv.Decorations !0
  store i32 0, ptr addrspace(1) %p
  ret void
}
!0 = !{!1, !2}
!1 = !{i32 6442, i32 0, i32 1}
!2 = !{i32 6442, i32 1, i32 1}
;--- operand.ll
define spir_kernel void @k(ptr addrspace(1) %buf) {
  store i32 0, ptr addrspace(1) %buf, !spirv.DecorationCacheControlINTEL !0
  ret void
}
!0 = !{!1}
!1 = !{i32 6443, i32 0, i32 1, i32 0}
;--- add.ll
define spir_kernel void @k(ptr addrspace(1) %buf, i32 %a) {
  %s = add i32 %a, 1, !spirv.DecorationCacheControlINTEL !0
  store i32 %s, ptr addrspace(1) %buf
  ret void
}
!0 = !{!1}
!1 = !{i32 6443, i32 0, i32 1, i32 0}
