#!/usr/bin/env python3
"""Differential execution testing of llc-spirv with Csmith programs.

    difftest.py [options] SEED...          run these Csmith seeds
    difftest.py [options] -n N [--first S] run N seeds from S (default 1)
    difftest.py [options] --file P.cl      run an already adapted program
    difftest.py --interesting KIND P.cl    the reducer's test (see below)

For each program: Csmith writes a C program (its seed and fixed options),
csmith2cl.py turns it into an OpenCL C kernel, and the reference is the same
file compiled for the host by clang-19 with host.h, built with
-fsanitize=address,undefined and run single-threaded. Programs that the
sanitizers flag, that time out, or whose checksum differs from Csmith's own
program are skipped (the reason is counted). The pipeline under test is the one
of test/e2e/opencl/run-cl.sh, at each -O level:

    clang-19 -x cl -target spirv64 -O<n> -> llc-spirv -> spirv-val (both, see VALIDATORS)
      -> llvm-spirv-15 -r -> ocl-run (PoCL), which prints every work-item's checksum

and every checksum must equal the host's. A failure after spirv-val is re-run
through the Khronos pipeline (clang-15 -target spir64 -> llvm-spirv-15 ->
llvm-spirv-15 -r -> ocl-run; when the translator refuses clang-15's IR,
clang-15's SPIR bitcode goes to PoCL directly): if that agrees with the host,
the failure is most likely ours ("consumer check ok"), otherwise the consumer
(llvm-spirv-15 -r or PoCL) is suspect. The last line is `N passed, M failed` with the skips by reason; the
exit status is 1 if any program failed (with --strict, also if any was skipped), and
also when no program passed or, in runs of 10 or more, more than half were skipped:
such a run tested nothing (a broken Csmith, a missing sanitizer runtime).

--interesting KIND --file P.cl exits 0 when P.cl still fails as KIND (e.g.
`mismatch-O2`, `reject-O0`, `invalid-O2`, `crash-O0`, `readback-O2`, `run-O2`;
with --match RE, with a message matching RE). A compile-time failure (reject,
invalid, crash) only needs clang-19 to accept P.cl; a failure at run time also
needs a valid, UB-free program (host builds with sanitizers, with two
different fillers for uninitialised locals and with padding between the
members of struct globals agree; no uninitialised-use warnings) that the Khronos pipeline runs correctly. reduce.sh runs cvise with it.
"""
import argparse
import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
E2E = os.path.join(ROOT, "test", "e2e", "opencl")
OCL_RUN_SRC = os.path.join(ROOT, "test", "tools", "ocl-run.c")

# Csmith options: nothing OpenCL C forbids (bit-fields, volatile is pointless
# in private memory, packed structs need a pragma) and small enough programs.
CSMITH_OPTS = ["--no-bitfields", "--no-volatiles", "--no-packed-struct",
               "--max-funcs", "6", "--max-array-dim", "3", "--max-array-len-per-dim", "6",
               "--max-struct-fields", "6", "--max-union-fields", "4"]
NATIVE_TIMEOUT = 2    # seconds for Csmith's program, natively (-O1)
HOST_TIMEOUT = 10     # seconds for the sanitized reference run
KERNEL_TIMEOUT = 60   # seconds for ocl-run (PoCL's compile included)
STEP_TIMEOUT = 120    # seconds for any compile step
WORK_ITEMS = {"private": 4, "global": 1}
CL_STD = {"private": "CL1.2", "global": "CL2.0"}


# Debian 12's spirv-val, which users have, and the newer one that lit also runs
# (tools/fetch-sid.sh; stricter, and it knows newer extensions) when it is there.
SID_RUN = os.path.join(ROOT, "tools", "sid-run")
VALIDATORS = [["spirv-val"]]
if subprocess.run(["sh", SID_RUN, "spirv-val", "--version"], stdout=subprocess.DEVNULL,
                  stderr=subprocess.DEVNULL).returncode == 0:
    VALIDATORS.append(["sh", SID_RUN, "spirv-val"])


