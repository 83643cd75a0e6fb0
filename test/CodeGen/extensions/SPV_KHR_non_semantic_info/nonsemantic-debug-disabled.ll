;; Without the NonSemantic debug information option, debug information is
;; OpenCL.DebugInfo.100, which needs no extension: SPV_KHR_non_semantic_info,
;; even when enabled, is not declared (the module does not use it), and the
;; output is the same as without it.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_non_semantic_info %s -o %t2.spv
; RUN: cmp %t.spv %t2.spv

; CHECK-NOT: OpExtension
; CHECK: OpExtInstImport "OpenCL.DebugInfo.100"
; CHECK-NOT: NonSemantic

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !10 {
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !13
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "nonsemantic.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DILocation(line: 1, column: 33, scope: !10)
