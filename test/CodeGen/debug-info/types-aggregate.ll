;; Arrays, vectors, structs, unions and enums. An anonymous struct takes the
;; name of its typedef. A vector has 2 to 4 components of a basic type: an
;; 8-lane vector is an array. OpenCL.DebugInfo.100 arrays have positive
;; counts, so a flexible array member is a basic type with its name there
;; (NonSemantic gives it the count 0). OpenCL.DebugInfo.100 members name
;; their composite, which refers to them forward; NonSemantic members come
;; first. The LLVM struct types get OpMemberName from the DI members at the
;; same offsets.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
; RUN: llc-spirv -mtriple=spirv64 --spirv-debug-info-version=nonsemantic-shader-100 %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#S_PAIR:]] = OpString "pair"
; CHECK-DAG: %[[#S_A:]] = OpString "a"
; CHECK-DAG: %[[#S_B:]] = OpString "b"
; CHECK-DAG: %[[#S_U:]] = OpString "bits"
; CHECK-DAG: %[[#S_E:]] = OpString "color"
; CHECK-DAG: %[[#S_RED:]] = OpString "RED"
; CHECK-DAG: %[[#S_BLUE:]] = OpString "BLUE"
; OCL-DAG: %[[#S_FLEX:]] = OpString "int[]"
; CHECK-DAG: OpName %[[#PAIR:]] "struct.pair"
; CHECK-DAG: OpMemberName %[[#PAIR]] 0 "a"
; CHECK-DAG: OpMemberName %[[#PAIR]] 1 "b"
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#U32]] 0{{$}}
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#U32]] 2{{$}}
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#U32]] 3{{$}}
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#U32]] 8{{$}}
; CHECK-DAG: %[[#C32:]] = OpConstant %[[#U32]] 32{{$}}
; CHECK-DAG: %[[#C64:]] = OpConstant %[[#U32]] 64{{$}}
; CHECK-DAG: %[[#MINUS1:]] = OpConstant %[[#U32]] 4294967295{{$}}

; OCL-DAG: %[[#INT:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#]] %[[#C32]] Signed
; OCL-DAG: %[[#FLOAT:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#]] %[[#C32]] Float
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeArray %[[#INT]] %[[#C2]] %[[#C3]]
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeVector %[[#FLOAT]] 4
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeArray %[[#INT]] %[[#C8]]
; OCL-DAG: %[[#COMP:]] = OpExtInst %[[#]] %[[#]] DebugTypeComposite %[[#S_PAIR]] Structure %[[#]] 1 0 %[[#]] %[[#]] %[[#C64]] None %[[#MA:]] %[[#MB:]]
; OCL-DAG: %[[#MA]] = OpExtInst %[[#]] %[[#]] DebugTypeMember %[[#S_A]] %[[#INT]] %[[#]] 1 0 %[[#COMP]] %[[#C0]] %[[#C32]] None
; OCL-DAG: %[[#MB]] = OpExtInst %[[#]] %[[#]] DebugTypeMember %[[#S_B]] %[[#FLOAT]] %[[#]] 1 0 %[[#COMP]] %[[#C32]] %[[#C32]] None
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeComposite %[[#S_U]] Union
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeEnum %[[#S_E]] %[[#INT]] %[[#]] 4 0 %[[#]] %[[#C32]] None %[[#C0]] %[[#S_RED]] %[[#MINUS1]] %[[#S_BLUE]]
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_FLEX]] %[[#C0]] Unspecified

; NS-DAG: %[[#C1:]] = OpConstant %[[#U32]] 1{{$}}
; NS-DAG: %[[#C4:]] = OpConstant %[[#U32]] 4{{$}}
; NS-DAG: %[[#INT:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#]] %[[#C32]] %[[#C4]] %[[#C0]]
; NS-DAG: %[[#FLOAT:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#]] %[[#C32]] %[[#C3]] %[[#C0]]
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeArray %[[#INT]] %[[#C2]] %[[#C3]]
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeVector %[[#FLOAT]] %[[#C4]]
; NS-DAG: %[[#MA:]] = OpExtInst %[[#]] %[[#]] DebugTypeMember %[[#S_A]] %[[#INT]] %[[#]] %[[#C1]] %[[#C0]] %[[#C0]] %[[#C32]] %[[#C0]]
; NS-DAG: %[[#MB:]] = OpExtInst %[[#]] %[[#]] DebugTypeMember %[[#S_B]] %[[#FLOAT]] %[[#]] %[[#C1]] %[[#C0]] %[[#C32]] %[[#C32]] %[[#C0]]
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeComposite %[[#S_PAIR]] %[[#C1]] %[[#]] %[[#C1]] %[[#C0]] %[[#]] %[[#]] %[[#C64]] %[[#C0]] %[[#MA]] %[[#MB]]
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeArray %[[#INT]] %[[#C0]]

target triple = "spirv64-unknown-unknown"

%struct.pair = type { i32, float }

define spir_kernel void @k(ptr addrspace(1) %out, <4 x float> %v) !dbg !10 {
  %arr = alloca [2 x [3 x i32]], align 4
  %p = alloca %struct.pair, align 4
    #dbg_declare(ptr %arr, !20, !DIExpression(), !30)
    #dbg_declare(ptr %p, !21, !DIExpression(), !30)
    #dbg_value(<4 x float> %v, !22, !DIExpression(), !30)
    #dbg_value(i32 0, !23, !DIExpression(), !30)
    #dbg_value(i32 0, !24, !DIExpression(), !30)
    #dbg_value(ptr addrspace(1) %out, !25, !DIExpression(), !30)
    #dbg_value(ptr addrspace(1) %out, !26, !DIExpression(), !30)
  store i32 0, ptr %p, align 4, !dbg !30
  ret void, !dbg !30
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "aggregates.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair", file: !1, line: 1, baseType: !7)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 1, size: 64, elements: !8)
!8 = !{!11, !12}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !7, file: !1, line: 1, baseType: !4, size: 32)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !7, file: !1, line: 1, baseType: !5, size: 32, offset: 32)
!13 = !DISubroutineType(types: !14)
!14 = !{null}
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !16)
!16 = !{!17, !18}
!17 = !DISubrange(count: 2)
!18 = !DISubrange(count: 3)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !31)
!20 = !DILocalVariable(name: "arr", scope: !10, file: !1, line: 6, type: !15)
!21 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !6)
!22 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 8, type: !19)
!23 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 9, type: !32)
!24 = !DILocalVariable(name: "e", scope: !10, file: !1, line: 10, type: !36)
!25 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 11, type: !40)
!26 = !DILocalVariable(name: "flex", scope: !10, file: !1, line: 12, type: !42)
!30 = !DILocation(line: 13, column: 1, scope: !10)
!31 = !{!43}
!32 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "bits", file: !1, line: 2, size: 32, elements: !33)
!33 = !{!34, !35}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !32, file: !1, line: 2, baseType: !4, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !32, file: !1, line: 2, baseType: !5, size: 32)
!36 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !1, line: 4, baseType: !4, size: 32, elements: !37)
!37 = !{!38, !39}
!38 = !DIEnumerator(name: "RED", value: 0)
!39 = !DIEnumerator(name: "BLUE", value: -1)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, flags: DIFlagVector, elements: !41)
!41 = !{!44}
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !45)
!43 = !DISubrange(count: 4)
!44 = !DISubrange(count: 8)
!45 = !{!46}
!46 = !DISubrange(count: -1)
