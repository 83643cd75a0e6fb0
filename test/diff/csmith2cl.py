#!/usr/bin/env python3
"""Turn a Csmith program into an OpenCL C kernel, CLsmith-style.

    csmith2cl.py [--mode private|global] IN.c [-o OUT.cl]

The output is one self-contained OpenCL C file whose kernel
`entry(global uint *out)` runs the program and stores Csmith's checksum (the
CRC-32 of every global, each hashed as the 8 bytes of its value converted to
uint64_t, as csmith.h's transparent_crc does) in out[get_global_id(0)]. The
same file is also a C program for the host when compiled with host.h forced
in first (clang -include host.h -x c OUT.cl), which is the reference.

Modes:
  private  (OpenCL C 1.2) Csmith's globals become the members of one
           `struct globals` that the kernel declares as a local variable, so
           every work-item has its own copy, and every function gets a pointer
           to it as its first parameter (`ctx`). Initialisers that take the
           address of a global refer to the struct's own members (`&G.g_2`).
  global   (OpenCL C 2.0) Csmith's globals stay program-scope variables, which
           OpenCL C 2.0 puts in the global address space; pointers without an
           address space are generic. Run it with one work-item.

The safe-math helpers the program calls are copied from Csmith's safe_math.h
(in /usr/include/csmith, package libcsmith-dev) with its preprocessor
conditions decided, so the output needs no header and reduces well. Csmith's
64-bit `LL` literals become `L` (OpenCL C's long long is 128 bits wide), and
--noinline marks functions noinline so that calls survive clang -O2.
"""
import argparse
import re
import sys

SAFE_MATH = "/usr/include/csmith/safe_math.h"

# The fixed-width names Csmith uses, for OpenCL C (the host gets <stdint.h>).
PRELUDE = """\
#ifdef __OPENCL_C_VERSION__
typedef char int8_t;
typedef uchar uint8_t;
typedef short int16_t;
typedef ushort uint16_t;
typedef int int32_t;
typedef uint uint32_t;
typedef long int64_t;
typedef ulong uint64_t;
#define INT8_MIN (-128)
#define INT8_MAX 127
#define UINT8_MAX 255
#define INT16_MIN (-32767 - 1)
#define INT16_MAX 32767
#define UINT16_MAX 65535
#define INT32_MIN (-2147483647 - 1)
#define INT32_MAX 2147483647
#define UINT32_MAX 4294967295U
#define INT64_MIN (-9223372036854775807L - 1)
#define INT64_MAX 9223372036854775807L
#define UINT64_MAX 18446744073709551615UL
#endif
"""

# --mode global: the address of a variable as a generic pointer (see gen_addr).
GEN_MACRO = """\
#ifdef __OPENCL_C_VERSION__
#define GEN(x) ((__generic __typeof_unqual__(x) *)&(x))
#else
#define GEN(x) (&(x))
#endif
"""

# Widths for deciding safe_math.h's `#if (INTn_MAX>=INT_MAX)` (int is 32 bits
# in OpenCL C and on the host alike).
INT_BITS = 32


def fail(msg):
    sys.stderr.write("csmith2cl: %s\n" % msg)
    sys.exit(1)


def crc_table():
    """The CRC-32 table csmith.h's crc32_gentab() builds at run time."""
    rows = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        rows.append("0x%08XU" % c)
    lines = [", ".join(rows[i:i + 6]) for i in range(0, 256, 6)]
    return "constant uint crc32_tab[256] = {\n\t" + ",\n\t".join(lines) + "\n};\n"


CRC_CODE = """
static void
crc_byte(uint *crc, uchar b)
{
	*crc = ((*crc >> 8) & 0x00FFFFFFU) ^ crc32_tab[(*crc ^ b) & 0xFFU];
}

static void
transparent_crc(uint *crc, uint64_t v)
{
	for (int i = 0; i < 64; i += 8)
		crc_byte(crc, (uchar)(v >> i));
}
"""


def directive_true(line):
    """Decides one of safe_math.h's conditions (see the module comment)."""
    m = re.match(r"#if \(INT(\d+)_MAX>=INT_MAX\)", line)
    if m:
        return int(m.group(1)) >= INT_BITS
    if line.startswith("#ifdef __STDC__"):
        return True
    if line.startswith("#ifndef "):
        return True  # UNSAFE, UNSAFE_FLOAT, NO_LONGLONG, SAFE_MATH_H
    fail("safe_math.h: unexpected directive '%s'" % line)