def run(cmd, timeout=STEP_TIMEOUT, env=None, cwd=None):
    """(returncode, stdout+stderr); returncode None on timeout."""
    try:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             env=env, cwd=cwd, start_new_session=True)
    except OSError as e:
        return 127, "%s: %s" % (cmd[0], e)
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return None, "timeout after %d s" % timeout
    return p.returncode, out.decode("utf-8", "replace")


def first_line(text, pattern=r"error|ERROR|Error"):
    for line in text.split("\n"):
        if re.search(pattern, line):
            return line.strip()[:300]
    lines = [l for l in text.split("\n") if l.strip()]
    return lines[0][:300] if lines else ""


def build_ocl_run():
    """ocl-run, built once per source version into the e2e tool cache."""
    cc = os.environ.get("CC", "cc")
    src = open(OCL_RUN_SRC, "rb").read() + open(os.path.join(E2E, "ref.h"), "rb").read()
    key = hashlib.sha1(src + cc.encode()).hexdigest()[:12]
    cache = os.environ.get("E2E_TOOL_CACHE") or os.path.join(
        os.environ.get("TMPDIR", "/tmp"), "llc-spirv-e2e-tools-%d" % os.getuid())
    os.makedirs(cache, exist_ok=True)
    out = os.path.join(cache, "ocl-run-diff-" + key)
    if not os.access(out, os.X_OK):
        tmp = tempfile.mktemp(dir=cache, prefix="ocl-run.tmp.")
        rc, log = run([cc, "-std=c11", "-O1", "-Wall", "-I" + E2E, OCL_RUN_SRC, "-o", tmp,
                       "-lOpenCL"])
        if rc != 0:
            sys.exit("difftest: cannot build ocl-run:\n" + log)
        os.replace(tmp, out)
    return out


class Tools:
    def __init__(self, args):
        self.llc = args.llc
        self.ocl_run = build_ocl_run()
        self.opts = args.opt
        self.mode = args.mode
        self.keep = args.keep
        self.stats = args.stats


# --- the reference ------------------------------------------------------------

def host_build(cl, exe, extra):
    return run(["clang-19", "-std=gnu11", "-w", "-g0", "-include", os.path.join(HERE, "host.h"),
                "-x", "c", cl, "-o", exe] + extra)


def host_run(exe, timeout=HOST_TIMEOUT):
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:detect_stack_use_after_return=1",
               UBSAN_OPTIONS="print_stacktrace=0")
    rc, out = run([exe], timeout=timeout, env=env)
    if rc is None:
        return "timeout", out
    m = re.search(r"^checksum (\d+)$", out, re.M)
    if rc != 0 or not m or "runtime error" in out or "Sanitizer" in out:
        return "ub", first_line(out, r"runtime error|Sanitizer|ERROR")
    return "ok", int(m.group(1))


SANITIZE = ["-O1", "-fsanitize=address,undefined", "-fno-sanitize-recover=all",
            "-fno-omit-frame-pointer"]


def reference(cl, d, strict_init=False):
    """('ok', checksum) or (skip reason, detail)."""
    exe = os.path.join(d, "ref-san")
    rc, log = host_build(cl, exe, SANITIZE)
    if rc != 0:
        return "host-compile", first_line(log)
    st, val = host_run(exe)
    if st != "ok" or not strict_init:
        return st, val
    # For the reducer: uninitialised reads are UB the sanitizers miss, so the
    # program must not warn about them, and two different fillers for
    # uninitialised locals must give the same checksum.
    rc, log = run(["clang-19", "-std=gnu11", "-fsyntax-only", "-Wall", "-Wextra",
                   "-Werror=uninitialized", "-Werror=sometimes-uninitialized",
                   "-Werror=return-type", "-Werror=implicit-function-declaration",
                   "-Werror=int-conversion", "-Werror=incompatible-pointer-types",
                   "-include", os.path.join(HERE, "host.h"), "-x", "c", cl])
    if rc != 0:
        return "host-warning", first_line(log)
    for fill in ("zero", "pattern"):
        e = os.path.join(d, "ref-" + fill)
        rc, log = host_build(cl, e, ["-O2", "-ftrivial-auto-var-init=" + fill])
        if rc != 0:
            return "host-compile", first_line(log)
        st2, v2 = host_run(e)
        if st2 != "ok" or v2 != val:
            return "uninit", "-ftrivial-auto-var-init=%s gives %s" % (fill, v2)
    return padded_check(cl, d, val)


