#!/usr/bin/env python3
"""Generate the Vulkan rung of the benchmark: one large compute shader.

The shader (spirv-unknown-vulkan1.3-compute, in the form clang's HLSL front
end writes at -O3: SSA values, rotated loops behind a guard, resource
pointers from llvm.spv.resource.getpointer) is N segments in a row over three
storage buffers. Each segment is a loop that reads one buffer, branches on
the value (if/else), may leave early (a break, every other segment: the
function then goes through the structurizer), and writes its sum to another
buffer. The sizes aim at the OpenCL ladder's instruction counts:

  vk-medium   ~5,000 LLVM instructions
  vk-large    ~50,000

Each size becomes <size>.ll and <size>.bc (llvm-as-19) in the corpus
directory, rebuilt when this script or the size changed.
usage: gen-vulkan.py [--out DIR] [--sizes vk-medium,vk-large]
"""
import argparse
import hashlib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEGMENTS = {"vk-medium": 200, "vk-large": 2000}
H = 'target("spirv.VulkanBuffer", [0 x float], 12, 1)'
HN = "tspirv.VulkanBuffer_a0f32_12_1t"


def segment(out, k):
    """Segment k, from its block s<k> to the end of e<k>."""
    src, dst = "%b" + str(k % 3), "%b" + str((k + 1) % 3)
    brk = k % 2 == 1
    back = ("d" if brk else "c") + str(k)
    out += [
        f"s{k}:",
        f"  %n{k} = and i32 %x, {k % 7 + 3}",
        f"  %g{k} = icmp ne i32 %n{k}, 0",
        f"  br i1 %g{k}, label %l{k}, label %e{k}",
        f"l{k}:",
        f"  %i{k} = phi i32 [ 0, %s{k} ], [ %i{k}n, %{back} ]",
        f"  %a{k} = phi float [ 0.0, %s{k} ], [ %a{k}n, %{back} ]",
        f"  %o{k} = add i32 %i{k}, %tid",
        f"  %p{k} = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{HN}({H} {src}, i32 %o{k})",
        f"  %v{k} = load float, ptr addrspace(11) %p{k}, align 4",
        f"  %t{k} = fcmp ogt float %v{k}, {0.25 + k % 5 * 0.125:.3f}",
        f"  br i1 %t{k}, label %y{k}, label %z{k}",
        f"y{k}:",
        f"  %m{k} = fmul float %v{k}, {1.5 + k % 3:.1f}",
        f"  %ay{k} = fadd float %a{k}, %m{k}",
        f"  br label %c{k}",
        f"z{k}:",
        f"  %az{k} = fsub float %a{k}, %v{k}",
        f"  br label %c{k}",
        f"c{k}:",
        f"  %a{k}n = phi float [ %ay{k}, %y{k} ], [ %az{k}, %z{k} ]",
        f"  %i{k}n = add nuw i32 %i{k}, 1",
    ]
    if brk:
        out += [
            f"  %big{k} = fcmp ogt float %a{k}n, 1.0e6",
            f"  br i1 %big{k}, label %e{k}, label %d{k}",
            f"d{k}:",
        ]
    out += [
        f"  %more{k} = icmp ult i32 %i{k}n, %n{k}",
        f"  br i1 %more{k}, label %l{k}, label %e{k}",
        f"e{k}:",
        f"  %r{k} = phi float [ 0.0, %s{k} ], [ %a{k}n, %{'d' if brk else 'c'}{k} ]"
        + (f", [ %a{k}n, %c{k} ]" if brk else ""),
        f"  %w{k} = add i32 %tid, {k}",
        f"  %q{k} = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{HN}({H} {dst}, i32 %w{k})",
        f"  store float %r{k}, ptr addrspace(11) %q{k}, align 4",
    ]


def shader(n):
    out = ['target triple = "spirv-unknown-vulkan1.3-compute"']
    for b in range(3):
        out.append(f'@.s{b} = private unnamed_addr constant [3 x i8] c"B{b}\\00"')
    out.append("define void @main() #0 {")
    out.append("entry:")
    for b in range(3):
        out.append(f"  %b{b} = call {H} @llvm.spv.resource.handlefrombinding.{HN}(i32 0, i32 {b}, i32 1, i32 0, "
                   f"ptr @.s{b})")
    out.append("  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)")
    out.append(f"  %px = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{HN}({H} %b0, i32 %tid)")
    out.append("  %xf = load float, ptr addrspace(11) %px, align 4")
    out.append("  %x = fptoui float %xf to i32")
    out.append("  br label %s0")
    for k in range(n):
        segment(out, k)
        out.append(f"  br label %{'s' + str(k + 1) if k + 1 < n else 'done'}")
    out += ["done:", "  ret void", "}"]
    out.append(f"declare {H} @llvm.spv.resource.handlefrombinding.{HN}(i32, i32, i32, i32, ptr)")
    out.append(f"declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{HN}({H}, i32)")
    out.append("declare i32 @llvm.spv.thread.id.i32(i32)")
    out.append('attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }')
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=os.path.join(HERE, "corpus"))
    ap.add_argument("--sizes", default=",".join(SEGMENTS))
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.abspath(__file__), "rb") as f:
        stamp = hashlib.sha1(f.read()).hexdigest()
    for s in [s for s in a.sizes.split(",") if s]:
        if s not in SEGMENTS:
            sys.exit("gen-vulkan: unknown size '%s' (sizes: %s)" % (s, ", ".join(SEGMENTS)))
        ll, bc, keyfile = (os.path.join(a.out, s + e) for e in (".ll", ".bc", ".key"))
        key = "%s %d" % (stamp, SEGMENTS[s])
        if os.path.exists(bc) and os.path.exists(keyfile) and open(keyfile).read() == key:
            continue
        with open(ll, "w") as f:
            f.write(shader(SEGMENTS[s]))
        subprocess.run(["/usr/lib/llvm-19/bin/llvm-as", ll, "-o", bc], check=True)
        with open(keyfile, "w") as f:
            f.write(key)


if __name__ == "__main__":
    main()
