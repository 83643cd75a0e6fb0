#!/usr/bin/env python3
"""gen.py KIND N [SEED]: write a large or hostile input for test/errors to stdout.

Text kinds print LLVM IR; byte kinds (random, bitflip, truncate) print raw
bytes. Everything is deterministic in its arguments, so a failing test can be
reproduced by running its RUN line.
"""
import random
import sys

TRIPLE = 'target triple = "spirv64-unknown-unknown"\n'


def out(s):
    sys.stdout.write(s)


def deep_struct(n):
    # %s0 = { i32 }, %sK = { %s(K-1), i8 }: n levels of named structs.
    out(TRIPLE)
    out("%s0 = type { i32 }\n")
    for k in range(1, n):
        out("%%s%d = type { %%s%d, i8 }\n" % (k, k - 1))
    out("define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
        "  store %%s%d zeroinitializer, ptr addrspace(1) %%p\n  ret void\n}\n" % (n - 1))


def deep_literal_struct(n):
    # one literal type nested n deep: {{{...i32...}}}
    t = "{ " * n + "i32" + " }" * n
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
        "  store %s zeroinitializer, ptr addrspace(1) %%p\n  ret void\n}\n" % t)


def deep_array(n):
    t = "[1 x " * n + "i32" + "]" * n
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
        "  %%v = load %s, ptr addrspace(1) %%p\n"
        "  store %s %%v, ptr addrspace(1) %%p\n  ret void\n}\n" % (t, t))


def deep_const_struct(n):
    # a constant initializer nested n deep through named structs (linear text),
    # with a nonzero leaf
    out(TRIPLE)
    out("%s0 = type { i32 }\n")
    for k in range(1, n):
        out("%%s%d = type { %%s%d }\n" % (k, k - 1))
    v = "i32 7"
    for k in range(n):
        v = "%%s%d { %s }" % (k, v)
    out("@g = addrspace(1) global %s\n" % v)
    out("define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
        "  %%v = load %%s%d, ptr addrspace(1) @g\n"
        "  store %%s%d %%v, ptr addrspace(1) %%p\n  ret void\n}\n" % (n - 1, n - 1))


def deep_constexpr(n):
    # add (add (... (ptrtoint @g) ...)): n nested constant expressions
    e = "ptrtoint (ptr addrspace(1) @g to i64)"
    for _ in range(n):
        e = "add (i64 %s, i64 1)" % e
    out(TRIPLE)
    out("@g = addrspace(1) global i32 0\n")
    out("define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
        "  store i64 %s, ptr addrspace(1) %%p\n  ret void\n}\n" % e)


def deep_gep_constexpr(n):
    # getelementptr (i8, getelementptr (i8, ... @g ...), 1): n nested GEPs
    e = "ptr addrspace(1) @g"
    for _ in range(n):
        e = "ptr addrspace(1) getelementptr (i8, %s, i64 1)" % e
    out(TRIPLE)
    out("@g = addrspace(1) global [4 x i8] zeroinitializer\n")
    out("define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
        "  store %s, ptr addrspace(1) %%p\n  ret void\n}\n" % e)


def wide_vector(n):
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
        "  %%v = load <%d x i32>, ptr addrspace(1) %%p\n"
        "  %%w = add <%d x i32> %%v, %%v\n"
        "  store <%d x i32> %%w, ptr addrspace(1) %%p\n  ret void\n}\n" % (n, n, n))


def huge_const_array(n):
    # a constant array of n distinct elements: too many operands for one
    # OpConstantComposite when n > 65530
    out(TRIPLE)
    out("@g = addrspace(1) global [%d x i32] [" % n)
    out(", ".join("i32 %d" % i for i in range(n)))
    out("]\n")
    out("define spir_kernel void @k(ptr addrspace(1) %%p, i64 %%i) {\n"
        "  %%a = getelementptr [%d x i32], ptr addrspace(1) @g, i64 0, i64 %%i\n"
        "  %%v = load i32, ptr addrspace(1) %%a\n"
        "  store i32 %%v, ptr addrspace(1) %%p\n  ret void\n}\n" % n)


def huge_spec_array(n):
    # a constant array of n elements, one of them an address: its lanes are
    # spec constants, so the array is an OpSpecConstantComposite
    out(TRIPLE)
    out("@x = addrspace(1) global i32 5\n")
    out("@g = addrspace(1) global [%d x i64] [i64 ptrtoint (ptr addrspace(1) @x to i64), " % n)
    out(", ".join("i64 %d" % i for i in range(1, n)))
    out("]\n")
    out("define spir_kernel void @k(ptr addrspace(1) %%p, i64 %%i) {\n"
        "  %%a = getelementptr [%d x i64], ptr addrspace(1) @g, i64 0, i64 %%i\n"
        "  %%v = load i64, ptr addrspace(1) %%a\n"
        "  store i64 %%v, ptr addrspace(1) %%p\n  ret void\n}\n" % n)