# A read past one member of `struct globals` into the next stays inside one
# object, which AddressSanitizer cannot see. The reducer's reference also runs
# a copy with 8 bytes of 0xA5 after every member (designated initialisers
# instead of csmith2cl.py's positional ones): such a read then sees other bytes.
MEMBER_RE = re.compile(r"^\t(.+?\b(g_\d+)(?:\[\d+\])*);$")
INIT_RE = re.compile(r"^\t\t(.*), /\* (g_\d+) \*/$")


def pad_globals(text):
    """text with padding after every member of struct globals; text itself
    when it has none; None when its members and initialisers do not match."""
    lines = text.split("\n")
    try:
        start = lines.index("struct globals {")
        end = lines.index("};", start)
        init = lines.index("\tstruct globals G = {", end)
        iend = lines.index("\t};", init)
    except ValueError:
        return None if "struct globals" in text else text
    members, inits = [], []
    for i in range(start + 1, end):
        m = MEMBER_RE.match(lines[i])
        if not m:
            return None
        members.append(m.group(2))
        lines[i] += " unsigned char pad_%s[8];" % m.group(2)
    for i in range(init + 1, iend):
        m = INIT_RE.match(lines[i])
        if not m:
            return None
        inits.append(m.group(2))
        lines[i] = "\t\t.%s = %s, .pad_%s = {[0 ... 7] = 0xA5}," % (m.group(2), m.group(1), m.group(2))
    return "\n".join(lines) if sorted(members) == sorted(inits) else None


def padded_check(cl, d, val):
    orig = open(cl).read()
    text = pad_globals(orig)
    if text == orig:
        return "ok", val
    if text is None:
        return "host-compile", "struct globals and its initialiser are not as csmith2cl.py writes them"
    path = os.path.join(d, "padded.cl")
    with open(path, "w") as f:
        f.write(text)
    e = os.path.join(d, "ref-padded")
    rc, log = host_build(path, e, ["-O1"])
    if rc != 0:
        return "host-compile", first_line(log)
    st, v = host_run(e)
    if st != "ok" or v != val:
        return "oob", "with padding between the members of struct globals: %s %s" % (st, v)
    return "ok", val


# --- the pipelines ----------------------------------------------------------

def device_run(tools, bc, d, mode):
    """('ok', [checksums]) or (failure kind, detail)."""
    env = dict(os.environ, POCL_CACHE_DIR=os.path.join(d, "pocl-cache"))
    os.makedirs(env["POCL_CACHE_DIR"], exist_ok=True)
    n = WORK_ITEMS[mode]
    rc, out = run([tools.ocl_run, bc, "entry", "-g", str(n), "out:uint:%d" % n],
                  timeout=KERNEL_TIMEOUT, env=env)
    if rc is None:
        return "timeout", out
    if rc != 0:
        return "run", first_line(out, r"ocl-run|error")
    vals = [int(v) for v in re.findall(r"^\d+ (\d+)$", out, re.M)]
    if len(vals) != n:
        return "run", "unexpected ocl-run output: " + first_line(out, ".")
    return "ok", vals


def compare(expected, got):
    if all(v == expected for v in got):
        return "ok", ""
    return "mismatch", "host %d, kernel %s" % (expected, ",".join(str(v) for v in got))


def ours(tools, cl, opt, d, mode):
    """(kind, detail): 'ok' or the first step that failed."""
    base = os.path.join(d, "t%d" % opt)
    rc, log = run(["clang-19", "-w", "-x", "cl", "-cl-std=" + CL_STD[mode], "-target", "spirv64",
                   "-O%d" % opt, "-emit-llvm", "-c", cl, "-o", base + ".bc"])
    if rc != 0:
        return "cl-compile", first_line(log)
    rc, log = run([tools.llc, "-mtriple=spirv64", base + ".bc", "-o", base + ".spv"])
    if rc is None:
        return "llc-timeout", log
    if rc != 0:
        if rc == 1 and "llc-spirv: error:" in log:
            return "reject", first_line(log, r"llc-spirv: error:")
        if "generated SPIR-V is invalid" in log:
            return "invalid", first_line(log)
        return "crash", "exit %d: %s" % (rc, first_line(log))
    for val in VALIDATORS:
        rc, log = run(val + [base + ".spv"])
        if rc != 0:
            return "invalid", first_line(log, ".")
    rc, log = run(["llvm-spirv-15", "-r", base + ".spv", "-o", base + ".spir.bc"])
    if rc != 0:
        return "readback", first_line(log, ".")
    return device_run(tools, base + ".spir.bc", d, mode)