def safe_functions():
    """Name -> text of each function of safe_math.h, conditions decided."""
    try:
        src = open(SAFE_MATH).read()
    except OSError as e:
        fail("cannot read %s (install libcsmith-dev): %s" % (SAFE_MATH, e))
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    kept = []
    stack = []  # one bool per open conditional: is this branch live?
    for line in src.split("\n"):
        s = line.strip()
        if s.startswith("#if"):
            stack.append(directive_true(s))
        elif s.startswith("#else"):
            stack[-1] = not stack[-1]
        elif s.startswith("#endif"):
            stack.pop()
        elif s.startswith("#define"):
            continue
        elif all(stack):
            kept.append(line)
    text = "\n".join(kept)
    text = text.replace("LOG_INDEX", "").replace("LOG_EXEC", "")
    # `long long` is 128 bits wide in OpenCL C; the helpers mean 64.
    text = text.replace("long long", "long")
    text = re.sub(r"\bUNDEFINED\(", "(", text)
    funcs = {}
    for m in re.finditer(r"STATIC (\w+)\s*\nFUNC_NAME\((\w+)\)(\(.*?\n\})", text, re.S):
        name = "safe_" + m.group(2)
        body = re.sub(r"\n\s*\n", "\n", m.group(3))
        funcs.setdefault(name, "static %s\n%s%s\n" % (m.group(1), name, body))
    return funcs


def section(text, start, end):
    i = text.find(start)
    j = text.find(end, i)
    if i < 0 or j < 0:
        fail("not a Csmith program: no '%s' ... '%s'" % (start, end))
    return text[i + len(start):j]


GLOBAL_RE = re.compile(r"^static (.*?)\b(g_\d+)((?:\[\d+\])*) = (.*);\s*(?:/\*.*\*/)?$")
FUNC_RE = re.compile(r"^(static .*?\bfunc_\d+)\((.*)\)(;?)\s*$")


def parse_globals(sec):
    """[(type, name, dims, initialiser)] in declaration order."""
    out = []
    for line in sec.split("\n"):
        line = line.strip()
        if not line or line.startswith("/*"):
            continue
        m = GLOBAL_RE.match(line)
        if not m:
            fail("unexpected global declaration: %s" % line[:200])
        out.append(m.groups()[:4])
    return out


def add_ctx_param(line):
    """`static T func_N(params)` gets `struct globals *ctx` first."""
    m = FUNC_RE.match(line)
    if not m:
        return line
    params = m.group(2).strip()
    if params.startswith("ctx"):  # add_ctx_arg saw the declaration as a call
        params = params[3:].lstrip(", ")
    params = "struct globals *ctx" + ("" if params in ("void", "") else ", " + params)
    return "%s(%s)%s" % (m.group(1), params, m.group(3))


def mark_noinline(text, which):
    """Keeps calls (and so by-value aggregates, byval/sret parameters and the
    IR shapes clang -O2 gives them) in optimised code: `all` functions, every
    `other` one in definition order, or `none`."""
    if which == "none":
        return text
    count = [0]

    def mark(m):
        count[0] += 1
        if which == "all" or count[0] % 2 == 1:
            return "static __attribute__((noinline))" + m.group(1)
        return m.group(0)
    return re.sub(r"^static( .*?\bfunc_\d+\(.*\))\s*$", mark, text, flags=re.M)


def add_ctx_arg(text):
    text = re.sub(r"\b(func_\d+)\(", r"\1(ctx, ", text)
    return re.sub(r"\(ctx, \)", "(ctx)", text)


def gen_addr(text):
    """In OpenCL C 2.0 `&g_1` is a global pointer and `&l_2` a private one, and
    comparing the two is an error; as generic pointers (what every unqualified
    pointer variable holds anyway) they compare as in C. Csmith writes the
    unary & against its operand and the binary one between spaces."""
    return re.sub(r"(?<![&\w)\]])&([glp]_\d+(?:\[[^\[\]]*\]|\.f\d+)*)", r"GEN(\1)", text)


