#!/usr/bin/env python3
"""words.py FILE.spv: one line per instruction of a SPIR-V binary, its opcode
number and word count, then at most three of its operand words:

    op=44 words=65535 3 14 7

No validator reads the SPV_INTEL_long_composites continuations in the types
section, so the tests in this directory check the instructions' words."""
import struct
import sys

data = open(sys.argv[1], "rb").read()
w = struct.unpack("<%dI" % (len(data) // 4), data)
i = 5
while i < len(w):
    n, op = w[i] >> 16, w[i] & 0xffff
    if n == 0:
        sys.exit("words.py: an instruction of 0 words at word %d" % i)
    print("op=%d words=%d %s" % (op, n, " ".join(str(x) for x in w[i + 1:i + min(n, 4)])))
    i += n