def khronos(tools, cl, opt, d, mode, expected):
    """The consumer check: (True if the consumer ran the program correctly,
    verdict). The same kernel through clang-15 and the Khronos translator both
    ways; if the translator cannot take clang-15's IR (it refuses some -O2
    shapes, e.g. i24 from SROA), clang-15's SPIR bitcode goes to PoCL
    directly, which at least clears PoCL."""
    base = os.path.join(d, "k%d" % opt)
    clang15 = ["clang-15", "-w", "-x", "cl", "-cl-std=" + CL_STD[mode], "-target", "spir64",
               "-O%d" % opt, "-Xclang", "-finclude-default-header", "-emit-llvm", "-c", cl,
               "-o", base + ".bc"]
    rc, log = run(clang15)
    if rc != 0:
        return False, "clang-15: " + first_line(log)
    what = "translator"
    for cmd in (["llvm-spirv-15", base + ".bc", "-o", base + ".spv"],
                ["llvm-spirv-15", "-r", base + ".spv", "-o", base + ".spir.bc"]):
        rc, log = run(cmd)
        if rc != 0:
            what = "translator: %s %s fails (%s); clang-15 SPIR on PoCL" % (
                os.path.basename(cmd[0]), os.path.basename(cmd[1]), first_line(log, "."))
            os.replace(base + ".bc", base + ".spir.bc")
            break
    k, v = device_run(tools, base + ".spir.bc", d, mode)
    if k == "ok":
        k, v = compare(expected, v)
    return k == "ok", "%s: %s" % (what, "ok" if k == "ok" else "%s (%s)" % (k, v))


# What the IR given to llc-spirv contains (--stats counts programs per -O level).
FEATURES = [
    ("call", r"= call spir_func|^\s*call spir_func"),
    ("byval", r"\bbyval\("),
    ("sret", r"\bsret\("),
    ("aggregate value", r"= (extractvalue|insertvalue) |= load %(struct|union)|store %(struct|union)"),
    ("union", r"%union\."),
    ("nested struct", r"^%struct\.\w+ = type \{[^}]*%(struct|union)\."),
    ("byte GEP", r"getelementptr (inbounds )?i8,"),
    ("memcpy", r"@llvm\.memcpy"),
    ("memset", r"@llvm\.memset"),
    ("phi", r"= phi "),
    ("select", r"= select "),
    ("switch", r"^\s*switch "),
    ("i8 arith", r"= (add|sub|mul|and|or|xor|shl|lshr|ashr|udiv|sdiv|urem|srem)( nuw| nsw)* i8 "),
    ("i16 arith", r"= (add|sub|mul|and|or|xor|shl|lshr|ashr|udiv|sdiv|urem|srem)( nuw| nsw)* i16 "),
    ("i64 arith", r"= (add|sub|mul|and|or|xor|shl|lshr|ashr|udiv|sdiv|urem|srem)( nuw| nsw)* i64 "),
    ("pointer phi/select", r"= (phi|select) (i1 %\w+, )?ptr"),
    ("pointer in memory", r"store ptr |= load ptr"),
    ("vector", r"<\d+ x i\d+>"),
    ("intrinsic", r"call \S+ @llvm\.(?!memcpy|memset|lifetime)"),
]


def features(bc):
    rc, text = run(["llvm-dis-19", bc, "-o", "-"])
    if rc != 0:
        return set()
    return {name for name, rx in FEATURES if re.search(rx, text, re.M)}


# Failures after spirv-val, where the consumer may be to blame.
RUN_KINDS = ("readback", "run", "timeout", "mismatch")


