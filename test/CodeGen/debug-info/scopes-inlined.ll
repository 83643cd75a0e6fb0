;; Functions, lexical blocks and inlining (clang-19 -O2 -g of the OpenCL C
;; below). A function inlined everywhere keeps its DebugFunction, with
;; DebugInfoNone for the OpFunction in OpenCL.DebugInfo.100; its instructions
;; are in a DebugScope with a chain of DebugInlinedAt (inner in middle in the
;; loop body of scopes). NonSemantic names the OpFunction of a DebugFunction
;; with DebugFunctionDefinition in its entry block instead.
;;   static int inner(int x) { return x * 3; }
;;   static int middle(int x) { int y = inner(x) + 1; return y; }
;;   __attribute__((noinline)) int outer(int x) { return x - 1; }
;;   kernel void scopes(global int *out, int n) {
;;     for (int i = 0; i < n; i++) {
;;       int t = middle(i);
;;       out[i] = outer(t);
;;     }
;;   }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefix=OCL
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefix=NS
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; OCL-DAG: %[[#S_OUTER:]] = OpString "outer"
; OCL-DAG: %[[#S_SCOPES:]] = OpString "scopes"
; OCL-DAG: %[[#S_MIDDLE:]] = OpString "middle"
; OCL-DAG: %[[#S_INNER:]] = OpString "inner"
; OCL-DAG: OpName %[[#F_OUTER:]] "outer"
; OCL-DAG: OpName %[[#F_SCOPES:]] "scopes"
; OCL-DAG: %[[#NONE:]] = OpExtInst %[[#]] %[[#]] DebugInfoNone
; OCL-DAG: %[[#INT:]] = OpExtInst %[[#]] %[[#]] DebugTypeBasic
; OCL-DAG: %[[#FT:]] = OpExtInst %[[#]] %[[#]] DebugTypeFunction None %[[#INT]] %[[#INT]]
; OCL-DAG: %[[#KT:]] = OpExtInst %[[#]] %[[#]] DebugTypeFunction None %[[#]] %[[#]] %[[#INT]]
; OCL-DAG: %[[#D_OUTER:]] = OpExtInst %[[#]] %[[#]] DebugFunction %[[#S_OUTER]] %[[#FT]] %[[#SRC:]] 3 0 %[[#CU:]] %[[#]] FlagIsDefinition|FlagPrototyped|FlagIsOptimized 3 %[[#F_OUTER]]
; OCL-DAG: %[[#D_SCOPES:]] = OpExtInst %[[#]] %[[#]] DebugFunction %[[#S_SCOPES]] %[[#KT]] %[[#SRC]] 4 0 %[[#CU]] %[[#]] FlagIsDefinition|FlagPrototyped|FlagIsOptimized 4 %[[#F_SCOPES]]
; OCL-DAG: %[[#D_MIDDLE:]] = OpExtInst %[[#]] %[[#]] DebugFunction %[[#S_MIDDLE]] %[[#FT]] %[[#SRC]] 2 0 %[[#CU]] %[[#]] FlagIsLocal|FlagIsDefinition|FlagPrototyped|FlagIsOptimized 2 %[[#NONE]]
; OCL-DAG: %[[#D_INNER:]] = OpExtInst %[[#]] %[[#]] DebugFunction %[[#S_INNER]] %[[#FT]] %[[#SRC]] 1 0 %[[#CU]] %[[#]] FlagIsLocal|FlagIsDefinition|FlagPrototyped|FlagIsOptimized 1 %[[#NONE]]
; OCL-DAG: %[[#FOR:]] = OpExtInst %[[#]] %[[#]] DebugLexicalBlock %[[#SRC]] 5 3 %[[#D_SCOPES]]
; OCL-DAG: %[[#FOR2:]] = OpExtInst %[[#]] %[[#]] DebugLexicalBlock %[[#SRC]] 5 3 %[[#FOR]]
; OCL-DAG: %[[#BODY:]] = OpExtInst %[[#]] %[[#]] DebugLexicalBlock %[[#SRC]] 5 31 %[[#FOR2]]
; OCL-DAG: %[[#AT_MIDDLE:]] = OpExtInst %[[#]] %[[#]] DebugInlinedAt 6 %[[#BODY]]{{$}}
; OCL-DAG: %[[#AT_INNER:]] = OpExtInst %[[#]] %[[#]] DebugInlinedAt 2 %[[#D_MIDDLE]] %[[#AT_MIDDLE]]
;; inner's multiplication, in middle's addition, in the loop body
; OCL: DebugScope %[[#D_INNER]] %[[#AT_INNER]]
; OCL-NEXT: DebugValue
; OCL-NEXT: OpLine %[[#]] 1 36
; OCL-NEXT: OpIMul
; OCL-NEXT: DebugScope %[[#D_MIDDLE]] %[[#AT_MIDDLE]]
; OCL-NEXT: OpLine %[[#]] 2 45
; OCL-NEXT: OpIAdd
; OCL-NEXT: DebugValue
; OCL-NEXT: DebugScope %[[#BODY]]{{$}}
; OCL-NEXT: DebugValue
; OCL-NEXT: OpLine %[[#]] 7 14
; OCL-NEXT: OpFunctionCall %[[#]] %[[#F_OUTER]]

; NS-DAG: OpName %[[#F_OUTER:]] "outer"
; NS-DAG: OpName %[[#F_SCOPES:]] "scopes"
; NS-DAG: %[[#D_OUTER:]] = OpExtInst %[[#]] %[[#]] DebugFunction
; NS-DAG: %[[#D_SCOPES:]] = OpExtInst %[[#]] %[[#]] DebugFunction
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#]] DebugInlinedAt %[[#]] %[[#]] %[[#]]
; NS: %[[#F_OUTER]] = OpFunction
; NS-NEXT: OpFunctionParameter
; NS-NEXT: OpLabel
; NS-NEXT: DebugFunctionDefinition %[[#D_OUTER]] %[[#F_OUTER]]
; NS: %[[#F_SCOPES]] = OpFunction
; NS-NEXT: OpFunctionParameter
; NS-NEXT: OpFunctionParameter
; NS-NEXT: OpLabel
; NS-NEXT: DebugFunctionDefinition %[[#D_SCOPES]] %[[#F_SCOPES]]
; NS-NOT: DebugFunctionDefinition

target triple = "spirv64-unknown-unknown"

define spir_func range(i32 -2147483648, 2147483647) i32 @outer(i32 noundef %0) local_unnamed_addr !dbg !8 {
    #dbg_value(i32 %0, !13, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !14)
  %2 = add nsw i32 %0, -1, !dbg !15
  ret i32 %2, !dbg !16
}

define spir_kernel void @scopes(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1) local_unnamed_addr !dbg !17 {
    #dbg_value(ptr addrspace(1) %0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(i32 %1, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(i32 0, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %3 = icmp sgt i32 %1, 0, !dbg !35
  br i1 %3, label %5, label %4, !dbg !36

4:                                                ; preds = %5, %2
  ret void, !dbg !37

5:                                                ; preds = %2, %5
  %6 = phi i32 [ %12, %5 ], [ 0, %2 ]
    #dbg_value(i32 %6, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 %6, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(i32 %6, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %7 = mul nuw nsw i32 %6, 3, !dbg !49
  %8 = add nuw nsw i32 %7, 1, !dbg !50
    #dbg_value(i32 %8, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(i32 %8, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %9 = tail call spir_func i32 @outer(i32 noundef %8), !dbg !52
  %10 = zext nneg i32 %6 to i64, !dbg !53
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10, !dbg !53
  store i32 %9, ptr addrspace(1) %11, align 4, !dbg !54
  %12 = add nuw nsw i32 %6, 1, !dbg !59
    #dbg_value(i32 %12, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %13 = icmp slt i32 %12, %1, !dbg !35
  br i1 %13, label %5, label %4, !dbg !36
}


!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inl.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "outer", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 3, type: !11)
!14 = !DILocation(line: 0, scope: !8)
!15 = !DILocation(line: 3, column: 55, scope: !8)
!16 = !DILocation(line: 3, column: 46, scope: !8)
!17 = distinct !DISubprogram(name: "scopes", scope: !1, file: !1, line: 4, type: !18, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!18 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !19)
!19 = !{null, !20, !11}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!21 = !{!22, !23, !24, !26}
!22 = !DILocalVariable(name: "out", arg: 1, scope: !17, file: !1, line: 4, type: !20)
!23 = !DILocalVariable(name: "n", arg: 2, scope: !17, file: !1, line: 4, type: !11)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 5, type: !11)
!25 = distinct !DILexicalBlock(scope: !17, file: !1, line: 5, column: 3)
!26 = !DILocalVariable(name: "t", scope: !27, file: !1, line: 6, type: !11)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 5, column: 31)
!28 = distinct !DILexicalBlock(scope: !25, file: !1, line: 5, column: 3)
!33 = !DILocation(line: 0, scope: !17)
!34 = !DILocation(line: 0, scope: !25)
!35 = !DILocation(line: 5, column: 21, scope: !28)
!36 = !DILocation(line: 5, column: 3, scope: !25)
!37 = !DILocation(line: 9, column: 1, scope: !17)
!38 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !1, line: 2, type: !11)
!39 = distinct !DISubprogram(name: "middle", scope: !1, file: !1, line: 2, type: !9, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!40 = !{!38, !41}
!41 = !DILocalVariable(name: "y", scope: !39, file: !1, line: 2, type: !11)
!42 = !DILocation(line: 0, scope: !39, inlinedAt: !43)
!43 = distinct !DILocation(line: 6, column: 13, scope: !27)
!44 = !DILocalVariable(name: "x", arg: 1, scope: !45, file: !1, line: 1, type: !11)
!45 = distinct !DISubprogram(name: "inner", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!46 = !{!44}
!47 = !DILocation(line: 0, scope: !45, inlinedAt: !48)
!48 = distinct !DILocation(line: 2, column: 36, scope: !39, inlinedAt: !43)
!49 = !DILocation(line: 1, column: 36, scope: !45, inlinedAt: !48)
!50 = !DILocation(line: 2, column: 45, scope: !39, inlinedAt: !43)
!51 = !DILocation(line: 0, scope: !27)
!52 = !DILocation(line: 7, column: 14, scope: !27)
!53 = !DILocation(line: 7, column: 5, scope: !27)
!54 = !DILocation(line: 7, column: 12, scope: !27)
!59 = !DILocation(line: 5, column: 27, scope: !28)
