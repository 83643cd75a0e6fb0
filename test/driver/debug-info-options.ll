;; The debug information options. A module with a DICompileUnit gets
;; OpenCL.DebugInfo.100 by default (also as llvm-spirv); --spv-emit-nonsemantic-
;; debug-info and --spirv-debug-info-version=nonsemantic-shader-100 choose
;; NonSemantic.Shader.DebugInfo.100 (which enables SPV_KHR_non_semantic_info),
;; -200 the translator's name for it, none no debug instruction set; legacy
;; and unknown versions are errors. --no-line-info and
;; --spirv-emit-line-info=false leave out the lines. The output is the same
;; twice over, and a module without debug information ignores them all.
; RUN: rm -rf %t && mkdir -p %t/bin && ln -s %llc-spirv %t/bin/llvm-spirv
; RUN: llc-spirv %s -o %t/default.spv
; RUN: spirv-dis %t/default.spv | FileCheck %s --check-prefix=OCL
; RUN: llc-spirv --spirv-debug-info-version=ocl-100 %s -o %t/ocl.spv
; RUN: cmp %t/default.spv %t/ocl.spv
; RUN: llc-spirv %s -o %t/again.spv
; RUN: cmp %t/default.spv %t/again.spv
; RUN: %t/bin/llvm-spirv %s -o %t/translator.spv
; RUN: cmp %t/default.spv %t/translator.spv
; RUN: llc-spirv --spv-emit-nonsemantic-debug-info %s -o %t/ns.spv
; RUN: spirv-dis %t/ns.spv | FileCheck %s --check-prefix=NS
; RUN: llc-spirv --spirv-debug-info-version=nonsemantic-shader-100 %s -o %t/ns100.spv
; RUN: cmp %t/ns.spv %t/ns100.spv
; RUN: %t/bin/llvm-spirv --spirv-debug-info-version=nonsemantic-shader-200 %s -o %t/ns200.spv
; RUN: spirv-dis %t/ns200.spv | FileCheck %s --check-prefix=NS200
; RUN: llc-spirv --spirv-debug-info-version=none %s -o - | FileCheck %s --check-prefix=NONE
; RUN: llc-spirv --no-line-info %s -o - | FileCheck %s --check-prefix=NOLINE
; RUN: llc-spirv --spirv-emit-line-info=false %s -o - | FileCheck %s --check-prefix=NOLINE
; RUN: llc-spirv --no-line-info --spirv-emit-line-info %s -o %t/lines.spv
; RUN: cmp %t/default.spv %t/lines.spv
; RUN: not llc-spirv --spirv-debug-info-version=legacy %s -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=LEGACY
; RUN: not llc-spirv --spirv-debug-info-version=dwarf %s -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not test -e %t/x.spv
; RUN: sed -e '/^!/d' -e 's/, !dbg ![0-9]*//' -e 's/ !dbg ![0-9]*//' %s > %t/plain.ll
; RUN: llc-spirv %t/plain.ll -o %t/plain.spv
; RUN: llc-spirv --spv-emit-nonsemantic-debug-info --no-line-info %t/plain.ll -o %t/plain-options.spv
; RUN: cmp %t/plain.spv %t/plain-options.spv

; OCL: OpExtInstImport "OpenCL.DebugInfo.100"
; OCL-NOT: OpExtension
; OCL: OpLine
; NS: OpExtension "SPV_KHR_non_semantic_info"
; NS: OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; NS: DebugLine
; NS200: OpExtension "SPV_KHR_non_semantic_info"
; NS200: OpExtInstImport "NonSemantic.Shader.DebugInfo.200"
; NONE-NOT: OpExtInstImport
; NONE: OpLine
; NOLINE-NOT: OpLine
; NOLINE: DebugScope
; LEGACY: llc-spirv: error: --spirv-debug-info-version=legacy (the SPIRV.debug set) is not supported; use ocl-100
; UNKNOWN: llc-spirv: error: unknown --spirv-debug-info-version 'dwarf' (ocl-100, nonsemantic-shader-100, nonsemantic-shader-200 or none)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !10 {
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !13
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "options.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DILocation(line: 1, column: 33, scope: !10)