def huge_zero_array(n):
    # zeroinitializer of n elements: one OpConstantNull, whatever n is
    out(TRIPLE)
    out("@g = addrspace(1) global [%d x i32] zeroinitializer\n" % n)
    out("define spir_kernel void @k(ptr addrspace(1) %%p, i64 %%i) {\n"
        "  %%a = getelementptr [%d x i32], ptr addrspace(1) @g, i64 0, i64 %%i\n"
        "  %%v = load i32, ptr addrspace(1) %%a\n"
        "  store i32 %%v, ptr addrspace(1) %%p\n  ret void\n}\n" % n)


def huge_struct(n):
    # a struct of n members: OpTypeStruct has room for 65534 at most
    t = "{ " + ", ".join(["i32"] * n) + " }"
    out(TRIPLE)
    out("%%big = type %s\n" % t)
    out("define spir_kernel void @k(ptr addrspace(1) %p) {\n"
        "  %v = load %big, ptr addrspace(1) %p\n"
        "  %e = extractvalue %big %v, 1\n"
        "  store i32 %e, ptr addrspace(1) %p\n  ret void\n}\n")


def huge_struct_twice(n):
    # two named structs of the same n members: one SPIR-V type, interned
    t = "{ " + ", ".join(["i8"] * n) + " }"
    out(TRIPLE)
    out("%%A = type %s\n%%B = type %s\n" % (t, t))
    out("define spir_kernel void @k(ptr addrspace(1) %%p, ptr addrspace(1) %%q) {\n"
        "  %%a = getelementptr %%A, ptr addrspace(1) %%p, i64 0, i32 %d\n"
        "  store i8 1, ptr addrspace(1) %%a\n"
        "  %%b = getelementptr %%B, ptr addrspace(1) %%q, i64 0, i32 %d\n"
        "  store i8 2, ptr addrspace(1) %%b\n  ret void\n}\n" % (n - 1, n - 2))


def many_params(n):
    ps = ", ".join("i32 %%a%d" % i for i in range(n))
    out(TRIPLE)
    out("define spir_func i32 @f(%s) {\n  ret i32 %%a%d\n}\n" % (ps, n - 1))


