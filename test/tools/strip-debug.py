#!/usr/bin/env python3
"""strip-debug.py A.spv B.spv: are two SPIR-V modules the same code?

Issue 15: debug information never changes the code. Both modules are
disassembled; the debug instructions (names, strings, sources, lines, the
OpenCL.DebugInfo.100 and NonSemantic.Shader.DebugInfo sets and their
extension) are dropped, then types and constants that nothing else uses any
more. Ids are renamed so that numbering does not matter: types and constants
after their structure, every other result in order of definition. The two
listings must then be equal, version and capabilities included.

Prints the first differences and exits 1 when they differ.
"""
import re
import subprocess
import sys

DEBUG_OPS = {"OpString", "OpSource", "OpSourceContinued", "OpSourceExtension", "OpName",
             "OpMemberName", "OpModuleProcessed", "OpLine", "OpNoLine"}
DEBUG_SETS = ("OpenCL.DebugInfo.100", "NonSemantic.Shader.DebugInfo.")
ID = re.compile(r"%(\d+)")


def listing(path):
    text = subprocess.run(["spirv-dis", "--raw-id", path], check=True, capture_output=True,
                          text=True).stdout
    version = [l for l in text.splitlines() if l.startswith("; Version")]
    insts = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        result = None
        m = re.match(r"%(\d+) = (.*)", line)
        if m:
            result, line = m.group(1), m.group(2)
        insts.append([result, line])
    return version, insts


def strip(insts):
    sets = {r for r, l in insts if l.startswith("OpExtInstImport") and any(s in l for s in DEBUG_SETS)}
    out = []
    for r, l in insts:
        op = l.split()[0]
        if op in DEBUG_OPS or r in sets or l == 'OpExtension "SPV_KHR_non_semantic_info"':
            continue
        if op == "OpExtInst" and ID.findall(l)[1] in sets:
            continue
        out.append([r, l])
    # types and constants only debug instructions used
    module_level = lambda l: l.startswith(("OpType", "OpConstant", "OpUndef", "OpSpecConstant"))
    infunc = False
    level = []
    for r, l in out:
        if l.startswith("OpFunction "):
            infunc = True
        level.append(not infunc and module_level(l))
        if l.startswith("OpFunctionEnd"):
            infunc = False
    while True:
        used = set()
        for (r, l), lv in zip(out, level):
            used.update(ID.findall(l))
        keep = [not (lv and r and r not in used) for (r, l), lv in zip(out, level)]
        if all(keep):
            return out, level
        out = [x for x, k in zip(out, keep) if k]
        level = [x for x, k in zip(level, keep) if k]


def canonical(insts, level):
    names = {}
    for (r, l), lv in zip(insts, level):
        if lv and r:
            names[r] = "T(" + ID.sub(lambda m: names.get(m.group(1), "?" + m.group(1)), l) + ")"
    n = 0
    for (r, l), lv in zip(insts, level):
        if r and not lv:
            n += 1
            names[r] = "v%d" % n
    rename = lambda l: ID.sub(lambda m: names.get(m.group(1), "?" + m.group(1)), l)
    decls = sorted(names[r] for (r, l), lv in zip(insts, level) if lv and r)
    body = [(names[r] + " = " if r else "") + rename(l) for (r, l), lv in zip(insts, level) if not lv]
    return decls + body


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    (va, a), (vb, b) = listing(sys.argv[1]), listing(sys.argv[2])
    ca, cb = canonical(*strip(a)), canonical(*strip(b))
    if va == vb and ca == cb:
        return 0
    print("strip-debug.py: %s and %s differ beyond debug information" % (sys.argv[1], sys.argv[2]))
    if va != vb:
        print("  versions: %s / %s" % (va, vb))
    shown = 0
    for i in range(max(len(ca), len(cb))):
        x = ca[i] if i < len(ca) else "<none>"
        y = cb[i] if i < len(cb) else "<none>"
        if x != y:
            print("  %d: %s\n  %d: %s" % (i, x, i, y))
            shown += 1
            if shown == 5:
                break
    return 1


if __name__ == "__main__":
    sys.exit(main())
