#!/usr/bin/env python3
"""Benchmark llc-spirv against the parse floor (issue 5).

For each corpus size it runs, several times and interleaved (round-robin, so
that machine drift hits every tool alike):

  floor.bc / floor.ll   bench/parse-floor: LLVM-C parse + one visit per instruction
  nv.bc / nv.ll         llc-spirv --no-verify
  floor.g / g.bc        the parse floor and llc-spirv --no-verify on the module
                        built with -g (debug information, OpenCL.DebugInfo.100;
                        issue 15 wants g.bc within 2x of nv.bc)
  v.bc                  llc-spirv --verify (LLVM verifier + in-process spirv-val)
  val                   standalone spirv-val on nv.bc's output
  tr                    llvm-spirv-15 on the clang-15 bitcode (when installed)

The Vulkan rung (sizes vk-medium and vk-large, bench/gen-vulkan.py: one large
compute shader of loops, branches and buffer accesses for
spirv-unknown-vulkan1.3-compute) runs the floors, nv.*, v.bc and val (with
--target-env vulkan1.3); its two sizes show whether structurization stays
linear.

and reports median wall time, CPU time, peak RSS (os.wait4 of the child), the
ratio to the floor of the same input format, ms per 1k LLVM instructions,
SPIR-V words per LLVM instruction and output size against llvm-spirv-15.
--callgrind adds instruction counts (valgrind --tool=callgrind), which do
not depend on machine load; the targets are checked on both.

Writes bench/results/latest.{csv,txt} (and a dated copy of the CSV) for a run of
the whole ladder, partial.{csv,txt} for a run of some sizes.
usage: run.py [--sizes small,medium] [--runs 5] [--callgrind] [--build DIR]
"""
import argparse
import csv
import datetime
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SIZES = ["small", "medium", "large", "huge", "vk-medium", "vk-large"]
VK_SIZES = ["vk-medium", "vk-large"]
VK_TOOLS = ["floor.bc", "floor.ll", "nv.bc", "nv.ll", "v.bc", "val"]
TOOLS = ["floor.bc", "floor.ll", "floor.g", "nv.bc", "nv.ll", "g.bc", "v.bc", "val", "tr"]
DESC = {
    "floor.bc": "parse-floor .bc",
    "floor.ll": "parse-floor .ll",
    "floor.g": "parse-floor -g .bc",
    "nv.bc": "llc-spirv --no-verify .bc",
    "nv.ll": "llc-spirv --no-verify .ll",
    "g.bc": "llc-spirv --no-verify -g .bc",
    "v.bc": "llc-spirv --verify .bc",
    "val": "spirv-val (standalone)",
    "tr": "llvm-spirv-15 (LLVM 15 .bc)",
}


def die(msg):
    sys.exit("bench: " + msg)


def need(prog, why):
    if not shutil.which(prog):
        die("%s not found (%s); run tools/install-deps.sh bench as root" % (prog, why))


def build_floor(build):
    """Compile bench/parse-floor.c against LLVM 19 into the build directory."""
    src = os.path.join(HERE, "parse-floor.c")
    exe = os.path.join(build, "bench", "parse-floor")
    if os.path.exists(exe) and os.path.getmtime(exe) >= os.path.getmtime(src):
        return exe
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    if shutil.which("llvm-config-19"):
        flags = subprocess.run(["llvm-config-19", "--cflags", "--ldflags", "--libs"],
                               check=True, stdout=subprocess.PIPE, text=True).stdout.split()
    else:
        flags = ["-I/usr/lib/llvm-19/include", "-L/usr/lib/llvm-19/lib", "-lLLVM-19"]
    cc = os.environ.get("CC", "cc")
    subprocess.run([cc, "-O2", "-o", exe, src] + flags, check=True)
    return exe


def command(tool, size, corpus, tmp, exe):
    bc = os.path.join(corpus, size + ".bc")
    ll = os.path.join(corpus, size + ".ll")
    out = os.path.join(tmp, size + "." + tool + ".spv")
    nvout = os.path.join(tmp, size + ".nv.bc.spv")
    return {
        "floor.bc": [exe["floor"], bc],
        "floor.ll": [exe["floor"], ll],
        "floor.g": [exe["floor"], os.path.join(corpus, size + ".g.bc")],
        "nv.bc": [exe["llc"], "--no-verify", bc, "-o", out],
        "nv.ll": [exe["llc"], "--no-verify", ll, "-o", out],
        "g.bc": [exe["llc"], "--no-verify", os.path.join(corpus, size + ".g.bc"), "-o", out],
        "v.bc": [exe["llc"], "--verify", bc, "-o", out],
        "val": ["spirv-val"] + (["--target-env", "vulkan1.3"] if size in VK_SIZES else []) + [nvout],
        "tr": ["llvm-spirv-15", os.path.join(corpus, size + ".15.bc"), "-o", out],
    }[tool], out


