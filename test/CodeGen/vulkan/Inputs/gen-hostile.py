#!/usr/bin/env python3
"""Hostile control flow for the Shader environment's structurizer: one
compute shader (or a library function) per shape, of size N.

  gen-hostile.py switch N      a switch with N cases (every fourth falls
                               through to the next), in a loop
  gen-hostile.py loops N       N loops nested in each other
  gen-hostile.py ifs N         N if/else nested in each other
  gen-hostile.py exits N       a loop with N early exits: N/2 breaks to
                               distinct blocks, N/2 returns
  gen-hostile.py irreducible N N blocks branching into each other's middles
  gen-hostile.py mixed N       N loops, each holding an if, a continue and
                               a break, one after the other

The shader reads Buf[tid] and writes Buf[tid + 1] so no block is dead."""
import sys

HANDLE = 'target("spirv.VulkanBuffer", [0 x i32], 12, 1)'
HN = "tspirv.VulkanBuffer_a0i32_12_1t"


def head(out):
    out.append('target triple = "spirv-unknown-vulkan1.3-compute"')
    out.append('@.str = private unnamed_addr constant [4 x i8] c"Buf\\00"')
    out.append("define void @main() #0 {")
    out.append("entry:")
    out.append(f"  %h = call {HANDLE} @llvm.spv.resource.handlefrombinding.{HN}(i32 0, i32 0, i32 1, i32 0, ptr @.str)")
    out.append("  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)")
    out.append(f"  %pin = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{HN}({HANDLE} %h, i32 %tid)")
    out.append("  %x = load i32, ptr addrspace(11) %pin, align 4")
    out.append("  %t1 = add i32 %tid, 1")
    out.append(f"  %pout = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{HN}({HANDLE} %h, i32 %t1)")


def tail(out):
    out.append("}")
    out.append(f"declare {HANDLE} @llvm.spv.resource.handlefrombinding.{HN}(i32, i32, i32, i32, ptr)")
    out.append(f"declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{HN}({HANDLE}, i32)")
    out.append("declare i32 @llvm.spv.thread.id.i32(i32)")
    out.append('attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }')


def store(out, v):
    out.append(f"  store i32 {v}, ptr addrspace(11) %pout, align 4")


def finish(out, v):
    out.append("done:")
    store(out, v)
    out.append("  ret void")


def switch(out, n):
    # for (i = 0; i < x; i++) switch ((x + i) % (n + 7)) { case k: ... }
    out.append("  br label %loop")
    out.append("loop:")
    out.append("  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]")
    out.append("  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]")
    out.append("  %xi = add i32 %x, %i")
    out.append(f"  %sel = urem i32 %xi, {n + 7}")
    out.append("  switch i32 %sel, label %def [")
    for k in range(n):
        out.append(f"    i32 {k}, label %c{k}")
    out.append("  ]")
    for k in range(n):
        out.append(f"c{k}:")
        prev = f"%v{k - 1}" if k % 4 == 1 else "0"
        if k % 4 == 1:
            # a fall-through from the case before
            out.append(f"  %v{k} = phi i32 [ {k * 3}, %loop ], [ %w{k - 1}, %c{k - 1} ]")
        else:
            out.append(f"  %v{k} = add i32 %acc, {k * 3}")
        out.append(f"  %w{k} = xor i32 %v{k}, {k}")
        nxt = f"c{k + 1}" if k % 4 == 0 and k + 1 < n else "latch"
        out.append(f"  br label %{nxt}")
    out.append("def:")
    out.append("  %d = mul i32 %acc, 3")
    out.append("  br label %latch")
    out.append("latch:")
    incoming = [f"[ %w{k}, %c{k} ]" for k in range(n) if not (k % 4 == 0 and k + 1 < n)]
    out.append(f"  %acc1 = phi i32 {', '.join(incoming + ['[ %d, %def ]'])}")
    out.append("  %i1 = add i32 %i, 1")
    out.append("  %more = icmp ult i32 %i1, %x")
    out.append("  br i1 %more, label %loop, label %done")
    finish(out, "%acc1")


def loops(out, n):
    # n nested counted loops, the innermost adding to an accumulator
    out.append("  br label %h0")
    for k in range(n):
        pre = "entry" if k == 0 else f"h{k - 1}"
        back = f"l{k}"
        out.append(f"h{k}:")
        out.append(f"  %i{k} = phi i32 [ 0, %{pre} ], [ %n{k}, %{back} ]")
        out.append(f"  %a{k} = phi i32 [ {'0' if k == 0 else f'%a{k - 1}'}, %{pre} ], [ %b{k}, %{back} ]")
        if k + 1 < n:
            out.append(f"  br label %h{k + 1}")
    out.append(f"  %b{n - 1} = add i32 %a{n - 1}, %i{n - 1}")
    out.append(f"  br label %l{n - 1}")
    for k in reversed(range(n)):
        out.append(f"l{k}:")
        if k < n - 1:
            out.append(f"  %b{k} = phi i32 [ %b{k + 1}, %x{k + 1} ]")
        out.append(f"  %n{k} = add i32 %i{k}, 1")
        out.append(f"  %m{k} = icmp ult i32 %n{k}, %x")
        out.append(f"  br i1 %m{k}, label %h{k}, label %{'done' if k == 0 else f'x{k}'}")
        if k > 0:
            out.append(f"x{k}:")
            out.append(f"  br label %l{k - 1}")
    finish(out, "%b0")


