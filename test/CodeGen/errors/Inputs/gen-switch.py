"""Print an LLVM function whose switch has N cases over 8 blocks that feed a phi."""
import sys

n = int(sys.argv[1])
out = ["define spir_func i32 @f(i32 %x) {", "entry:", "  switch i32 %x, label %d ["]
out += ["    i32 %d, label %%b%d" % (i, i % 8) for i in range(n)]
out += ["  ]"]
for i in range(8):
    out += ["b%d:" % i, "  br label %d"]
out += ["d:", "  %p = phi i32 [0, %entry]" + "".join(", [%d, %%b%d]" % (i, i) for i in range(8)),
        "  ret i32 %p", "}"]
print("\n".join(out))
