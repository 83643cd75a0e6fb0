#!/usr/bin/env python3
"""gen-text.py N: a kernel whose file embeds a text of N bytes 0x80 (UTF-8
continuation bytes that start no character), so no OpString-sized piece of it
ends on a character boundary (source-text-bytes.test)."""
import sys

MODULE = '''target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %o) !dbg !5 {
  store i32 1, ptr addrspace(1) %o, align 4, !dbg !8
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "gen-text.py", emissionKind: FullDebug)
!1 = !DIFile(filename: "bytes.cl", directory: "/src", source: "TEXT")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 1, column: 1, scope: !5)'''

print(MODULE.replace("TEXT", "\\80" * int(sys.argv[1])))
