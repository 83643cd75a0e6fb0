#!/usr/bin/env python3
"""count-op.py FILE.spv OPCODE: print how many instructions of OPCODE the SPIR-V
binary holds (for modules too big for spirv-dis to print quickly)."""
import struct
import sys

data = open(sys.argv[1], "rb").read()
w = struct.unpack("<%dI" % (len(data) // 4), data)
op, i, n = int(sys.argv[2]), 5, 0
while i < len(w):
    n += (w[i] & 0xFFFF) == op
    i += max(1, w[i] >> 16)
print(n)
