;; Metadata strings may hold a NUL byte; a SPIR-V literal string ends at its
;; first one. A member name (OpMemberName), a file's embedded text (OpSource
;; without a debug set, DebugSource with one) and a variable's name are cut
;; there instead of leaving words after the string's end (an instruction
;; spirv-val rejects).
; RUN: llc-spirv -mtriple=spirv64 --spirv-debug-info-version=none %s -o %t.none.spv
; RUN: spirv-val %t.none.spv
; RUN: spirv-dis --raw-id --no-header %t.none.spv | FileCheck %s --check-prefixes=CHECK,NONE
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,DI
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefixes=CHECK,DI

; NONE: OpSource OpenCL_C 200000 %[[#]] "kernel void k(global struct S *s)"{{$}}
; CHECK-DAG: OpMemberName %[[#]] 0 "first"{{$}}
; CHECK-DAG: OpMemberName %[[#]] 1 "second_member_name"{{$}}
; DI-DAG: OpString "kernel void k(global struct S *s)"{{$}}
; DI-DAG: OpString "value"{{$}}

target triple = "spirv64-unknown-unknown"

%struct.S = type { i32, i32 }

define spir_kernel void @k(ptr addrspace(1) %s) !dbg !10 {
  %a = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 0, i32 1
  store i32 1, ptr addrspace(1) %a, align 4, !dbg !13
    #dbg_value(ptr addrspace(1) %s, !14, !DIExpression(), !13)
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!opencl.ocl.version = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "nul.cl", directory: "/src", source: "kernel void k(global struct S *s)\00 { s->b = 1; }")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, i32 0}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !15}
!13 = !DILocation(line: 1, column: 1, scope: !10)
!14 = !DILocalVariable(name: "value\00 with a hidden tail", arg: 1, scope: !10, file: !1, line: 1, type: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 64, elements: !17)
!17 = !{!18, !19}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "first\00 and more words after it", scope: !16, file: !1, line: 1, baseType: !20, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "second_member_name", scope: !16, file: !1, line: 1, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
