#!/usr/bin/env python3
"""gen-deep.py N: a kernel whose debug information nests N deep everywhere:
N nested lexical blocks each with an instruction, a chain of N inlining sites,
a typedef chain, a pointer chain and a struct nesting N deep, and a struct
that contains a pointer to itself. Deterministic in N."""
import sys

n = int(sys.argv[1])
md = []
nid = [100]


def new(text):
    nid[0] += 1
    md.append("!%d = %s" % (nid[0], text))
    return nid[0]


w = sys.stdout.write
w('target triple = "spirv64-unknown-unknown"\n\n')
w("define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) !dbg !10 {\n")
# nested blocks: !b1 in !10, !bK in !b(K-1); one instruction in each
scope = 10
blocks = []
for k in range(n):
    scope = new("distinct !DILexicalBlock(scope: !%d, file: !1, line: %d, column: 3)" % (scope, k + 2))
    blocks.append(scope)
locs = [new("!DILocation(line: %d, column: 5, scope: !%d)" % (k + 2, b)) for k, b in enumerate(blocks)]
# a chain of inlining sites: the callee !20 inlined into itself n times
site = None
for k in range(n):
    # the outermost call is in k, the others in f inlined into it
    site = new("distinct !DILocation(line: %d, column: 7, scope: !%s)" % (
        k + 2, "20, inlinedAt: !%d" % site if site else "10"))
inl = new("!DILocation(line: 1, column: 9, scope: !20, inlinedAt: !%d)" % site)
# types: typedefs, pointers and structs n deep, and a self-referencing list
t = 4
for k in range(n):
    t = new('!DIDerivedType(tag: DW_TAG_typedef, name: "t%d", file: !1, line: 1, baseType: !%d)' % (k, t))
typedefs = t
t = 4
for k in range(n):
    t = new("!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !%d, size: 64)" % t)
pointers = t
t = 4
for k in range(n):
    m = new('!DIDerivedType(tag: DW_TAG_member, name: "m", file: !1, line: 1, baseType: !%d, size: 32)' % t)
    t = new('distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s%d", file: !1, line: 1, size: 32, elements: !{!%d})' % (k, m))
structs = t
lst = nid[0] + 1
nxt = nid[0] + 2
ptr = nid[0] + 3
md.append('!%d = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "list", file: !1, line: 1, size: 64, elements: !{!%d})' % (lst, nxt))
md.append('!%d = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !%d, file: !1, line: 1, baseType: !%d, size: 64)' % (nxt, lst, ptr))
md.append("!%d = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !%d, size: 64)" % (ptr, lst))
nid[0] += 3
vars_ = [new('!DILocalVariable(name: "v%d", scope: !10, file: !1, line: 1, type: !%d)' % (k, ty))
         for k, ty in enumerate((typedefs, pointers, structs, lst))]
v = "%x"
for k, loc in enumerate(locs):
    w("  %%a%d = add i32 %s, 1, !dbg !%d\n" % (k, v, loc))
    v = "%%a%d" % k
w("  %%b = mul i32 %s, 3, !dbg !%d\n" % (v, inl))
for var in vars_:
    w("    #dbg_value(i32 %s, !%d, !DIExpression(), !%d)\n" % (v, var, locs[0]))
w("  store i32 %%b, ptr addrspace(1) %%p, align 4, !dbg !%d\n  ret void, !dbg !%d\n}\n\n" % (locs[0], locs[0]))
w("!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!2, !3}\n")
w('!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "gen-deep", isOptimized: true, '
  "runtimeVersion: 0, emissionKind: FullDebug)\n")
w('!1 = !DIFile(filename: "deep.cl", directory: "/src")\n')
w('!2 = !{i32 7, !"Dwarf Version", i32 5}\n!3 = !{i32 2, !"Debug Info Version", i32 3}\n')
w('!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)\n')
w("!10 = distinct !DISubprogram(name: \"k\", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, "
  "spFlags: DISPFlagDefinition, unit: !0)\n")
w("!11 = !DISubroutineType(types: !{null})\n")
w("!20 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, "
  "spFlags: DISPFlagDefinition, unit: !0)\n")
w("\n".join(md) + "\n")
