;; NonSemantic.Shader.DebugInfo.100, chosen with --spv-emit-nonsemantic-debug-info
;; (or --spirv-debug-info-version=nonsemantic-shader-100), is an instruction set
;; of SPV_KHR_non_semantic_info: choosing it enables the extension, as the
;; translator's option does, and --spirv-ext=+SPV_KHR_non_semantic_info with it
;; changes nothing.
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info --spirv-ext=+SPV_KHR_non_semantic_info %s -o %t2.spv
; RUN: cmp %t.spv %t2.spv

; CHECK-DAG: OpExtension "SPV_KHR_non_semantic_info"
; CHECK-DAG: %[[#SET:]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK: OpExtInst %[[#]] %[[#SET]] DebugLine

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