def check_program(tools, cl, d, expected, mode, stats=None):
    """[(opt, kind, detail, translator verdict)] for the failing -O levels;
    the IR features of each level go to stats[opt] if it is a dict."""
    fails = []
    for opt in tools.opts:
        kind, detail = ours(tools, cl, opt, d, mode)
        if stats is not None and os.path.exists(os.path.join(d, "t%d.bc" % opt)):
            stats[opt] = features(os.path.join(d, "t%d.bc" % opt))
        if kind == "ok":
            kind, detail = compare(expected, detail)
        if kind == "ok":
            continue
        verdict = ""
        if kind in RUN_KINDS:
            verdict = khronos(tools, cl, opt, d, mode, expected)[1]
        fails.append((opt, kind, detail, verdict))
    return fails


# --- one seed -----------------------------------------------------------------

def generate(seed, d, mode):
    """Writes d/s.c and d/p.cl; ('ok', csmith checksum) or a skip reason."""
    src, cl = os.path.join(d, "s.c"), os.path.join(d, "p.cl")
    # (in d: Csmith writes a platform.info file into its working directory)
    rc, log = run(["csmith", "--seed", str(seed)] + CSMITH_OPTS + ["-o", src], timeout=30, cwd=d)
    if rc != 0:
        return "csmith", first_line(log, ".")
    # A third of the programs each keep no, every other, or every function
    # out of line, so that optimised code has calls with aggregates by value.
    noinline = ("none", "other", "all")[seed % 3]
    rc, log = run([sys.executable, os.path.join(HERE, "csmith2cl.py"), "--mode", mode,
                   "--noinline", noinline, src, "-o", cl])
    if rc != 0:
        return "adapt", first_line(log, ".")
    # Csmith's own program, natively: the adaptation must not change the result.
    exe = os.path.join(d, "orig")
    rc, log = run(["clang-19", "-w", "-O1", "-I/usr/include/csmith", src, "-o", exe])
    if rc != 0:
        return "host-compile", first_line(log)
    rc, out = run([exe], timeout=NATIVE_TIMEOUT)
    if rc is None:
        return "timeout", "Csmith's program ran longer than %d s" % NATIVE_TIMEOUT
    m = re.search(r"checksum = ([0-9A-F]+)", out)
    if rc != 0 or not m:
        # e.g. an endless loop without side effects, which C lets -O1 assume away
        return "host-run", "Csmith's program exited with %d and %s" % (
            rc, "printed: " + first_line(out, ".") if out.strip() else "no checksum")
    return "ok", int(m.group(1), 16)


def run_seed(tools, seed, workroot):
    d = tempfile.mkdtemp(prefix="seed-%s-" % seed, dir=workroot)
    t0 = time.time()
    try:
        st, val = generate(seed, d, tools.mode)
        if st == "ok":
            csum = val
            st, val = reference(os.path.join(d, "p.cl"), d)
            if st == "ok" and val != csum:
                st, val = "adapter", "adapted %d, Csmith's program %d" % (val, csum)
        if st != "ok":
            return {"seed": seed, "status": "skip", "reason": st, "detail": val}
        stats = {} if tools.stats else None
        fails = check_program(tools, os.path.join(d, "p.cl"), d, val, tools.mode, stats)
        if not fails:
            return {"seed": seed, "status": "pass", "time": time.time() - t0, "stats": stats}
        kept = keep_failure(tools, seed, d, fails)
        return {"seed": seed, "status": "fail", "fails": fails, "kept": kept}
    finally:
        shutil.rmtree(d, ignore_errors=True)


def keep_failure(tools, seed, d, fails):
    if not tools.keep:
        return None
    dest = os.path.join(tools.keep, "seed-%s" % seed)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(d, dest, ignore=shutil.ignore_patterns("pocl-cache", "ref-*", "orig"))
    with open(os.path.join(dest, "result.txt"), "w") as f:
        for opt, kind, detail, verdict in fails:
            f.write("-O%d %s: %s %s\n" % (opt, kind, detail, verdict))
    return dest


# --- reports --------------------------------------------------------------------