def ifs(out, n):
    # if (x > k) { ... nested ... } else { v = k } at every level
    out.append("  br label %if0")
    for k in range(n):
        out.append(f"if{k}:")
        out.append(f"  %c{k} = icmp ugt i32 %x, {k}")
        out.append(f"  br i1 %c{k}, label %{'if' + str(k + 1) if k + 1 < n else 'leaf'}, label %e{k}")
        out.append(f"e{k}:")
        out.append(f"  %ev{k} = mul i32 %x, {k + 2}")
        out.append(f"  br label %j{k}")
    out.append("leaf:")
    out.append("  %lv = add i32 %x, 1000")
    out.append(f"  br label %j{n - 1}")
    for k in reversed(range(n)):
        out.append(f"j{k}:")
        inner = "%lv, %leaf" if k == n - 1 else f"%r{k + 1}, %j{k + 1}"
        out.append(f"  %p{k} = phi i32 [ {inner} ], [ %ev{k}, %e{k} ]")
        out.append(f"  %r{k} = add i32 %p{k}, {k}")
        out.append(f"  br label %{'j' + str(k - 1) if k else 'done'}")
    finish(out, "%r0")


def exits(out, n):
    # while (true) { if (x == k) break to b_k; ... } with every other exit a return
    out.append("  br label %loop")
    out.append("loop:")
    out.append("  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]")
    out.append("  %y = add i32 %x, %i")
    out.append("  br label %q0")
    for k in range(n):
        out.append(f"q{k}:")
        out.append(f"  %c{k} = icmp eq i32 %y, {k * 5 + 1}")
        out.append(f"  br i1 %c{k}, label %o{k}, label %{'q' + str(k + 1) if k + 1 < n else 'latch'}")
    out.append("latch:")
    out.append("  %i1 = add i32 %i, 1")
    out.append("  br label %loop")
    for k in range(n):
        out.append(f"o{k}:")
        if k % 2:
            store(out, str(k))
            out.append("  ret void")
        else:
            out.append(f"  %ov{k} = add i32 %i, {k}")
            out.append("  br label %done")
    out.append("done:")
    out.append(f"  %r = phi i32 {', '.join(f'[ %ov{k}, %o{k} ]' for k in range(0, n, 2))}")
    store(out, "%r")
    out.append("  ret void")


def irreducible(out, n):
    # a chain of blocks b0..b(n-1); the entry may jump to any of them, and
    # each goes on to the next or back to b0
    out.append(f"  switch i32 %x, label %b0 [")
    for k in range(1, n):
        out.append(f"    i32 {k}, label %b{k}")
    out.append("  ]")
    for k in range(n):
        out.append(f"b{k}:")
        out.append(f"  %c{k} = icmp ugt i32 %x, {k + 3}")
        out.append(f"  br i1 %c{k}, label %{'b' + str(k + 1) if k + 1 < n else 'done'}, label %b0")
    finish(out, "%x")


def mixed(out, n):
    # n loops one after the other, each: for (..) { if (a) continue; if (b) break; acc += i }
    prev, acc = "entry", "%x"
    out.append("  br label %h0")
    for k in range(n):
        out.append(f"h{k}:")
        out.append(f"  %i{k} = phi i32 [ 0, %{prev} ], [ %n{k}, %l{k} ]")
        out.append(f"  %a{k} = phi i32 [ {acc}, %{prev} ], [ %s{k}, %l{k} ]")
        out.append(f"  %odd{k} = and i32 %i{k}, 1")
        out.append(f"  %co{k} = icmp ne i32 %odd{k}, 0")
        out.append(f"  br i1 %co{k}, label %l{k}, label %b{k}")
        out.append(f"b{k}:")
        out.append(f"  %cb{k} = icmp ugt i32 %a{k}, {1000 + k}")
        out.append(f"  br i1 %cb{k}, label %x{k}, label %w{k}")
        out.append(f"w{k}:")
        out.append(f"  %aw{k} = add i32 %a{k}, %i{k}")
        out.append(f"  br label %l{k}")
        out.append(f"l{k}:")
        out.append(f"  %s{k} = phi i32 [ %a{k}, %h{k} ], [ %aw{k}, %w{k} ]")
        out.append(f"  %n{k} = add i32 %i{k}, 1")
        out.append(f"  %m{k} = icmp ult i32 %n{k}, %x")
        out.append(f"  br i1 %m{k}, label %h{k}, label %x{k}")
        out.append(f"x{k}:")
        out.append(f"  %e{k} = phi i32 [ %a{k}, %b{k} ], [ %s{k}, %l{k} ]")
        prev, acc = f"x{k}", f"%e{k}"
        out.append(f"  br label %{'h' + str(k + 1) if k + 1 < n else 'done'}")
    out.append("done:")
    store(out, acc)
    out.append("  ret void")


def main():
    shape, n = sys.argv[1], int(sys.argv[2])
    out = []
    head(out)
    {"switch": switch, "loops": loops, "ifs": ifs, "exits": exits, "irreducible": irreducible,
     "mixed": mixed}[shape](out, n)
    tail(out)
    print("\n".join(out))


if __name__ == "__main__":
    main()
