; A kernel with debug information (for debug-test.c).
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) !dbg !10 {
  %x = alloca i32, align 4
    #dbg_declare(ptr %x, !14, !DIExpression(), !13)
    #dbg_value(i32 %n, !15, !DIExpression(), !13)
  store i32 %n, ptr %x, align 4, !dbg !13
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !13
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "debug.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DILocation(line: 2, column: 3, scope: !10)
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 2, type: !4)
!15 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 1, type: !4)
