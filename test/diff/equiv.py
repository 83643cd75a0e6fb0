"""Equivalence of two llc-spirv binaries on the programs of a difftest run:
the same Csmith output, adaptation and clang-19 IR at -O0/-O2 go through both;
the SPIR-V must be byte-identical and valid for every validator difftest uses.
When it is, the run's results hold for the new binary (RESULTS.md).

    equiv.py OLD-LLC NEW-LLC DIFFTEST-LOG MODE N   (seeds 1..N, minus the log's SKIPs)"""
import filecmp
import os
import re
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import difftest as dt
old, new, log, mode = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
n = int(sys.argv[5])
skipped = {int(m.group(1)) for m in re.finditer(r"^SKIP (\d+)", open(log).read(), re.M)}
def one(seed):
    with tempfile.TemporaryDirectory() as d:
        st, _ = dt.generate(seed, d, mode)
        if st != "ok":
            return seed, "skip-" + st
        res = []
        for opt in (0, 2):
            b = os.path.join(d, "t%d" % opt)
            rc, lg = dt.run(["clang-19", "-w", "-x", "cl", "-cl-std=" + dt.CL_STD[mode], "-target", "spirv64",
                             "-O%d" % opt, "-emit-llvm", "-c", os.path.join(d, "p.cl"), "-o", b + ".bc"])
            if rc != 0:
                return seed, "cl-compile"
            r1, _ = dt.run([old, "-mtriple=spirv64", b + ".bc", "-o", b + ".old.spv"])
            r2, l2 = dt.run([new, "-mtriple=spirv64", b + ".bc", "-o", b + ".new.spv"])
            if r1 != 0 or r2 != 0:
                return seed, "compile-rc %s %s %s" % (r1, r2, dt.first_line(l2 or ""))
            if not filecmp.cmp(b + ".old.spv", b + ".new.spv", shallow=False):
                return seed, "differ -O%d" % opt
            for v in dt.VALIDATORS:
                rc, lg = dt.run(v + [b + ".new.spv"])
                if rc != 0:
                    return seed, "invalid -O%d %s" % (opt, dt.first_line(lg, "."))
        return seed, "same"
seeds = [s for s in range(1, n + 1) if s not in skipped]
counts = {}
with ThreadPoolExecutor(max_workers=2) as pool:
    for seed, r in pool.map(one, seeds):
        counts[r.split()[0]] = counts.get(r.split()[0], 0) + 1
        if r != "same":
            print(seed, r, flush=True)
print(len(seeds), "seeds:", counts, "validators:", len(dt.VALIDATORS), flush=True)