def describe(r):
    if r["status"] == "skip":
        return "SKIP %s %s: %s" % (r["seed"], r["reason"], r["detail"])
    if r["status"] == "pass":
        return "PASS %s (%.1f s)" % (r["seed"], r["time"])
    lines = []
    for opt, kind, detail, verdict in r["fails"]:
        lines.append("FAIL %s -O%d %s: %s%s" % (r["seed"], opt, kind, detail,
                                                 "; " + verdict if verdict else ""))
    if r.get("kept"):
        lines.append("     kept in %s" % r["kept"])
    return "\n".join(lines)


def summary(results, verbose):
    passed = [r for r in results if r["status"] == "pass"]
    failed = [r for r in results if r["status"] == "fail"]
    skipped = [r for r in results if r["status"] == "skip"]
    print("%d passed, %d failed, %d skipped" % (len(passed), len(failed), len(skipped)))
    reasons = {}
    for r in skipped:
        reasons.setdefault(r["reason"], []).append(r["seed"])
    for reason in sorted(reasons):
        seeds = reasons[reason]
        print("  skipped %4d: %s (seeds %s%s)" % (len(seeds), reason,
              " ".join(str(s) for s in seeds[:10]), " ..." if len(seeds) > 10 else ""))
    kinds = {}
    for r in failed:
        for opt, kind, _, verdict in r["fails"]:
            key = "%s -O%d" % (kind, opt)
            if verdict:
                key += ("; consumer check ok (ours)" if verdict.endswith(": ok")
                        else "; consumer check fails too")
            kinds.setdefault(key, []).append(r["seed"])
    for key in sorted(kinds):
        print("  failed  %4d: %s (seeds %s)" % (len(kinds[key]), key,
              " ".join(str(s) for s in kinds[key][:20])))
    return len(failed), len(skipped)


def print_stats(results, opts):
    passed = [r for r in results if r["status"] == "pass" and r.get("stats")]
    print("IR features of the %d passed programs (programs with it at %s):" % (
        len(passed), ", ".join("-O%d" % o for o in opts)))
    for name, _ in FEATURES:
        counts = [sum(1 for r in passed if name in r["stats"].get(o, ())) for o in opts]
        print("  %-20s %s" % (name, "  ".join("%5d" % n for n in counts)))


# --- the reducer's test -----------------------------------------------------------

COMPILE_KINDS = ("cl-compile", "reject", "crash", "invalid", "llc-timeout")


def interesting(tools, kind, cl, match):
    """0 if cl still fails as `kind` (and its detail matches `match`)."""
    m = re.match(r"(\w[\w-]*?)-O(\d)$", kind)
    if not m:
        sys.exit("difftest: --interesting wants KIND-O<n>, e.g. mismatch-O2")
    want, opt = m.group(1), int(m.group(2))
    d = tempfile.mkdtemp(prefix="interesting-")
    try:
        # The cheap test first: most candidates the reducer tries lose the failure.
        k, detail = ours(tools, cl, opt, d, tools.mode)
        if k == "cl-compile" and want != k:
            print("not interesting: clang-19 rejects it: %s" % detail)
            return 1
        if want in COMPILE_KINDS:
            # a compile-time failure needs no run, so no reference either
            ok = k == want and re.search(match, detail)
            print("%sinteresting: -O%d %s %s" % ("" if ok else "not ", opt, k, detail))
            return 0 if ok else 1
        if k not in ("ok", want):
            print("not interesting: -O%d gives %s %s" % (opt, k, detail))
            return 1
        st, val = reference(cl, d, strict_init=True)
        if st != "ok":
            print("not interesting: reference: %s %s" % (st, val))
            return 1
        if k == "ok":
            k, detail = compare(val, detail)
        if k != want or not re.search(match, detail):
            print("not interesting: -O%d gives %s %s" % (opt, k, detail))
            return 1
        ok, verdict = khronos(tools, cl, opt, d, tools.mode, val)
        if not ok:
            print("not interesting: the consumer fails too: %s" % verdict)
            return 1
        print("interesting: -O%d %s %s" % (opt, k, detail))
        return 0
    finally:
        shutil.rmtree(d, ignore_errors=True)


# Runs of at least this many programs fail when more than half are skipped.
SKIP_CHECK_MIN = 10


