;; Local variables: llvm.dbg.declare on an alloca and on a byval parameter
;; becomes DebugDeclare of the OpVariable or OpFunctionParameter;
;; llvm.dbg.value and llvm.dbg.assign become DebugValue of the value's id, of a
;; constant, or of OpUndef for poison. Expressions become DebugExpression of
;; DebugOperations. A location list (DIArgList) and an expression with an
;; operation neither set has (DW_OP_LLVM_convert) are left out.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#S_P:]] = OpString "p"
; CHECK-DAG: %[[#S_X:]] = OpString "x"
; CHECK-DAG: %[[#S_N:]] = OpString "n"
; CHECK-DAG: %[[#S_TMP:]] = OpString "tmp"
; CHECK-DAG: %[[#INT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#UNDEF:]] = OpUndef %[[#INT]]
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#INT]] 7{{$}}

; OCL-DAG: %[[#VP:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#S_P]] %[[#]] %[[#]] 2 0 %[[#]] None 1
; OCL-DAG: %[[#VN:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#S_N]] %[[#]] %[[#]] 4 0 %[[#]] None 2
; OCL-DAG: %[[#VX:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#S_X]] %[[#]] %[[#]] 5 0 %[[#]] None
; OCL-DAG: %[[#VT:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#S_TMP]] %[[#]] %[[#]] 6 0 %[[#]] None
; OCL-DAG: %[[#EMPTY:]] = OpExtInst %[[#]] %[[#]] DebugExpression{{$}}
; OCL-DAG: %[[#FRAG:]] = OpExtInst %[[#]] %[[#]] DebugOperation Fragment 0 16
; OCL-DAG: %[[#EFRAG:]] = OpExtInst %[[#]] %[[#]] DebugExpression %[[#FRAG]]
; OCL-DAG: %[[#PLUS:]] = OpExtInst %[[#]] %[[#]] DebugOperation PlusUconst 4
; OCL-DAG: %[[#STACK:]] = OpExtInst %[[#]] %[[#]] DebugOperation StackValue
; OCL-DAG: %[[#EPLUS:]] = OpExtInst %[[#]] %[[#]] DebugExpression %[[#PLUS]] %[[#STACK]]

; NS-DAG: %[[#C2:]] = OpConstant %[[#INT]] 2{{$}}
; NS-DAG: %[[#C4:]] = OpConstant %[[#INT]] 4{{$}}
; NS-DAG: %[[#C16:]] = OpConstant %[[#INT]] 16{{$}}
; NS-DAG: %[[#VN:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#S_N]] %[[#]] %[[#]] %[[#C4]] %[[#]] %[[#]] %[[#]] %[[#C2]]
; NS-DAG: %[[#VX:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#S_X]]
; NS-DAG: %[[#VT:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#S_TMP]]
; NS-DAG: %[[#VP:]] = OpExtInst %[[#]] %[[#]] DebugLocalVariable %[[#S_P]]
; NS-DAG: %[[#EMPTY:]] = OpExtInst %[[#]] %[[#]] DebugExpression{{$}}
; NS-DAG: %[[#FRAG:]] = OpExtInst %[[#]] %[[#]] DebugOperation %[[#]] %[[#]] %[[#C16]]
; NS-DAG: %[[#EFRAG:]] = OpExtInst %[[#]] %[[#]] DebugExpression %[[#FRAG]]
; NS-DAG: %[[#PLUS:]] = OpExtInst %[[#]] %[[#]] DebugOperation %[[#]] %[[#C4]]
; NS-DAG: %[[#EPLUS:]] = OpExtInst %[[#]] %[[#]] DebugExpression %[[#PLUS]] %[[#]]

;; sum: the byval parameter is declared in place
; CHECK: = OpFunction %
; CHECK-NEXT: %[[#PARAM:]] = OpFunctionParameter
; CHECK: DebugDeclare %[[#VP]] %[[#PARAM]] %[[#EMPTY]]

;; vars: values, constants, poison, fragments, a declared alloca
; CHECK: = OpFunction %
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#INT]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#TMP:]] = OpVariable
; CHECK: DebugValue %[[#VN]] %[[#N]] %[[#EMPTY]]
; CHECK: %[[#X:]] = OpShiftLeftLogical %[[#INT]] %[[#N]]
; CHECK: DebugValue %[[#VX]] %[[#X]] %[[#EMPTY]]
; CHECK-NEXT: DebugValue %[[#VX]] %[[#SEVEN]] %[[#EMPTY]]
; CHECK-NEXT: DebugValue %[[#VX]] %[[#UNDEF]] %[[#EMPTY]]
; CHECK-NEXT: DebugValue %[[#VX]] %[[#X]] %[[#EFRAG]]
; CHECK-NEXT: DebugValue %[[#VX]] %[[#X]] %[[#EPLUS]]
; CHECK-NOT: DebugValue
; CHECK: DebugDeclare %[[#VT]] %[[#TMP]] %[[#EMPTY]]
; CHECK: OpStore %[[#TMP]] %[[#X]]
; CHECK: DebugValue %[[#VX]] %[[#X]] %[[#EMPTY]]
; CHECK: OpReturn

target triple = "spirv64-unknown-unknown"

%struct.pair = type { i32, i32 }

define spir_func i32 @sum(ptr byval(%struct.pair) align 4 %p) !dbg !10 {
    #dbg_declare(ptr %p, !15, !DIExpression(), !16)
  %a = load i32, ptr %p, align 4, !dbg !16
  ret i32 %a, !dbg !16
}

define spir_kernel void @vars(ptr addrspace(1) %out, i32 %n) !dbg !20 {
  %tmp = alloca i32, align 4
    #dbg_value(i32 %n, !23, !DIExpression(), !26)
  %x = shl i32 %n, 1, !dbg !26
    #dbg_value(i32 %x, !24, !DIExpression(), !26)
    #dbg_value(i32 7, !24, !DIExpression(), !26)
    #dbg_value(i32 poison, !24, !DIExpression(), !26)
    #dbg_value(i32 %x, !24, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !26)
    #dbg_value(i32 %x, !24, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !26)
    #dbg_value(!DIArgList(i32 %x, i32 %n), !24, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !26)
    #dbg_value(i32 %x, !24, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !26)
    #dbg_declare(ptr %tmp, !25, !DIExpression(), !27)
  store i32 %x, ptr %tmp, align 4, !dbg !27, !DIAssignID !28
    #dbg_assign(i32 %x, !24, !DIExpression(), !28, ptr %tmp, !DIExpression(), !27)
  store i32 %x, ptr addrspace(1) %out, align 4, !dbg !27
  ret void, !dbg !27
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "vars.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 1, size: 64, elements: !7)
!7 = !{!8, !9}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !6, file: !1, line: 1, baseType: !5, size: 32)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !6, file: !1, line: 1, baseType: !5, size: 32, offset: 32)
!10 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{!5, !6}
!15 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 2, type: !6)
!16 = !DILocation(line: 2, column: 20, scope: !10)
!20 = distinct !DISubprogram(name: "vars", scope: !1, file: !1, line: 4, type: !21, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !5}
!23 = !DILocalVariable(name: "n", arg: 2, scope: !20, file: !1, line: 4, type: !5)
!24 = !DILocalVariable(name: "x", scope: !20, file: !1, line: 5, type: !5)
!25 = !DILocalVariable(name: "tmp", scope: !20, file: !1, line: 6, type: !5)
!26 = !DILocation(line: 5, column: 3, scope: !20)
!27 = !DILocation(line: 6, column: 3, scope: !20)
!28 = distinct !DIAssignID()