def many_blocks(n):
    # a chain of n blocks, each adding one
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %p) {\nentry:\n  br label %b0\n")
    for i in range(n):
        prev = "%%x%d" % (i - 1) if i else "0"
        out("b%d:\n  %%x%d = add i32 %s, 1\n  br label %%b%d\n" % (i, i, prev, i + 1))
    out("b%d:\n  store i32 %%x%d, ptr addrspace(1) %%p\n  ret void\n}\n" % (n, n - 1))


def many_blocks_branchy(n):
    # n blocks in a ladder of conditional branches (a deep DFS for block order)
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %p, i32 %c) {\nentry:\n  br label %b0\n")
    for i in range(n):
        out("b%d:\n  %%t%d = icmp eq i32 %%c, %d\n  br i1 %%t%d, label %%done, label %%b%d\n"
            % (i, i, i, i, i + 1))
    out("b%d:\n  br label %%done\n" % n)
    out("done:\n  store i32 %c, ptr addrspace(1) %p\n  ret void\n}\n")


def many_globals(n):
    out(TRIPLE)
    for i in range(n):
        out("@g%d = addrspace(1) global i32 %d\n" % (i, i))
    out("define spir_kernel void @k(ptr addrspace(1) %p) {\n")
    for i in range(0, n, max(1, n // 100)):
        out("  %%v%d = load i32, ptr addrspace(1) @g%d\n  store i32 %%v%d, ptr addrspace(1) %%p\n"
            % (i, i, i))
    out("  ret void\n}\n")


def many_functions(n):
    out(TRIPLE)
    for i in range(n):
        out("define spir_func i32 @f%d(i32 %%x) {\n  %%y = add i32 %%x, %d\n  ret i32 %%y\n}\n" % (i, i))
    out("define spir_kernel void @k(ptr addrspace(1) %p) {\n  %v = call spir_func i32 @f0(i32 1)\n"
        "  store i32 %v, ptr addrspace(1) %p\n  ret void\n}\n")


def call_chain(n):
    # f0 calls f1 calls ... f(n-1): deep call graph, defined callee-last
    out(TRIPLE)
    for i in range(n - 1):
        out("define spir_func ptr addrspace(1) @f%d(ptr addrspace(1) %%x) {\n"
            "  %%y = call spir_func ptr addrspace(1) @f%d(ptr addrspace(1) %%x)\n"
            "  ret ptr addrspace(1) %%y\n}\n" % (i, i + 1))
    out("define spir_func ptr addrspace(1) @f%d(ptr addrspace(1) %%x) {\n"
        "  store i32 1, ptr addrspace(1) %%x\n  ret ptr addrspace(1) %%x\n}\n" % (n - 1))
    out("define spir_kernel void @k(ptr addrspace(1) %p) {\n"
        "  %v = call spir_func ptr addrspace(1) @f0(ptr addrspace(1) %p)\n  ret void\n}\n")


def straight_line(n):
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %p, i32 %a) {\n  %x0 = add i32 %a, 1\n")
    for i in range(1, n):
        out("  %%x%d = mul i32 %%x%d, %d\n" % (i, i - 1, i | 1))
    out("  store i32 %%x%d, ptr addrspace(1) %%p\n  ret void\n}\n" % (n - 1))


def add_chain_ptrs(n):
    # n GEPs each from the last: a long pointer chain for ptrinfer
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %p) {\n  %q0 = getelementptr i8, ptr addrspace(1) %p, i64 1\n")
    for i in range(1, n):
        out("  %%q%d = getelementptr i8, ptr addrspace(1) %%q%d, i64 1\n" % (i, i - 1))
    out("  store i32 1, ptr addrspace(1) %%q%d\n  ret void\n}\n" % (n - 1))


def phi_web(n):
    # n loop-carried pointer phis, each fed by the next: a web ptrinfer must unify
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {\nentry:\n  br label %loop\nloop:\n")
    out("  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n")
    for j in range(n):
        nxt = "%%q%d" % ((j + 1) % n)
        out("  %%q%d = phi ptr addrspace(1) [ %%p, %%entry ], [ %s, %%loop ]\n" % (j, nxt))
    out("  store float 1.0, ptr addrspace(1) %%q%d\n" % (n - 1))
    out("  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, %n\n  br i1 %c, label %loop, label %done\n")
    out("done:\n  ret void\n}\n")


def select_chain(n):
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %r, i1 %c) {\n"
        "  %s0 = select i1 %c, ptr addrspace(1) %p, ptr addrspace(1) %r\n")
    for i in range(1, n):
        out("  %%s%d = select i1 %%c, ptr addrspace(1) %%s%d, ptr addrspace(1) %%r\n" % (i, i - 1))
    out("  store i16 1, ptr addrspace(1) %%s%d\n  ret void\n}\n" % (n - 1))


def long_name(n):
    name = "n" * n
    out(TRIPLE)
    out("define spir_kernel void @%s(ptr addrspace(1) %%p) {\n  store i32 1, ptr addrspace(1) %%p\n"
        "  ret void\n}\n" % name)


def switch_cases(n):
    out(TRIPLE)
    out("define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {\nentry:\n  switch i32 %x, label %d [\n")
    for i in range(n):
        out("    i32 %d, label %%c\n" % i)
    out("  ]\nc:\n  store i32 1, ptr addrspace(1) %p\n  ret void\nd:\n  ret void\n}\n")


def random_bytes(n, seed):
    r = random.Random(seed)
    sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(n)))


def random_text(n, seed):
    # random tokens of LLVM IR: gets past the lexer, not the parser
    r = random.Random(seed)
    toks = ["define", "void", "@f", "(", ")", "{", "}", "ret", "i32", "%x", "=", "add", ",", "ptr",
            "addrspace(1)", "global", "type", "<", ">", "[", "]", "x", "0", "label", "br", "\n"]
    sys.stdout.write(" ".join(r.choice(toks) for _ in range(n)))


def mutate(path, n, seed, how):
    data = bytearray(open(path, "rb").read())
    r = random.Random(seed)
    if how == "truncate":
        data = data[:n]
    elif how == "bitflip":
        # flip n bits after the 4-byte magic
        for _ in range(n):
            i = r.randrange(4, len(data))
            data[i] ^= 1 << r.randrange(8)
    elif how == "bytes":
        for _ in range(n):
            data[r.randrange(4, len(data))] = r.randrange(256)
    sys.stdout.buffer.write(bytes(data))


KINDS = {k.replace("_", "-"): v for k, v in globals().items() if callable(v) and k not in
         ("out", "mutate", "random_bytes", "random_text", "subst")}


def subst(path, old, new):
    # a same-length byte substitution in a file (bitcode string tables can hold
    # bytes that text IR cannot); old and new use Python escapes
    old = old.encode().decode("unicode_escape").encode("latin-1")
    new = new.encode().decode("unicode_escape").encode("latin-1")
    assert len(old) == len(new)
    data = open(path, "rb").read()
    assert old in data
    sys.stdout.buffer.write(data.replace(old, new))


def main():
    kind = sys.argv[1]
    if kind == "subst":
        subst(sys.argv[2], sys.argv[3], sys.argv[4])
    elif kind in ("truncate", "bitflip", "bytes"):
        mutate(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 0, kind)
    elif kind == "random-bytes":
        random_bytes(int(sys.argv[2]), int(sys.argv[3]))
    elif kind == "random-text":
        random_text(int(sys.argv[2]), int(sys.argv[3]))
    else:
        KINDS[kind](int(sys.argv[2]))


if __name__ == "__main__":
    main()
