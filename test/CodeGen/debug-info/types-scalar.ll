;; Basic, pointer, qualified and typedef types of variables. SPIRV-Tools 2023.1
;; accepts only a DebugTypeBasic as the base of DebugTypePointer,
;; DebugTypeQualifier and DebugTypedef: a pointer to a typedef points to a
;; basic type that has the typedef's name and the underlying encoding, a pointer
;; to a struct to a basic type named after the struct, with its size; a
;; qualifier of a pointer is left out. The storage class of a pointer is its
;; DWARF address space.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefix=OCL
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefix=NS
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; OCL-DAG: %[[#S_INT:]] = OpString "int"
; OCL-DAG: %[[#S_UCHAR:]] = OpString "unsigned char"
; OCL-DAG: %[[#S_BOOL:]] = OpString "bool"
; OCL-DAG: %[[#S_DOUBLE:]] = OpString "double"
; OCL-DAG: %[[#S_UINT:]] = OpString "uint_t"
; OCL-DAG: %[[#S_NODE:]] = OpString "node"
; OCL-DAG: %[[#U32:]] = OpTypeInt 32 0
; OCL-DAG: %[[#C8:]] = OpConstant %[[#U32]] 8{{$}}
; OCL-DAG: %[[#C32:]] = OpConstant %[[#U32]] 32{{$}}
; OCL-DAG: %[[#C64:]] = OpConstant %[[#U32]] 64{{$}}
; OCL-DAG: %[[#C96:]] = OpConstant %[[#U32]] 96{{$}}
; OCL-DAG: %[[#INT:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_INT]] %[[#C32]] Signed
; OCL-DAG: %[[#UCHAR:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_UCHAR]] %[[#C8]] UnsignedChar
; OCL-DAG: %[[#BOOL:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_BOOL]] %[[#C8]] Boolean
; OCL-DAG: %[[#DOUBLE:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_DOUBLE]] %[[#C64]] Float
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypePointer %[[#INT]] CrossWorkgroup None
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypePointer %[[#UCHAR]] Workgroup None
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypePointer %[[#INT]] UniformConstant None
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypePointer %[[#INT]] Function None
; OCL-DAG: %[[#GEN:]] = OpExtInst %[[#]] %[[#]] DebugTypePointer %[[#INT]] Generic None
; OCL-DAG: %[[#CONSTINT:]] = OpExtInst %[[#]] %[[#]] DebugTypeQualifier %[[#INT]] ConstType
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeQualifier %[[#DOUBLE]] VolatileType
; OCL-DAG: %[[#UINTB:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_UINT]] %[[#C32]] Unsigned
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypePointer %[[#UINTB]] CrossWorkgroup None
; OCL-DAG: %[[#S_UINTB:]] = OpString "unsigned int"
; OCL-DAG: %[[#UINTBASE:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_UINTB]] %[[#C32]] Unsigned
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypedef %[[#S_UINT]] %[[#UINTBASE]] %[[#]] 1 0 %[[#]]
; OCL-DAG: %[[#NODEB:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_NODE]] %[[#C96]] Unspecified
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypePointer %[[#NODEB]] CrossWorkgroup None
;; restrict on a pointer: the pointer itself
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#]] %[[#GEN]]
; OCL-NOT: RestrictType

; NS-DAG: %[[#S_INT:]] = OpString "int"
; NS-DAG: %[[#U32:]] = OpTypeInt 32 0
; NS-DAG: %[[#C0:]] = OpConstant %[[#U32]] 0{{$}}
; NS-DAG: %[[#C4:]] = OpConstant %[[#U32]] 4{{$}}
; NS-DAG: %[[#C5:]] = OpConstant %[[#U32]] 5{{$}}
; NS-DAG: %[[#C32:]] = OpConstant %[[#U32]] 32{{$}}
; NS-DAG: %[[#INT:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#S_INT]] %[[#C32]] %[[#C4]] %[[#C0]]
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypePointer %[[#INT]] %[[#C5]] %[[#C0]]
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugTypeQualifier %[[#INT]] %[[#C0]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(2) %c, ptr addrspace(1) %u, ptr addrspace(1) %n) !dbg !10 {
  %p = alloca ptr, align 8
  %r = alloca ptr addrspace(4), align 8
  %b = alloca i8, align 1
  %ci = alloca i32, align 4
  %vd = alloca double, align 8
    #dbg_value(ptr addrspace(1) %g, !20, !DIExpression(), !30)
    #dbg_value(ptr addrspace(3) %l, !21, !DIExpression(), !30)
    #dbg_value(ptr addrspace(2) %c, !22, !DIExpression(), !30)
    #dbg_value(ptr addrspace(1) %u, !23, !DIExpression(), !30)
    #dbg_value(ptr addrspace(1) %n, !24, !DIExpression(), !30)
    #dbg_declare(ptr %p, !25, !DIExpression(), !30)
    #dbg_declare(ptr %r, !26, !DIExpression(), !30)
    #dbg_declare(ptr %b, !27, !DIExpression(), !30)
    #dbg_declare(ptr %ci, !28, !DIExpression(), !30)
    #dbg_declare(ptr %vd, !29, !DIExpression(), !30)
    #dbg_value(i32 7, !35, !DIExpression(), !30)
  store i8 1, ptr %b, align 1, !dbg !30
  ret void, !dbg !30
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "types.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_t", file: !1, line: 1, baseType: !9)
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 2, size: 96, elements: !12)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 3)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 2)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!20 = !DILocalVariable(name: "g", arg: 1, scope: !10, file: !1, line: 3, type: !14)
!21 = !DILocalVariable(name: "l", arg: 2, scope: !10, file: !1, line: 3, type: !15)
!22 = !DILocalVariable(name: "c", arg: 3, scope: !10, file: !1, line: 3, type: !16)
!23 = !DILocalVariable(name: "u", arg: 4, scope: !10, file: !1, line: 3, type: !17)
!24 = !DILocalVariable(name: "n", arg: 5, scope: !10, file: !1, line: 3, type: !18)
!25 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 4, type: !19)
!26 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 5, type: !31)
!27 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 6, type: !6)
!28 = !DILocalVariable(name: "ci", scope: !10, file: !1, line: 7, type: !32)
!29 = !DILocalVariable(name: "vd", scope: !10, file: !1, line: 8, type: !34)
!30 = !DILocation(line: 9, column: 1, scope: !10)
!31 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 4)
!34 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!35 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 8, type: !8)
