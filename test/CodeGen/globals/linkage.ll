;; External functions and globals get LinkageAttributes (Export for definitions,
;; Import for declarations) and the Linkage capability; internal ones get none.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpName %[[#EG:]] "ext_global"
; CHECK-DAG: OpName %[[#IG:]] "imported"
; CHECK-DAG: OpDecorate %[[#EG]] LinkageAttributes "ext_global" Export
; CHECK-DAG: OpDecorate %[[#IG]] LinkageAttributes "imported" Import
; CHECK-DAG: OpDecorate %[[#EF:]] LinkageAttributes "exported_fn" Export
; CHECK-DAG: OpDecorate %[[#DF:]] LinkageAttributes "declared_fn" Import
; CHECK-NOT: LinkageAttributes "internal_
; CHECK-DAG: %[[#EG]] = OpVariable %[[#]] CrossWorkgroup
; CHECK-DAG: %[[#IG]] = OpVariable %[[#]] CrossWorkgroup{{ *$}}
; CHECK-DAG: %[[#DF]] = OpFunction
; CHECK-DAG: %[[#EF]] = OpFunction

@ext_global = addrspace(1) global i32 1, align 4
@imported = external addrspace(1) global i32, align 4
@internal_global = internal addrspace(1) global i32 2, align 4

declare spir_func i32 @declared_fn(i32)

define internal spir_func i32 @internal_fn(i32 %x) {
  %a = load i32, ptr addrspace(1) @internal_global, align 4
  %r = add i32 %x, %a
  ret i32 %r
}

define spir_func i32 @exported_fn(i32 %x) {
  %a = load i32, ptr addrspace(1) @imported, align 4
  %b = call spir_func i32 @declared_fn(i32 %a)
  %c = call spir_func i32 @internal_fn(i32 %b)
  store i32 %c, ptr addrspace(1) @ext_global, align 4
  ret i32 %c
}
