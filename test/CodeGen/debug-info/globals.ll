;; Program-scope variables: DebugGlobalVariable names the OpVariable of the
;; global that carries it; a variable the optimizer removed (in the compile
;; unit's list, on no global) has DebugInfoNone.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#S_COUNTER:]] = OpString "counter"
; CHECK-DAG: %[[#S_TABLE:]] = OpString "table"
; CHECK-DAG: %[[#S_GONE:]] = OpString "gone"
; CHECK-DAG: OpName %[[#COUNTER:]] "counter"
; CHECK-DAG: OpName %[[#TABLE:]] "table"
; CHECK-DAG: %[[#NONE:]] = OpExtInst %[[#]] %[[#]] DebugInfoNone
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugGlobalVariable %[[#S_COUNTER]] %[[#]] %[[#]] 1 0 %[[#CU:]] %[[#S_COUNTER]] %[[#COUNTER]] FlagIsDefinition
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugGlobalVariable %[[#S_TABLE]] %[[#]] %[[#]] 2 0 %[[#CU]] %[[#]] %[[#TABLE]] FlagIsLocal|FlagIsDefinition
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugGlobalVariable %[[#S_GONE]] %[[#]] %[[#]] 3 0 %[[#CU]] %[[#]] %[[#NONE]] FlagIsLocal|FlagIsDefinition
; OCL-DAG: %[[#CU]] = OpExtInst %[[#]] %[[#]] DebugCompilationUnit
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugGlobalVariable %[[#S_COUNTER]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#S_COUNTER]] %[[#COUNTER]] %[[#]]
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugGlobalVariable %[[#S_GONE]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#NONE]] %[[#]]

target triple = "spirv64-unknown-unknown"

@counter = addrspace(1) global i32 5, align 4, !dbg !10
@table = internal addrspace(2) constant [3 x float] [float 1.0, float 2.0, float 3.0], align 4, !dbg !12

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !20 {
  %c = load i32, ptr addrspace(1) @counter, align 4, !dbg !23
  %t = load float, ptr addrspace(2) @table, align 4, !dbg !23
  %f = fptosi float %t to i32, !dbg !23
  %s = add i32 %c, %f, !dbg !23
  store i32 %s, ptr addrspace(1) %out, align 4, !dbg !23
  ret void, !dbg !23
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "globals.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!10, !12, !14}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96, elements: !8)
!8 = !{!9}
!9 = !DISubrange(count: 3)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!11 = distinct !DIGlobalVariable(name: "counter", linkageName: "counter", scope: !0, file: !1, line: 1, type: !5, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!13 = distinct !DIGlobalVariable(name: "table", scope: !0, file: !1, line: 2, type: !7, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!15 = distinct !DIGlobalVariable(name: "gone", scope: !0, file: !1, line: 3, type: !5, isLocal: true, isDefinition: true)
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 4, type: !21, scopeLine: 4, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !DILocation(line: 5, column: 3, scope: !20)