def vacuous(npass, nskip, total):
    """Why a run that failed nothing still tested too little, or None."""
    if total >= SKIP_CHECK_MIN and 2 * nskip > total:
        return ("%d of %d programs skipped, more than half: the generator or the host"
                " reference is likely broken (see the reasons above)" % (nskip, total))
    if total and nskip == total:
        return "no program passed (%d of %d skipped): nothing was tested" % (nskip, total)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__[__doc__.find("\n"):])
    ap.add_argument("seeds", nargs="*", type=int)
    ap.add_argument("-n", type=int, help="run N seeds from --first")
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--opt", default="0 2", help="-O levels (default '0 2')")
    ap.add_argument("--mode", choices=("private", "global"), default="private")
    ap.add_argument("--llc", default=os.environ.get("LLC_SPIRV") or shutil.which("llc-spirv")
                    or os.path.join(ROOT, "build", "bin", "llc-spirv"))
    ap.add_argument("--keep", help="copy failing programs to KEEP/seed-N/")
    ap.add_argument("--file", help="run this adapted program instead of seeds")
    ap.add_argument("--interesting", metavar="KIND", help="the reducer's test (see above)")
    ap.add_argument("--match", default="", help="with --interesting: a regular expression the"
                    " failure's message must match")
    ap.add_argument("--strict", action="store_true", help="a skipped program is a failure")
    ap.add_argument("-v", "--verbose", action="store_true", help="print passing programs too")
    ap.add_argument("--stats", action="store_true",
                    help="count the passing programs whose IR has each feature")
    args = ap.parse_args()
    try:
        args.opt = [int(o) for o in args.opt.split()]
    except ValueError:
        ap.error("--opt wants -O levels such as '0 2', not %r" % args.opt)
    if not args.opt:
        ap.error("--opt names no -O level: nothing would reach llc-spirv")
    if not os.access(args.llc, os.X_OK):
        sys.exit("difftest: llc-spirv not found at %s (--llc or LLC_SPIRV)" % args.llc)
    if args.keep:
        args.keep = os.path.abspath(args.keep)
    tools = Tools(args)

    if args.interesting:
        if not args.file:
            sys.exit("difftest: --interesting needs --file P.cl")
        return interesting(tools, args.interesting, os.path.abspath(args.file), args.match)
    if args.file:
        d = tempfile.mkdtemp(prefix="difftest-file-")
        try:
            st, val = reference(os.path.abspath(args.file), d)
            if st != "ok":
                print("SKIP %s: %s %s" % (args.file, st, val), flush=True)
                print("difftest: the program was skipped: nothing was tested", file=sys.stderr)
                return 1
            fails = check_program(tools, os.path.abspath(args.file), d, val, args.mode)
            r = {"seed": args.file, "status": "fail" if fails else "pass", "fails": fails,
                 "time": 0}
            print(describe(r))
            return 1 if fails else 0
        finally:
            shutil.rmtree(d, ignore_errors=True)

    seeds = list(args.seeds)
    if args.n:
        seeds += list(range(args.first, args.first + args.n))
    if not seeds:
        ap.error("give seeds, -n N, or --file")
    # A private copy of the tool, so that a rebuild during a long run cannot
    # fail programs; work directories under one root that is removed at the end.
    workroot = tempfile.mkdtemp(prefix="difftest-")
    llc = os.path.join(workroot, "llc-spirv")
    shutil.copy2(tools.llc, llc)
    tools.llc = llc
    t0 = time.time()
    results = []
    try:
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for r in pool.map(lambda s: run_seed(tools, s, workroot), seeds):
                results.append(r)
                if r["status"] != "pass" or args.verbose:
                    print(describe(r), flush=True)
    finally:
        shutil.rmtree(workroot, ignore_errors=True)
    nfail, nskip = summary(results, args.verbose)
    if args.stats:
        print_stats(results, args.opt)
    print("difftest: %d programs, -O%s, mode %s, %.0f s" % (
        len(results), "/-O".join(str(o) for o in args.opt), args.mode, time.time() - t0))
    why = vacuous(len(results) - nfail - nskip, nskip, len(results))
    if why:
        sys.stdout.flush()
        print("difftest: " + why, file=sys.stderr)
    return 1 if nfail or (args.strict and nskip) or why else 0


if __name__ == "__main__":
    sys.exit(main())
