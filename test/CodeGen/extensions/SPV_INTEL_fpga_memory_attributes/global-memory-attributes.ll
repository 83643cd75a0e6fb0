;; SPV_INTEL_fpga_memory_attributes: the FPGA memory decorations on a global
;; variable or an alloca (its OpVariable) from !spirv.Decorations: MemoryINTEL and MergeINTEL take strings,
;; NumbanksINTEL and BankBitsINTEL numbers, RegisterINTEL none. Both
;; validators know them; llvm-spirv-15 reads them back as an annotation
;; string.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_memory_attributes %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
;; the ALTERA spelling enables it too
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_memory_attributes %s -o %t2.spv
;; without the extension: a clear error naming it, and no output
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t3.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t3.spv

; CHECK-DAG: OpCapability FPGAMemoryAttributesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_memory_attributes"
; CHECK-DAG: OpDecorate %[[#B:]] MemoryINTEL "DEFAULT"
; CHECK-DAG: OpDecorate %[[#B]] NumbanksINTEL 2
; CHECK-DAG: OpDecorate %[[#B]] MergeINTEL "key" "depth"
; CHECK-DAG: OpDecorate %[[#B]] BankBitsINTEL 1
; CHECK-DAG: OpDecorate %[[#R:]] RegisterINTEL
; CHECK-DAG: OpDecorate %[[#L:]] NumbanksINTEL 4
; CHECK: %[[#B]] = OpVariable
; CHECK: %[[#R]] = OpVariable
; CHECK: %[[#L]] = OpVariable %[[#]] Function

; BACK: {memory:DEFAULT}{numbanks:2}{merge:key:depth}{bank_bits:1}

; ERR: llc-spirv: error: {{.*}}global-memory-attributes.ll:{{[0-9]+}}: @b = {{.*}}: decoration MemoryINTEL in !spirv.Decorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fpga_memory_attributes)

target triple = "spirv64-unknown-unknown"

@b = addrspace(1) global [4 x i32] zeroinitializer, align 4, !spirv.Decorations !0
@r = addrspace(1) global i32 0, align 4, !spirv.Decorations !5

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @b, align 4
  %w = load i32, ptr addrspace(1) @r, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @l(ptr addrspace(1) %p) {
  %a = alloca [4 x i32], align 4, !spirv.Decorations !7
  store i32 1, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1, !2, !3, !4}
!1 = !{i32 5826, !"DEFAULT"}
!2 = !{i32 5827, i32 2}
!3 = !{i32 5834, !"key", !"depth"}
!4 = !{i32 5835, i32 1}
!5 = !{!6}
!6 = !{i32 5825}
!7 = !{!8}
!8 = !{i32 5827, i32 4}
