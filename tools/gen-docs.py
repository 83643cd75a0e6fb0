#!/usr/bin/env python3
"""Regenerate the tables of docs/user-guide.md from the code, so they cannot drift.

The guide has marked sections:
    <!-- BEGIN GENERATED: extensions -->  ...  <!-- END GENERATED: extensions -->
(also: types, intrinsics, builtins). This script rewrites what is between the
markers from lib/extensions.def, lib/types.c, lib/intrin.def and the B(...)
rows of every lib/*.def (builtins.def and the area files: atomics, vmem, images).

    tools/gen-docs.py           rewrite docs/user-guide.md in place
    tools/gen-docs.py --check   exit 1 if it is not current, or if an option of
                                the command line (llc-spirv/main.c) is missing
                                from the guide or from the man page
    --guide=PATH, --man=PATH    check other copies (the tests use this)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUIDE = os.path.join(ROOT, "docs", "user-guide.md")
MAN = os.path.join(ROOT, "docs", "llc-spirv.1")


def read(rel):
    with open(os.path.join(ROOT, rel)) as f:
        return f.read()


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def unquote(s):
    s = s.strip()
    if s == "NULL":
        return None
    if s.startswith('"') and s.endswith('"'):
        return s[1:-1]
    return s


def op(s):
    """SpvOpIAdd -> OpIAdd; other values as they are."""
    return s[3:] if s and s.startswith("SpvOp") else s


def rows(text, macro, nargs):
    """The argument lists of every `macro(...)` row of a .def file."""
    out = []
    for m in re.finditer(r"^\s*%s\((.*)\)\s*$" % macro, strip_comments(text), re.M):
        args = [a.strip() for a in re.findall(r'"[^"]*"|[^,]+', m.group(1))]
        if len(args) != nargs:
            sys.exit("gen-docs: cannot read row %s(%s)" % (macro, m.group(1)))
        out.append(args)
    return out


def table(header, body):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in body]
    return "\n".join(lines)


EXT_STATUS = {"IMPLEMENTED": "implemented", "ACCEPTED": "accepted", "VULKAN": "Vulkan only"}
EXT_ENVS = {"CL": "OpenCL", "VK": "Vulkan", "CL_VK": "OpenCL, Vulkan"}


def extensions():
    body = []
    for name, status, envs in rows(read("lib/extensions.def"), "X", 3):
        if status not in EXT_STATUS or envs not in EXT_ENVS:
            sys.exit("gen-docs: extensions.def row %s: unknown status or environments" % name)
        body.append(["`%s`" % name, EXT_STATUS[status], EXT_ENVS[envs]])
    return table(["extension", "status", "environments"], body)


TYPE_NOTES = {
    "Image": "`target(\"spirv.Image\", T, dim, depth, arrayed, ms, sampled, format[, access])`: "
             "`OpTypeImage` with those operands (T `void` or the sampled type)",
    "SampledImage": "same parameters as `spirv.Image`; `OpTypeSampledImage` of that image",
    "Pipe": "`target(\"spirv.Pipe\", access)`: `OpTypePipe` with the access qualifier",
}


def types():
    names = []
    for n in re.findall(r'"spirv\.(\w+)"', read("lib/types.c")):
        if n not in names:
            names.append(n)
    body = [["`target(\"spirv.%s\")`" % n, "`OpType%s`" % n, TYPE_NOTES.get(n, "no parameters")]
            for n in names]
    return table(["LLVM type", "SPIR-V type", "parameters"], body)


REDUCE = {"1": "fmax", "2": "fmin", "3": "s_max", "4": "s_min", "5": "u_max", "6": "u_min",
          "7": "NaN-propagating max", "8": "NaN-propagating min"}


def intrinsic(kind, ocl, arg):
    if kind in ("OCL", "SOCL", "UOCL"):
        return "OpenCL.std `%s`" % ocl
    if kind == "OCL1":
        return "OpenCL.std `%s` on the first operand" % ocl
    if kind == "CORE":
        return "`%s`" % op(arg)
    if kind == "OVF":
        return "`%s` and an overflow test" % op(arg)
    if kind == "REDUCE":
        return "lane-by-lane reduction: %s" % ("`%s`" % op(arg) if arg.startswith("SpvOp")
                                             else REDUCE.get(arg, arg))
    if kind == "FMINMAX":
        return "NaN-propagating %s, -0 < +0" % ("maximum" if arg == "1" else "minimum")
    if kind == "PASS0":
        return "the first operand, unchanged"
    if kind == "DROP":
        return "nothing (dropped)"
    if kind == "STACK":
        return ("`%s` with SPV_INTEL_variable_length_array in a function with a run-time sized alloca; "
                "else %s" % (("OpSaveMemoryINTEL", "undef") if arg == "1" else ("OpRestoreMemoryINTEL", "nothing")))
    return "open-coded (%s)" % kind.lower()


def intrinsics():
    body = [["`llvm.%s`" % unquote(n), intrinsic(k, unquote(o), a.strip())]
            for n, k, o, a in rows(read("lib/intrin.def"), "I", 4)]
    return table(["intrinsic", "lowering"], body)


FAMILIES = {
    # builtins.def
    "WI": lambda a, b: "`BuiltIn %s`, component by dimension (%s outside 0-2)" % (a, b),
    "WIS": lambda a, b: "`BuiltIn %s`" % a,
    "OCL": lambda a, b: "OpenCL.std `%s`" % a,
    "OCLI": lambda a, b: "OpenCL.std `s_%s` / `u_%s`" % (a, a) + ("; floats: `%s`" % b if b else ""),
    "OCLF": lambda a, b: ("OpenCL.std `%s`; integers: `s_%s` / `u_%s`" % (a, b, b)) if b
                         else "OpenCL.std `%s`" % a,
    "REL": lambda a, b: "`%s`, as 1/0 (scalar) or -1/0 (vector)" % op(a),
    "TEST": lambda a, b: "`%s`, as 1/0 (scalar) or -1/0 (vector)" % op(a),
    "ANYALL": lambda a, b: "`Op%s` of the sign bits" % a.capitalize(),
    "DOT": lambda a, b: "`OpDot` (`OpFMul` for scalars)",
    "BARRIER": lambda a, b: "`OpControlBarrier`",
    "MEMFENCE": lambda a, b: "`OpMemoryBarrier`",
}


def builtin(fam, a, b):
    if fam in FAMILIES:
        return FAMILIES[fam](a, b)
    # the families of the area files (atomics.c, vmem.c, images.c) are
    # described in those files; name the family and its operands
    args = ", ".join("`%s`" % op(x) for x in (a, b) if x)
    return fam.lower() + (" " + args if args else "")


def builtins():
    """The B(...) rows of every lib/*.def, by name; the file says which area lowers it."""
    body = []
    for path in sorted(os.listdir(os.path.join(ROOT, "lib"))):
        if not path.endswith(".def"):
            continue
        for n, f, a, b in rows(read("lib/" + path), "B", 4):
            body.append((unquote(n), path[:-4], builtin(f, unquote(a), unquote(b))))
    body.sort()
    return table(["builtin", "area", "lowering"], [["`%s`" % n, w, l] for n, w, l in body])


SECTIONS = {"extensions": extensions, "types": types, "intrinsics": intrinsics, "builtins": builtins}


def generate(text):
    for name, fn in SECTIONS.items():
        pat = re.compile(r"(<!-- BEGIN GENERATED: %s -->\n).*?(<!-- END GENERATED: %s -->)" % (name, name), re.S)
        if not pat.search(text):
            sys.exit("gen-docs: docs/user-guide.md has no GENERATED section '%s'" % name)
        body = fn()
        text = pat.sub(lambda m: m.group(1) + body + "\n" + m.group(2), text)
    return text


def cli_options():
    """Every option the usage text of llc-spirv/main.c names."""
    usage = re.search(r"usage\[\] =(.*?);\n", read("llc-spirv/main.c"), re.S).group(1)
    found = re.findall(r"(?:(?<=\s)|(?<=[(\[\"]))(--?[a-zO][\w-]*)(?![\w-])", usage)
    return sorted(set(found) - {"-vendor", "-os", "-env"})  # parts of the triple syntax


def main():
    global GUIDE, MAN
    for a in sys.argv[1:]:
        if a.startswith("--guide="):
            GUIDE = a[8:]
        elif a.startswith("--man="):
            MAN = a[6:]
    with open(GUIDE) as f:
        old = f.read()
    new = generate(old)
    if "--check" not in sys.argv[1:]:
        if new != old:
            with open(GUIDE, "w") as f:
                f.write(new)
        return 0
    bad = 0
    if new != old:
        print("gen-docs: docs/user-guide.md tables are out of date with lib/*.def; "
              "run `make docs` (python3 tools/gen-docs.py)")
        bad = 1
    with open(MAN) as f:
        man = f.read().replace("\\-", "-")
    for o in cli_options():
        for where, text in (("docs/user-guide.md", old), ("docs/llc-spirv.1", man)):
            if o not in text:
                print("gen-docs: option %s is not documented in %s" % (o, where))
                bad = 1
    if not bad:
        print("gen-docs: docs are current")
    return bad


if __name__ == "__main__":
    sys.exit(main())
