;; Debug metadata that clang for OpenCL C does not make, or not like this: a
;; namespace scope, DILexicalBlockFile scopes with another file, a pointer to
;; member, a class with a base, a static member and a method, a forward
;; declaration, array bounds that are not counts, a VLA's count that is a
;; variable, a DIStringType, a variant part and a set type among the retained
;; types, an imported entity, a fragment, an argument list, a constant
;; expression, a global's own expression, line 4294967295 and column 65535.
;; Every flavour compiles it and validates. Two things are left out:
;; - DebugDeclare of an alloca of run-time size (an OpVariableLengthArrayINTEL,
;;   not the OpVariable DebugDeclare needs);
;; - in OpenCL.DebugInfo.100, a generic pointer (DWARF address space 4, or one
;;   we do not know) when the module has no GenericPointer capability: the
;;   storage class is an enumerant that needs it, so the pointer is a
;;   DebugTypeBasic stand-in with the Address encoding.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array --spirv-debug-info-version=none %s -o %t.none.spv
; RUN: spirv-val %t.none.spv

; CHECK-NOT: OpCapability GenericPointer
; OCL-DAG: %[[#CPTR:]] = OpString "C *"
; OCL-DAG: %[[#GP:]] = OpString "gp"
; OCL-DAG: %[[#STANDIN:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic %[[#CPTR]] %[[#]] Address
; OCL-DAG: DebugLocalVariable %[[#GP]] %[[#STANDIN]]
; NS-DAG: DebugTypePointer
; CHECK: OpVariableLengthArrayINTEL
; CHECK-NOT: DebugDeclare
; CHECK: OpFunctionEnd

target triple = "spirv64"
@g1 = addrspace(1) global i32 0, !dbg !40
@g2 = addrspace(1) global [4 x i32] zeroinitializer, !dbg !42
@g3 = addrspace(1) global i64 0, !dbg !60
define spir_kernel void @k(ptr addrspace(1) %o, i32 %n) !dbg !5 {
entry:
  %a = alloca i32, i32 %n, align 4
    #dbg_declare(ptr %a, !30, !DIExpression(), !8)
    #dbg_value(i32 %n, !31, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !8)
    #dbg_value(i32 %n, !32, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref, DW_OP_stack_value), !9)
    #dbg_value(!DIArgList(i32 %n, i32 %n), !33, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !10)
    #dbg_value(ptr addrspace(1) @g1, !34, !DIExpression(), !10)
    #dbg_value(i32 poison, !35, !DIExpression(), !10)
    #dbg_value(i64 ptrtoint (ptr addrspace(1) @g1 to i64), !36, !DIExpression(), !10)
    #dbg_value(float 1.0, !37, !DIExpression(), !10)
    #dbg_value(<2 x i32> <i32 1, i32 2>, !38, !DIExpression(), !10)
  store i32 %n, ptr addrspace(1) %o, !dbg !8
  store i32 %n, ptr %a, !dbg !9
  call void @callee(), !dbg !11
  ret void, !dbg !10
}
define spir_func void @callee() !dbg !50 {
  ret void, !dbg !51
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "p", emissionKind: FullDebug, retainedTypes: !70, globals: !44, imports: !80)
!1 = !DIFile(filename: "a.cl", directory: "/d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DINamespace(name: "ns", scope: null)
!5 = distinct !DISubprogram(name: "k", scope: !4, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !21, null}
!8 = !DILocation(line: 2, column: 1, scope: !12)
!9 = !DILocation(line: 3, column: 1, scope: !13)
!10 = !DILocation(line: 4294967295, column: 65535, scope: !5)
!11 = !DILocation(line: 5, column: 1, scope: !14)
!12 = !DILexicalBlockFile(scope: !5, file: !15, discriminator: 3)
!13 = distinct !DILexicalBlock(scope: !12, file: !15, line: 9, column: 9)
!14 = !DILexicalBlockFile(scope: !13, file: !1, discriminator: 0)
!15 = !DIFile(filename: "/abs/other.h", directory: "/ignored")
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !20, size: 64, extraData: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", file: !1, line: 1, size: 64, elements: !23, identifier: "_ZTS1C")
!23 = !{!24, !25, !26, !27}
!24 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !22, baseType: !28, flags: DIFlagPublic)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !22, file: !1, line: 1, baseType: !20, size: 32, flags: DIFlagStaticMember)
!26 = !DISubprogram(name: "meth", scope: !22, file: !1, line: 2, type: !6, spFlags: 0)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !22, file: !1, line: 1, baseType: !29, size: 64, offset: 0)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !1, line: 1, size: 0, flags: DIFlagFwdDecl, identifier: "_ZTS1B")
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, elements: !39)
!30 = !DILocalVariable(name: "vla", scope: !13, file: !1, line: 2, type: !45)
!31 = !DILocalVariable(name: "frag", scope: !5, file: !1, line: 2, type: !20)
!32 = !DILocalVariable(name: "e", scope: !13, file: !1, line: 3, type: !20)
!33 = !DILocalVariable(name: "lst", scope: !5, file: !1, line: 3, type: !20)
!34 = !DILocalVariable(name: "gp", scope: !5, file: !1, line: 3, type: !46)
!35 = !DILocalVariable(name: "gone", scope: !5, file: !1, line: 3, type: !20)
!36 = !DILocalVariable(name: "cexpr", scope: !5, file: !1, line: 3, type: !47)
!37 = !DILocalVariable(name: "f", scope: !5, file: !1, line: 3, type: !48)
!38 = !DILocalVariable(name: "v2", scope: !5, file: !1, line: 3, type: !49)
!39 = !{!55, !56}
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression(DW_OP_plus_uconst, 4))
!41 = distinct !DIGlobalVariable(name: "g1", linkageName: "_ZN2ns2g1E", scope: !4, file: !1, line: 7, type: !20, isLocal: false, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "g2", scope: !13, file: !1, line: 8, type: !29, isLocal: true, isDefinition: true)
!44 = !{!40, !42, !60, !62}
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, elements: !57)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, dwarfAddressSpace: 9)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 64, flags: DIFlagVector, elements: !58)
!50 = distinct !DISubprogram(name: "callee", scope: !22, file: !1, line: 20, type: !52, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !0, declaration: !26)
!51 = !DILocation(line: 21, column: 1, scope: !50)
!52 = !DISubroutineType(types: !53)
!53 = !{null}
!55 = !DISubrange(count: 2, lowerBound: 1)
!56 = !DISubrange(lowerBound: 0, upperBound: 3)
!57 = !{!59}
!58 = !{!65}
!59 = !DISubrange(count: !30)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "g3", scope: !0, file: !1, line: 9, type: !66, isLocal: false, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression(DW_OP_constu, 42, DW_OP_stack_value))
!63 = distinct !DIGlobalVariable(name: "constant_only", scope: !0, file: !1, line: 10, type: !20, isLocal: true, isDefinition: true)
!65 = !DISubrange(count: 2)
!66 = !DIStringType(name: "character(10)", size: 80)
!70 = !{!22, !71, !72}
!71 = !DICompositeType(tag: DW_TAG_variant_part, scope: !22, file: !1, size: 32, elements: !53)
!72 = !DIDerivedType(tag: DW_TAG_set_type, name: "s", baseType: !20, size: 32)
!80 = !{!81}
!81 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !4, file: !1, line: 11)
