;; SPV_AMD_weak_linkage: weak and linkonce definitions (which another module's
;; definition of the same name replaces at link time) get the WeakAMD linkage
;; type under capability WeakLinkageAMD, which implicitly declares Linkage.
;; weak_odr and linkonce_odr stay Export (LinkOnceODR is SPV_KHR_linkonce_odr's),
;; and so does a plain external definition. Without the extension weak and
;; linkonce are Export, as before. SPIRV-Tools 2023.1 does not know the
;; extension: the newer validator checks the output.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_AMD_weak_linkage %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability WeakLinkageAMD
; CHECK-DAG: OpExtension "SPV_AMD_weak_linkage"
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "g" WeakAMD
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "o" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "w" WeakAMD
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "l" WeakAMD
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "lo" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "e" Export
; CHECK-DAG: OpDecorate %[[#]] LinkageAttributes "d" Import

; OFF-NOT: WeakLinkageAMD
; OFF-NOT: OpExtension
; OFF-DAG: OpCapability Linkage
; OFF-DAG: OpDecorate %[[#]] LinkageAttributes "g" Export
; OFF-DAG: OpDecorate %[[#]] LinkageAttributes "w" Export
; OFF-DAG: OpDecorate %[[#]] LinkageAttributes "l" Export
; OFF-NOT: WeakAMD

@g = weak addrspace(1) global i32 1
@o = weak_odr addrspace(1) global i32 2

declare spir_func i32 @d(i32)

define weak spir_func i32 @w(i32 %x) {
  %r = call spir_func i32 @d(i32 %x)
  ret i32 %r
}

define linkonce spir_func i32 @l(i32 %x) {
  %r = call spir_func i32 @w(i32 %x)
  ret i32 %r
}

define linkonce_odr spir_func i32 @lo(i32 %x) {
  %r = call spir_func i32 @l(i32 %x)
  ret i32 %r
}

define spir_func i32 @e(i32 %x) {
  %r = call spir_func i32 @lo(i32 %x)
  ret i32 %r
}
