#!/usr/bin/env python3
"""Rewrite LLVM IR text from clang 22's HLSL front end so that LLVM 19 reads it.

usage: hlsl-ir-for-llvm19.py IN.ll [OUT.ll]   (OUT defaults to standard output)

Newer LLVM prints a few attributes, flags and intrinsic signatures that LLVM 19's
parser does not know. Each rewrite below keeps the meaning that matters to a
SPIR-V code generator (the instructions, types, intrinsic calls and the
attributes llc-spirv reads are untouched):
  - memory(...) effects on target memory locations (target_mem0: none, ...) are
    dropped: LLVM 19 knows only argmem, inaccessiblemem and the default;
  - `captures(none)` becomes `nocapture`, other `captures(...)` are dropped;
  - `nocreateundeforpoison`, `initializes((0, 4))`, `dead_on_return` and
    `dead_on_unwind` are dropped (optimisation hints only);
  - `icmp samesign` loses `samesign` (a poison-generating hint);
  - fast-math flags on fpext/fptrunc are dropped (19 allows them only on
    floating-point arithmetic, calls, phi and select);
  - llvm.lifetime.start/end take (i64 size, ptr) in 19 but only (ptr) in 22: the
    size -1 ("unknown") is put back, in calls and declarations;
  - the `!llvm.errno.tbaa` named metadata (new in 22) is dropped.
A rewrite that does not apply does nothing, so the script is idempotent.
"""
import re
import sys


def drop_target_mem(m):
    parts = [p.strip() for p in m.group(1).split(",")]
    keep = [p for p in parts if not re.match(r"target_mem\d+\s*:", p)]
    if not keep:
        return "memory(none)"
    return "memory(" + ", ".join(keep) + ")"


FP_FLAGS = r"(?:(?:fast|reassoc|nnan|ninf|nsz|arcp|contract|afn)\s+)+"

REWRITES = [
    (re.compile(r"memory\(([^()]*)\)"), drop_target_mem),
    (re.compile(r"\bcaptures\(none\)"), "nocapture"),
    (re.compile(r"\s*\bcaptures\([^()]*\)"), ""),
    (re.compile(r"\s*\bnocreateundeforpoison\b"), ""),
    (re.compile(r"\s*\binitializes\(\([^()]*\)(?:,\s*\([^()]*\))*\)"), ""),
    (re.compile(r"\s*\bdead_on_return\b"), ""),
    (re.compile(r"\s*\bdead_on_unwind\b"), ""),
    (re.compile(r"\bicmp samesign\b"), "icmp"),
    (re.compile(r"\b(fpext|fptrunc) " + FP_FLAGS), r"\1 "),
    # calls: @llvm.lifetime.start.p0(ptr %x) -> (i64 -1, ptr %x)
    (re.compile(r"(@llvm\.lifetime\.(?:start|end)\.p\d+\()(ptr\b)"),
     r"\1i64 -1, \2"),
]

# declarations: declare void @llvm.lifetime.start.p0(i64 -1, ptr ...) came out
# of the call rewrite above; a declaration takes `i64 immarg` instead.
DECL_FIX = re.compile(r"^(declare .*@llvm\.lifetime\.(?:start|end)\.p\d+\()i64 -1, ")


def rewrite(text):
    out = []
    for line in text.splitlines():
        if line.startswith("!llvm.errno.tbaa"):
            continue
        for pat, rep in REWRITES:
            line = pat.sub(rep, line)
        line = DECL_FIX.sub(r"\1i64 immarg, ", line)
        out.append(line)
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) not in (2, 3):
        sys.stderr.write(__doc__)
        return 2
    with open(sys.argv[1]) as f:
        text = rewrite(f.read())
    if len(sys.argv) == 3:
        with open(sys.argv[2], "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