def strip_comments(text):
    """Csmith's reads/writes and block-id comments only add bulk."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"\n\s*\n(\s*\n)+", "\n\n", text)


def checksum_code(main, glob):
    """The statements of main() from func_1() to the printed checksum, with
    transparent_crc(X, "X", flag) as transparent_crc(&crc, X)."""
    m = re.search(r"\n(\s*)func_1\(\);\n(.*?)\s*platform_main_end\(", main, re.S)
    if not m:
        fail("main() has no func_1() ... platform_main_end()")
    decl = re.search(r"^\s*(int i[^;]*;)", main, re.M)
    body = []
    for line in m.group(2).split("\n"):
        if "print_hash_value) printf" in line or not line.strip():
            continue
        line = re.sub(r'transparent_crc\((.*), "[^"]*", print_hash_value\);',
                      r"transparent_crc(&crc, \1);", line)
        if "print_hash_value" in line:
            fail("unexpected checksum line: %s" % line)
        body.append(glob(line))
    return (decl.group(1) if decl else ""), "\n".join(body)


def adapt(text, mode, noinline="none"):
    if "#include \"csmith.h\"" not in text:
        fail("not a Csmith program (no #include \"csmith.h\")")
    structs = section(text, "/* --- Struct/Union Declarations --- */",
                      "/* --- GLOBAL VARIABLES --- */")
    gsec = section(text, "/* --- GLOBAL VARIABLES --- */", "/* --- FORWARD DECLARATIONS --- */")
    fwd = section(text, "/* --- FORWARD DECLARATIONS --- */", "/* --- FUNCTIONS --- */")
    rest = text[text.find("/* --- FUNCTIONS --- */") + len("/* --- FUNCTIONS --- */"):]
    m = re.search(r"^int main ?\(.*?^\}", rest, re.M | re.S)
    if not m:
        fail("no main()")
    funcs, main = mark_noinline(rest[:m.start()], noinline), m.group(0)
    if re.search(r"\b(volatile|printf|__undefined|float|double)\b", funcs + structs):
        fail("uses volatile, printf, __undefined or floating point (not generated with"
             " the options difftest.py passes)")
    globs = parse_globals(gsec)
    # OpenCL C's `long long` is 128 bits wide (a reserved type clang lowers to
    # i128); Csmith's LL literals mean the 64-bit type, which `long` is in both
    # OpenCL C and the host's LP64 C.
    fix_ll = lambda s: re.sub(r"\b(0[xX][0-9A-Fa-f]+|[0-9]+)(U?)LL\b", r"\1\2L", s)
    funcs, main, globs = fix_ll(funcs), fix_ll(main), [
        (t, n, d, fix_ll(i)) for t, n, d, i in globs]

    out = ["/* Generated by test/diff/csmith2cl.py --mode %s --noinline %s from a Csmith"
           " program. */" % (mode, noinline),
           PRELUDE, crc_table(), CRC_CODE]
    used = set(re.findall(r"\bsafe_\w+", funcs))
    lib = safe_functions()
    for name in sorted(used):
        if name not in lib:
            fail("%s is not in %s" % (name, SAFE_MATH))
        out.append(lib[name])
    out.append(strip_comments(structs).strip() + "\n")

    if mode == "private":
        members = "".join("\t%s %s%s;\n" % (t.strip(), n, d) for t, n, d, _ in globs)
        out.append("struct globals {\n%s};\n" % (members or "\tint unused;\n"))
        to_ctx = lambda s: re.sub(r"\b(g_\d+)\b", r"ctx->\1", s)
        code = add_ctx_arg(to_ctx(fwd + funcs))
        code = "\n".join(add_ctx_param(l) for l in code.split("\n"))
        out.append(strip_comments(code))
        decl, crc = checksum_code(main, to_ctx)
        inits = "".join("\t\t%s, /* %s */\n" % (re.sub(r"\b(g_\d+)\b", r"G.\1", i), n)
                        for _, n, _, i in globs)
        out.append("kernel void\nentry(global uint *out)\n{\n"
                   "\tstruct globals G = {\n%s\t};\n"
                   "\tstruct globals *ctx = &G;\n"
                   "\tuint crc = 0xFFFFFFFFU;\n"
                   "\t%s\n\n\tfunc_1(ctx);\n%s\n"
                   "\tout[get_global_id(0)] = crc ^ 0xFFFFFFFFU;\n}\n"
                   % (inits or "\t\t0\n", decl, crc))
    elif mode == "global":
        out.append("".join("static %s %s%s = %s;\n" % (t.strip(), n, d, i) for t, n, d, i in globs))
        out.append(GEN_MACRO)
        out.append(strip_comments(fwd + gen_addr(funcs)))
        decl, crc = checksum_code(main, lambda s: s)
        out.append("kernel void\nentry(global uint *out)\n{\n"
                   "\tuint crc = 0xFFFFFFFFU;\n"
                   "\t%s\n\n\tfunc_1();\n%s\n"
                   "\tout[get_global_id(0)] = crc ^ 0xFFFFFFFFU;\n}\n" % (decl, crc))
    else:
        fail("unknown mode %s" % mode)
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("input")
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--mode", choices=("private", "global"), default="private")
    ap.add_argument("--noinline", choices=("none", "other", "all"), default="none",
                    help="mark functions noinline (see mark_noinline)")
    a = ap.parse_args()
    text = adapt(open(a.input).read(), a.mode, a.noinline)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
