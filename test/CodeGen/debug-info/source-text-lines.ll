;; The text a file embeds (clang -gembed-source) goes into DebugSource only
;; when every line and column given with that file is in it: SPIRV-Tools
;; rejects a DebugFunction, DebugLocalVariable, DebugLexicalBlock or DebugLine
;; whose line is past the text's last or whose column is past its line's end.
;; A #line directive makes such lines:
;;   kernel void k(global int *o) {
;;   #line 1000
;;     int x = o[1];
;;     o[0] = x * 2;
;;   }
;; Then the text is empty (in every DebugSource(Continued) piece). A file whose
;; lines fit keeps its text. NonSemantic's DebugLine starts at line 1: a
;; location on line 0 is DebugNoLine.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS

; CHECK-DAG: %[[#LINED:]] = OpString "/src/lined.cl"
; CHECK-DAG: %[[#FIT:]] = OpString "/src/fits.h"
; CHECK-DAG: DebugSource %[[#LINED]] %[[#LTEXT:]]{{$}}
; CHECK-DAG: DebugSource %[[#FIT]] %[[#FTEXT:]]{{$}}
; CHECK-DAG: %[[#LTEXT]] = OpString ""{{$}}
; CHECK-DAG: %[[#FTEXT]] = OpString "static int twice(int v) { return v * 2; }"
; CHECK-DAG: DebugLocalVariable %[[#]] %[[#]] %[[#]] {{1000|%[0-9]+}}
; OCL: OpLine %[[#LINED]] 1000 11
; OCL: OpLine %[[#LINED]] 0 0
; NS: DebugLine %[[#]] %[[#]] %[[#]] %[[#]] %[[#]]
; NS: DebugNoLine
; NS-NEXT: OpIMul

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %o) !dbg !10 {
  %p = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1, !dbg !20
  %x = load i32, ptr addrspace(1) %p, align 4, !dbg !20
    #dbg_value(i32 %x, !14, !DIExpression(), !20)
  %y = mul i32 %x, 2, !dbg !21
  %z = add i32 %y, %x, !dbg !22
  store i32 %z, ptr addrspace(1) %o, align 4, !dbg !23
  ret void, !dbg !23
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!opencl.ocl.version = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "lined.cl", directory: "/src", source: "kernel void k(global int *o) {\0A#line 1000\0A  int x = o[1];\0A  o[0] = x * 2;\0A}\0A")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, i32 0}
!5 = !DIFile(filename: "fits.h", directory: "/src", source: "static int twice(int v) { return v * 2; }")
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 1000, type: !13)
!15 = distinct !DISubprogram(name: "twice", scope: !5, file: !5, line: 1, type: !16, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagLocalToUnit, unit: !0)
!16 = !DISubroutineType(types: !17)
!17 = !{!13, !13}
!20 = !DILocation(line: 1000, column: 11, scope: !10)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocation(line: 1, column: 36, scope: !15, inlinedAt: !23)
!23 = !DILocation(line: 1001, column: 8, scope: !10)
