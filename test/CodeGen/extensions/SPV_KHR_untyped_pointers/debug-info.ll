;; Debug info under SPV_KHR_untyped_pointers: DebugDeclare and
;; DebugGlobalVariable name "the result id of an OpVariable" (SPIRV-Tools
;; 2026.4 rejects an OpUntypedVariableKHR there). An alloca of a module with
;; debug info is therefore a typed OpVariable, cast once to the untyped
;; pointer its uses see, and DebugDeclare names the variable; a global stays
;; untyped (its uses are everywhere) and its DebugGlobalVariable names
;; DebugInfoNone, as for a global that no variable carries.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#UG:]] = OpTypeUntypedPointerKHR CrossWorkgroup
; CHECK-DAG: %[[#UF:]] = OpTypeUntypedPointerKHR Function
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#I32]]
; CHECK-DAG: %[[#]] = OpUntypedVariableKHR %[[#UG]] CrossWorkgroup %[[#I32]] %[[#]]
; CHECK-DAG: %[[#NONE:]] = OpExtInst %[[#]] %[[#]] DebugInfoNone
; CHECK-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugGlobalVariable %[[#]] %[[#]] %[[#]] 1 0 %[[#]] %[[#]] %[[#NONE]] FlagIsDefinition
; CHECK: %[[#X:]] = OpVariable %[[#PF]] Function
; CHECK-NEXT: %[[#XU:]] = OpBitcast %[[#UF]] %[[#X]]
; CHECK: %[[#]] = OpExtInst %[[#]] %[[#]] DebugDeclare %[[#]] %[[#X]] %[[#]]
; CHECK: OpStore %[[#XU]] %[[#]] Aligned 4

target triple = "spirv64-unknown-unknown"

@counter = addrspace(1) global i32 5, align 4, !dbg !10

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !20 {
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %x, metadata !24, metadata !DIExpression()), !dbg !23
  %c = load i32, ptr addrspace(1) @counter, align 4, !dbg !23
  store i32 %c, ptr %x, align 4, !dbg !23
  %y = load volatile i32, ptr %x, align 4, !dbg !23
  store i32 %y, ptr addrspace(1) %out, align 4, !dbg !23
  ret void, !dbg !23
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "untyped.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!10}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "counter", scope: !0, file: !1, line: 1, type: !5, isLocal: false, isDefinition: true)
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 4, type: !21, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !DILocation(line: 5, column: 3, scope: !20)
!24 = !DILocalVariable(name: "x", scope: !20, file: !1, line: 5, type: !5)