def timed(cmd):
    """Run cmd; return (wall s, cpu s, peak RSS KiB, exit status, stdout+stderr)."""
    with tempfile.TemporaryFile() as log:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        log.seek(0)
        text = log.read().decode(errors="replace")
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss, p.returncode, text


def callgrind(cmd, outfile):
    """Instructions executed by cmd (valgrind --tool=callgrind), or None if it failed."""
    r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + outfile] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode:
        return None
    return count(outfile)


def count(outfile):
    with open(outfile) as f:
        for line in f:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    return None


def uptodate(out, cmd):
    """A callgrind profile newer than the program and its input (for --reuse-callgrind)."""
    if not os.path.exists(out):
        return False
    prog = shutil.which(cmd[0]) or cmd[0]
    inputs = [prog] + [x for x in cmd[1:] if os.path.exists(x) and not x.endswith(".spv")]
    return all(os.path.getmtime(x) <= os.path.getmtime(out) for x in inputs)


def fmt(v, spec, none="-"):
    return none if v is None else format(v, spec)


def ratio(a, b):
    return a / b if a is not None and b else None


def rnd(x, n):
    return None if x is None else round(x, n)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default=",".join(SIZES))
    ap.add_argument("--tools", default=",".join(TOOLS), help="subset of " + ",".join(TOOLS))
    ap.add_argument("--runs", type=int, default=5, help="timed runs per tool (huge: at most 3)")
    ap.add_argument("--callgrind", action="store_true", help="also count instructions with callgrind")
    ap.add_argument("--callgrind-tools", help="tools to count (default: all but tr; at huge only floor.bc,nv.bc,"
                    " since callgrind is ~50x slower)")
    ap.add_argument("--reuse-callgrind", action="store_true",
                    help="take counts from profiles in BUILD/bench newer than the program and input")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--corpus", default=os.path.join(HERE, "corpus"))
    ap.add_argument("--results", default=os.path.join(HERE, "results"))
    ap.add_argument("--no-gen", action="store_true", help="use the corpus as it is")
    a = ap.parse_args()
    sizes = [s for s in a.sizes.split(",") if s]
    tools = [t for t in a.tools.split(",") if t]
    for s in sizes:
        if s not in SIZES:
            die("unknown size '%s'" % s)
    for t in tools:
        if t not in TOOLS:
            die("unknown tool '%s'" % t)
    build = os.path.abspath(a.build)
    llc = os.path.join(build, "bin", "llc-spirv")
    if not os.access(llc, os.X_OK):
        die("%s is missing; run make first" % llc)
    need("clang-19", "the corpus is compiled from OpenCL C")
    need("spirv-val", "output validation")
    if a.callgrind:
        need("valgrind", "--callgrind")
    if "tr" in tools and not (shutil.which("llvm-spirv-15") and shutil.which("clang-15")):
        print("bench: llvm-spirv-15 or clang-15 not installed; skipping the translator")
        tools.remove("tr")
    exe = {"floor": build_floor(build), "llc": llc}
    if not a.no_gen:
        cl = [s for s in sizes if s not in VK_SIZES]
        vk = [s for s in sizes if s in VK_SIZES]
        if cl:
            subprocess.run([sys.executable, os.path.join(HERE, "gen-corpus.py"), "--out", a.corpus,
                            "--sizes", ",".join(cl)], check=True)
        if vk:
            subprocess.run([sys.executable, os.path.join(HERE, "gen-vulkan.py"), "--out", a.corpus,
                            "--sizes", ",".join(vk)], check=True)
    # "val" reads nv.bc's output: keep nv.bc ahead of it in each round
    if "val" in tools and "nv.bc" not in tools:
        tools.insert(0, "nv.bc")
    tools.sort(key=TOOLS.index)

    tmp = tempfile.mkdtemp(prefix="llc-spirv-bench.")
    cgdir = os.path.join(build, "bench")
    os.makedirs(cgdir, exist_ok=True)
    res = {}  # (size, tool) -> dict
    failures = []
    try:
        for size in sizes:
            runs = min(a.runs, 3) if size == "huge" else a.runs
            for tool in tools_for(size, tools):
                res[size, tool] = {"wall": [], "cpu": [], "rss": [], "ir": None, "out": None, "status": 0}
            print("bench: %s: %d runs of %s" % (size, runs, ", ".join(tools_for(size, tools))), flush=True)
            for r in range(runs):
                for tool in tools_for(size, tools):
                    if tool == "tr" and size == "huge" and r:
                        continue  # minutes per run: once is enough to compare
                    cmd, out = command(tool, size, a.corpus, tmp, exe)
                    wall, cpu, rss, st, text = timed(cmd)
                    d = res[size, tool]
                    d["wall"].append(wall)
                    d["cpu"].append(cpu)
                    d["rss"].append(rss)
                    if st:
                        d["status"] = st
                        if r == 0:
                            failures.append("%s %s: exit %d: %s" % (size, DESC[tool], st, text.strip()[-600:]))
                    elif tool.startswith("floor"):
                        d["insts"] = int(text.split()[0])
                    if r == 0 and not st and os.path.exists(out) and tool in ("nv.bc", "nv.ll", "g.bc", "v.bc", "tr"):
                        d["out"] = os.path.getsize(out)
            if a.callgrind:
                if a.callgrind_tools:
                    cgtools = a.callgrind_tools.split(",")
                elif size == "huge":
                    cgtools = ["floor.bc", "nv.bc"]
                else:
                    cgtools = [t for t in TOOLS if t != "tr"]
                for tool in [t for t in tools_for(size, tools) if t in cgtools]:
                    cmd, _ = command(tool, size, a.corpus, tmp, exe)
                    out = os.path.join(cgdir, "callgrind.%s.%s.out" % (size, tool))
                    if a.reuse_callgrind and uptodate(out, cmd):
                        res[size, tool]["ir"] = count(out)
                        continue
                    print("bench: %s: callgrind %s" % (size, DESC[tool]), flush=True)
                    res[size, tool]["ir"] = callgrind(cmd, out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    rows = table(res, sizes, tools)
    text = report(rows, res, sizes, tools, failures, a)
    print(text)
    os.makedirs(a.results, exist_ok=True)
    stamp = datetime.datetime.now().strftime("%Y-%m-%d")
    # only a run of the whole ladder replaces the recorded results
    base = "latest" if list(sizes) == list(SIZES) else "partial"
    for name in (base + ".csv", stamp + "-" + base + ".csv"):
        with open(os.path.join(a.results, name), "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0].keys()) if rows else ["size"])
            w.writeheader()
            w.writerows(rows)
    with open(os.path.join(a.results, base + ".txt"), "w") as f:
        f.write(text)
    return 1 if failures else 0


def tools_for(size, tools):
    """The tools a size runs: the Vulkan rung has no OpenCL source (no -g, no translator)."""
    return [t for t in tools if size not in VK_SIZES or t in VK_TOOLS]


def table(res, sizes, tools):
    rows = []
    for size in sizes:
        insts = res.get((size, "floor.bc"), res.get((size, "floor.ll"), {})).get("insts")
        tr = res.get((size, "tr"), {})
        for tool in tools_for(size, tools):
            d = res[size, tool]
            wall = statistics.median(d["wall"]) if d["wall"] else None
            cpu = statistics.median(d["cpu"]) if d["cpu"] else None
            rss = max(d["rss"]) if d["rss"] else None
            fl = res.get((size, "floor.ll" if tool.endswith(".ll") else "floor.g" if tool == "g.bc" else "floor.bc"))
            flwall = statistics.median(fl["wall"]) if fl and fl["wall"] else None
            flcpu = statistics.median(fl["cpu"]) if fl and fl["cpu"] else None
            rows.append({
                "size": size,
                "tool": tool,
                "what": DESC[tool],
                "insts": insts,
                "runs": len(d["wall"]),
                "status": d["status"],
                "wall_ms": round(wall * 1e3, 2) if wall is not None else None,
                "cpu_ms": round(cpu * 1e3, 2) if cpu is not None else None,
                "rss_kib": rss,
                "wall_ratio": rnd(ratio(wall, flwall), 3),
                "cpu_ratio": rnd(ratio(cpu, flcpu), 3),
                "rss_ratio": rnd(ratio(rss, max(fl["rss"]) if fl and fl["rss"] else None), 3),
                "ir": d["ir"],
                "ir_ratio": rnd(ratio(d["ir"], fl["ir"] if fl else None), 3),
                "ms_per_1k": round(wall * 1e6 / insts, 3) if wall and insts else None,
                "ir_per_inst": round(d["ir"] / insts) if d["ir"] and insts else None,
                "out_bytes": d["out"],
                "words_per_inst": round(d["out"] / 4 / insts, 2) if d["out"] and insts and tool != "tr" else None,
                "out_vs_tr": rnd(ratio(d["out"], tr.get("out")), 3) if tool != "tr" else None,
            })
    return rows


def report(rows, res, sizes, tools, failures, a):
    L = []
    L.append("llc-spirv benchmark, %s, %s; %d CPUs, load %.1f; median of %d runs (huge: %d)"
             % (datetime.datetime.now().strftime("%Y-%m-%d %H:%M"), os.uname().nodename, os.cpu_count(),
                os.getloadavg()[0], a.runs, min(a.runs, 3)))
    try:
        rev = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True).stdout.strip()
    except OSError:
        rev = ""
    L.append("llc-spirv %s (%s)" % (rev or "?", os.path.join(a.build, "bin", "llc-spirv")))
    L.append("ratios are to the parse floor of the same input (.bc or .ll); Ir = callgrind instructions")
    L.append("")
    hdr = "%-6s %-28s %7s %9s %6s %6s %8s %6s %6s %8s %6s %5s %6s" % (
        "size", "tool", "insts", "wall ms", "ratio", "cpu r", "RSS MiB", "RSS r", "Ir r", "ms/1k", "w/inst", "vs tr", "status")
    L.append(hdr)
    L.append("-" * len(hdr))
    for r in rows:
        L.append("%-6s %-28s %7s %9s %6s %6s %8s %6s %6s %8s %6s %5s %6s" % (
            r["size"], r["what"], fmt(r["insts"], "d"), fmt(r["wall_ms"], ".1f"), fmt(r["wall_ratio"], ".2f"),
            fmt(r["cpu_ratio"], ".2f"), fmt(r["rss_kib"] / 1024 if r["rss_kib"] else None, ".1f"),
            fmt(r["rss_ratio"], ".2f"), fmt(r["ir_ratio"], ".2f"), fmt(r["ms_per_1k"], ".3f"),
            fmt(r["words_per_inst"], ".2f"), fmt(r["out_vs_tr"], ".2f"), "ok" if not r["status"] else "FAIL"))
    L.append("")
    L.extend(debugcost(rows, sizes))
    L.extend(targets(rows, sizes))
    if failures:
        L.append("")
        L.append("FAILURES:")
        L.extend("  " + f for f in failures)
    return "\n".join(L) + "\n"


def debugcost(rows, sizes):
    """Issue 15's -g rung in one table: the -g compile over the plain one, split
    into LLVM's parse (the floors) and llc-spirv's own work (compile - floor)."""
    get = {(r["size"], r["tool"]): r for r in rows}
    out = []
    for key, unit in (("wall_ms", "wall"), ("ir", "Ir")):
        lines = []
        for s in sizes:
            g, nv, fg, fl = (get.get((s, t)) for t in ("g.bc", "nv.bc", "floor.g", "floor.bc"))
            if not (g and nv and g[key] and nv[key]):
                continue
            parse = ratio(fg[key], fl[key]) if fg and fl and fg[key] and fl[key] else None
            own = ratio(g[key] - fg[key], nv[key] - fl[key]) if parse is not None and nv[key] > fl[key] else None
            lines.append("%-6s %12.2f %12s %12s %14s" % (s, g[key] / nv[key], fmt(parse, ".2f"),
                                                        fmt(ratio(fg[key], nv[key]) if fg and fg[key] else None, ".2f"),
                                                        fmt(own, ".2f")))
        if lines:
            out.append("debug information (issue 15, %s): -g over plain; the -g parse over the plain parse and the"
                       " plain compile; llc-spirv's own work (compile - parse) with -g over without" % unit)
            out.append("%-6s %12s %12s %12s %14s" % ("size", "-g/plain", "parse g/pl", "parse g/nv", "own g/plain"))
            out.extend(lines)
            out.append("")
    return out


def targets(rows, sizes):
    """Issue 5's targets, checked on the measured rows (wall time and, if present, callgrind)."""
    get = {(r["size"], r["tool"]): r for r in rows}
    out = ["targets (issues 5 and 15):"]

    def check(ok, what):
        if ok is None:
            return
        out.append("  %s  %s" % ("met " if ok else "MISS", what))

    for s in sizes:
        nv, fl = get.get((s, "nv.bc")), get.get((s, "floor.bc"))
        lim = 1.15 if s == "small" else 2.0
        if nv and fl:
            check(nv["wall_ratio"] <= lim, "%s: --no-verify .bc wall %.2fx floor (<= %.2f)" % (s, nv["wall_ratio"], lim))
            if nv["ir_ratio"] is not None:
                check(nv["ir_ratio"] <= lim, "%s: --no-verify .bc Ir %.2fx floor (<= %.2f)" % (s, nv["ir_ratio"], lim))
        nl = get.get((s, "nv.ll"))
        if nl and nl["wall_ratio"] is not None:
            check(nl["wall_ratio"] <= 2.0, "%s: --no-verify .ll wall %.2fx .ll floor (<= 2)" % (s, nl["wall_ratio"]))
            if nl["ir_ratio"] is not None:
                check(nl["ir_ratio"] <= 2.0, "%s: --no-verify .ll Ir %.2fx .ll floor (<= 2)" % (s, nl["ir_ratio"]))
        v, val = get.get((s, "v.bc")), get.get((s, "val"))
        if v and nv and val and v["wall_ms"] and nv["wall_ms"] and val["wall_ms"]:
            bound = nv["wall_ms"] + 1.1 * val["wall_ms"]
            check(v["wall_ms"] <= bound, "%s: --verify wall %.0f ms (<= no-verify + 1.1 x spirv-val = %.0f)"
                  % (s, v["wall_ms"], bound))
            if v["ir"] and nv["ir"] and val["ir"]:
                bound = nv["ir"] + 1.1 * val["ir"]
                check(v["ir"] <= bound, "%s: --verify Ir %.3g (<= %.3g)" % (s, v["ir"], bound))
        for t in ("nv.bc", "v.bc"):
            r = get.get((s, t))
            if r and r["rss_ratio"] is not None:
                check(r["rss_ratio"] <= 2.0, "%s: %s peak RSS %.2fx floor (<= 2)" % (s, r["what"], r["rss_ratio"]))
        tr = get.get((s, "tr"))
        if tr and nv and tr["wall_ms"] and nv["wall_ms"]:
            check(nv["wall_ms"] < tr["wall_ms"], "%s: faster than llvm-spirv-15 (%.0f vs %.0f ms)"
                  % (s, nv["wall_ms"], tr["wall_ms"]))
            if nv["out_vs_tr"] is not None:
                check(nv["out_vs_tr"] <= 1.0, "%s: output %.2fx llvm-spirv-15's size (<= 1)" % (s, nv["out_vs_tr"]))
        g = get.get((s, "g.bc"))
        if g and nv and g["wall_ms"] and nv["wall_ms"]:
            gf = get.get((s, "floor.g"))
            note = ""
            if gf and gf["wall_ms"] and fl and fl["wall_ms"]:
                note = "; parsing the -g input alone is %.2fx the plain parse, %.2fx the plain compile" % (
                    gf["wall_ms"] / fl["wall_ms"], gf["wall_ms"] / nv["wall_ms"])
            check(g["wall_ms"] <= 2.0 * nv["wall_ms"], "%s: -g wall %.2fx without (<= 2, issue 15)%s"
                  % (s, g["wall_ms"] / nv["wall_ms"], note))
            if g["ir"] and nv["ir"]:
                check(g["ir"] <= 2.0 * nv["ir"], "%s: -g Ir %.2fx without (<= 2, issue 15)" % (s, g["ir"] / nv["ir"]))
        for t in ("nv.bc", "nv.ll", "g.bc", "v.bc"):
            r = get.get((s, t))
            if r and r["status"]:
                check(False, "%s: %s exited with %d" % (s, r["what"], r["status"]))
        if val and val["status"]:
            check(False, "%s: spirv-val rejects llc-spirv's output" % s)
    for big, small in (("huge", "large"), ("vk-large", "vk-medium")):
        hu, la = get.get((big, "nv.bc")), get.get((small, "nv.bc"))
        if hu and la and hu["ms_per_1k"] and la["ms_per_1k"]:
            check(hu["ms_per_1k"] <= 1.25 * la["ms_per_1k"], "linear: %s %.3f ms/1k vs %s %.3f (<= 1.25x)"
                  % (big, hu["ms_per_1k"], small, la["ms_per_1k"]))
            if hu["ir_per_inst"] and la["ir_per_inst"]:
                check(hu["ir_per_inst"] <= 1.25 * la["ir_per_inst"], "linear: %s %d Ir/inst vs %s %d (<= 1.25x)"
                      % (big, hu["ir_per_inst"], small, la["ir_per_inst"]))
    return out


if __name__ == "__main__":
    sys.exit(main())
