#!/usr/bin/env python3
"""Regenerate the tables of docs/user-guide.md from the code, so they cannot drift.

The guide has marked sections:
    <!-- BEGIN GENERATED: extensions -->  ...  <!-- END GENERATED: extensions -->
(also: types, intrinsics, spv-intrinsics, builtins). This script rewrites what
is between the markers from lib/extensions.def, lib/types.c, lib/shader.c,
lib/intrin.def, lib/spvintrin.def and the B(...) rows of every lib/*.def
(builtins.def and the area files: atomics, vmem, images).

    tools/gen-docs.py           rewrite docs/user-guide.md in place
    tools/gen-docs.py --check   exit 1 if it is not current, or if an option of
                                the command line (llc-spirv/main.c) is missing
                                from the guide or from the man page
    --guide=PATH, --man=PATH    check other copies (the tests use this)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUIDE = os.path.join(ROOT, "docs", "user-guide.md")
MAN = os.path.join(ROOT, "docs", "llc-spirv.1")


def read(rel):
    with open(os.path.join(ROOT, rel)) as f:
        return f.read()


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def unquote(s):
    s = s.strip()
    if s == "NULL":
        return None
    if s.startswith('"') and s.endswith('"'):
        return s[1:-1]
    return s


def op(s):
    """SpvOpIAdd -> OpIAdd; other values as they are."""
    return s[3:] if s and s.startswith("SpvOp") else s


def rows(text, macro, nargs):
    """The argument lists of every `macro(...)` row of a .def file."""
    out = []
    for m in re.finditer(r"^\s*%s\((.*)\)\s*$" % macro, strip_comments(text), re.M):
        args = [a.strip() for a in re.findall(r'"[^"]*"|[^,]+', m.group(1))]
        if len(args) != nargs:
            sys.exit("gen-docs: cannot read row %s(%s)" % (macro, m.group(1)))
        out.append(args)
    return out


def table(header, body):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in body]
    return "\n".join(lines)


EXT_STATUS = {"IMPLEMENTED": "implemented", "ACCEPTED": "accepted", "VULKAN": "Vulkan only"}
EXT_ENVS = {"CL": "OpenCL", "VK": "Vulkan", "CL_VK": "OpenCL, Vulkan"}


def extensions():
    body = []
    for name, status, envs in rows(read("lib/extensions.def"), "X", 3):
        if status not in EXT_STATUS or envs not in EXT_ENVS:
            sys.exit("gen-docs: extensions.def row %s: unknown status or environments" % name)
        body.append(["`%s`" % name, EXT_STATUS[status], EXT_ENVS[envs]])
    return table(["extension", "status", "environments"], body)


TYPE_NOTES = {
    "Image": "`target(\"spirv.Image\", T, dim, depth, arrayed, ms, sampled, format[, access])`: "
             "`OpTypeImage` with those operands (T `void` or the sampled type)",
    "SampledImage": "same parameters as `spirv.Image`; `OpTypeSampledImage` of that image",
    "Pipe": "`target(\"spirv.Pipe\", access)`: `OpTypePipe` with the access qualifier",
    "SignedImage": "as `spirv.Image`, with a signed integer sampled type (`OpTypeInt N 1`)",
    "Padding": "`target(\"spirv.Padding\", N)`: N bytes of a layout struct; no member of its own",
    "Layout": "`target(\"spirv.Layout\", T, size, offsets...)`: struct T with explicit member offsets",
    "VulkanBuffer": "`target(\"spirv.VulkanBuffer\", T, class, writable)`: a Vulkan shader's buffer "
                    "handle, a `Block` struct of T in StorageBuffer (12) or Uniform (2), `NonWritable` "
                    "unless writable",
    "CooperativeMatrixKHR": "`target(\"spirv.CooperativeMatrixKHR\", T, scope, rows, columns, use)`: "
                            "`OpTypeCooperativeMatrixKHR` with the four integers as constant ids (T an 8- to "
                            "64-bit integer, half, float or double; OpenCL only; needs "
                            "`SPV_KHR_cooperative_matrix`)",
    "TaskSequenceINTEL": "a task sequence (`SPV_INTEL_task_sequence`); a type parameter (the result "
                         "type, as newer clang adds) is ignored",
}
TYPE_SPIRV = {"SignedImage": "OpTypeImage", "Padding": "(layout only)", "Layout": "OpTypeStruct",
              "VulkanBuffer": "OpVariable of a Block"}


def types():
    names = []
    for n in re.findall(r'"spirv\.(\w+)"', read("lib/types.c") + read("lib/shader.c")):
        if n not in names:
            names.append(n)
    body = [["`target(\"spirv.%s\")`" % n, "`%s`" % TYPE_SPIRV.get(n, "OpType" + n),
             TYPE_NOTES.get(n, "no parameters")] for n in names]
    return table(["LLVM type", "SPIR-V type", "parameters"], body)


REDUCE = {"1": "fmax", "2": "fmin", "3": "s_max", "4": "s_min", "5": "u_max", "6": "u_min",
          "7": "NaN-propagating max", "8": "NaN-propagating min"}

LLVMOP = {"LLVMFAdd": "fadd", "LLVMFSub": "fsub", "LLVMFMul": "fmul", "LLVMFDiv": "fdiv", "LLVMFRem": "frem",
          "LLVMFPExt": "fpext", "LLVMFPTrunc": "fptrunc", "LLVMFPToSI": "fptosi", "LLVMFPToUI": "fptoui",
          "LLVMSIToFP": "sitofp", "LLVMUIToFP": "uitofp"}

KINDS = {
    "ANN": "the first operand, unchanged; `OpFPGARegINTEL` of it for `__builtin_intel_fpga_reg` with SPV_INTEL_fpga_reg",
    "PASS0": "the first operand, unchanged",
    "DROP": "nothing (dropped)",
    "TRAP": "`OpAbortKHR` (message: a 32-bit 0) with `SPV_KHR_abort` when its block ends in `ret` or `unreachable`; else nothing (dropped)",
    "DEBUG": "DebugDeclare/DebugValue with debug information ([Debug information](#debug-information)), else nothing",
    "ICONST": "the constant %(arg)s",
    "CARITH": "`%(op)s` (as the instruction, fast-math flags included); the rounding and exception "
              "arguments are ignored",
    "CFCMP": "the `fcmp` of the predicate argument (`fcmps` compares the same way); the exception "
             "argument is ignored",
    "CMATH": "as `llvm.%(base)s`; the rounding and exception arguments are ignored",
    "SHLSAT": "shift left, then the %(sign)s limit when shifting back differs",
    "MULFIX": "%(sign)s fixed-point product from `OpIMul` and OpenCL.std `%(s)s_mul_hi`, rounded toward "
              "negative infinity%(sat)s",
    "DIVFIX": "%(sign)s `(a << scale) / b` in twice the width (64-bit operands: scale 0 only), rounded "
              "toward zero%(sat)s",
    "MLOAD": "one `OpLoad` per enabled lane, behind a branch on its mask bit unless the bit is a constant "
             "(disabled lanes are never read)%(packed)s%(gather)s",
    "MSTORE": "one `OpStore` per enabled lane, behind a branch on its mask bit unless the bit is a "
              "constant%(packed)s%(gather)s",
    "MODF": "OpenCL.std `%(ocl)s` (the second result through a Function pointer)",
    "FREXP": "OpenCL.std `frexp` (exponent through a Function pointer)",
    "VEXTRACT": "`OpVectorShuffle` (one lane: `OpCompositeExtract`)",
    "VINSERT": "`OpVectorShuffle` (one lane: `OpCompositeInsert`)",
    "VARANN": "`UserSemantic` on the variable (SPIR-V 1.4 or `SPV_GOOGLE_hlsl_functionality1`)",
    "PTRANN": "the pointer, with `UserSemantic` on it or on the struct member its GEP selects",
    "FENCE": "`OpArithmeticFenceEXT` (`SPV_EXT_arithmetic_fence` or `SPV_INTEL_arithmetic_fence`); else the operand",
    "CLOCK": "`OpReadClockKHR` (`SPV_KHR_shader_clock`; an error where ShaderClockKHR is unavailable)",
    "SATCVT": "`OpConvertFTo%(su)s` with `SaturatedConversion` (odd widths clamp after it)",
    "FMINMAXNUM": "fmin/fmax with -0 < +0 (a NaN operand gives the other)",
    "FPB1": "OpenCL.std `%(ocl)s`, `FPMaxErrorDecorationINTEL` from `fpbuiltin-max-error` (see above)",
    "FPB2": "OpenCL.std `%(ocl)s`, `FPMaxErrorDecorationINTEL` from `fpbuiltin-max-error` (see above)",
    "FPBOP": "`%(op)s`, `FPMaxErrorDecorationINTEL` from `fpbuiltin-max-error` (see above)",
}


def intrinsic(kind, ocl, arg, name):
    if kind in ("OCL", "SOCL", "UOCL"):
        return "OpenCL.std `%s`" % ocl
    if kind == "OCL1":
        return "OpenCL.std `%s` on the first operand" % ocl
    if kind == "CORE":
        return "`%s`" % op(arg)
    if kind == "OVF":
        return "`%s` and an overflow test" % op(arg)
    if kind == "REDUCE":
        return "lane-by-lane reduction: %s" % ("`%s`" % op(arg) if arg.startswith("SpvOp")
                                             else REDUCE.get(arg, arg))
    if kind == "FMINMAX":
        return "NaN-propagating %s, -0 < +0" % ("maximum" if arg == "1" else "minimum")
    if kind == "STACK":
        return ("`%s` with SPV_INTEL_variable_length_array in a function with a run-time sized alloca; "
                "else %s" % (("OpSaveMemoryINTEL", "undef") if arg == "1" else ("OpRestoreMemoryINTEL", "nothing")))
    if kind in KINDS:
        flags = int(arg) if arg.isdigit() else 0
        return KINDS[kind] % {"arg": arg, "op": LLVMOP.get(arg, arg), "ocl": ocl,
                              "base": name.replace("experimental.constrained.", ""),
                              "sign": "signed" if flags & 1 else "unsigned", "s": "s" if flags & 1 else "u",
                              "su": "S" if flags & 1 else "U",
                              "sat": ", clamped to the range" if flags & 2 else "",
                              "packed": "; enabled lanes take consecutive elements" if flags & 1 else "",
                              "gather": "; lane i at the address in lane i of the vector of pointers (a "
                                        "vector of size_t); with SPV_INTEL_masked_gather_scatter one `%s` "
                                        "(2 to 16 lanes)" % ("OpMaskedGatherINTEL" if name == "masked.gather"
                                                             else "OpMaskedScatterINTEL")
                                        if name in ("masked.gather", "masked.scatter") else ""}
    return "open-coded (%s)" % kind.lower()


SPVKINDS = {
    "WI": "`BuiltIn %(ocl)s`, component by dimension (%(arg)s outside 0-2)",
    "WIS": "`BuiltIn %(ocl)s`",
    "XMATH": "OpenCL.std `%(ocl)s`",
    "FRAC": "`x - floor(x)` (OpenCL.std `floor`)",
    "SATURATE": "OpenCL.std `fclamp(x, 0, 1)`",
    "SIGN": "OpenCL.std `sign`, converted to i32; integers: -1, 0 or 1 by comparisons",
    "FACEFWD": "`n` times 1 or -1 by the sign of `dot(ng, i)` (open-coded)",
    "REFLECT": "`i - 2 dot(n, i) n` (open-coded)",
    "REFRACT": "`eta i - (eta dot(n, i) + sqrt(k)) n`, 0 where k < 0 (open-coded)",
    "ANYALL": "`%(op)s` of the lanes that are not zero (a NaN is not zero)",
    "FDOT": "`OpDot` (`OpFMul` for scalars)",
    "IDOT": "the sum of lane products (`OpIMul`, `OpIAdd`)",
    "DOT4": "the accumulator plus the products of the four %(sign)s bytes (open-coded)",
    "FIRSTBIT": "%(firstbit)s, -1 when there is none, from OpenCL.std `%(ocl)s`",
    "CLASS": "`%(op)s`",
    "WAVE": "`Op%(wave)s` (`%(groupop)s`, sub-group scope)",
    "VOTE": "`%(op)s` (sub-group scope)",
    "ELECT": "`OpGroupNonUniformElect`",
    "ALLEQ": "`OpGroupNonUniformAllEqual`, lane by lane",
    "BALLOT": "`OpGroupNonUniformBallot`",
    "BITCOUNT": "`OpGroupNonUniformBallotBitCount` (`%(groupop)s`) of the ballot",
    "READLANE": "`OpGroupNonUniformBroadcast` for a constant lane, else `OpGroupNonUniformShuffle`",
    "QUAD": "`OpGroupNonUniformQuadSwap`, direction %(arg)s",
    "BARRIER": "%(barrier)s",
    "SHADER": "an error: Shader environment only",
    "GATHER": "as `llvm.%(name)s`",
    "PACKH": "`OpFConvert` to half2 (`FPRoundingMode RTE`), `OpBitcast` to i32",
    "UNPACKH": "`OpBitcast` to half2, `OpFConvert` to float2",
    "PACK8": "the low bytes of four lanes%(clamp)s in one i32",
    "SPECBOOL": "`OpSpecConstantTrue`/`False` with `SpecId` and `OpName` (one per SpecId)",
    "TYPEHINT": "type evidence: the stand-in's real type for the stand-ins below; nothing emitted",
    "PTRHINT": "the pointee type of the pointer, for pointer inference; nothing emitted",
    "NAME": "`OpName` of the value (metadata string, or the packed i32 words of LLVM 19)",
    "DECOR": "`OpDecorate` of the value from its decoration metadata (literal-operand decorations)",
    "ALIASHINT": "nothing: aliasing hints (`SPV_INTEL_memory_access_aliasing` is not used)",
    "FPMAXERR": "`FPMaxErrorDecorationINTEL` with `SPV_INTEL_fp_max_error`, when the grammar has it",
    "VALUEMD": "nothing (a debugging aid of the backend)",
    "MERGE": "nothing: structured control-flow hints, which the Kernel environment does not need",
    "GLOBALINIT": "nothing: the global's own initializer is used",
    "LIFETIME": "as `llvm.%(name)s` (dropped)",
    "UNREACH": "nothing: the `unreachable` that follows becomes `OpUnreachable`",
    "ABORT": "`OpAbortKHR` with the operand as its message with `SPV_KHR_abort`; else nothing (the `unreachable` that follows becomes `OpUnreachable`)",
    "ASSUME": "as `llvm.assume`",
    "EXPECT": "as `llvm.expect`",
    "PASS0": "the first operand",
    "GENCAST": "`OpGenericCastToPtrExplicit` to the result's storage class",
    "AS": "as the `%(llop)s` instruction",
    "GEP": "`OpPtrAccessChain`/`OpInBoundsPtrAccessChain` over the pointee declared for the base",
    "LOAD": "`OpLoad` of the stand-in's type (volatile flag, alignment)",
    "STORE": "`OpStore` (volatile flag, alignment)",
    "ALOAD": "`OpAtomicLoad` with the ordering operand",
    "ASTORE": "`OpAtomicStore` with the ordering operand",
    "EXTRACTV": "`OpCompositeExtract`",
    "INSERTV": "`OpCompositeInsert` into the stand-in's type",
    "CCOMP": "the aggregate of the stand-in's type, by `OpCompositeInsert`",
    "PTRCAST": "the pointer as a pointer to the metadata's type (`OpBitcast` where needed)",
    "SWITCH": "`OpSwitch`, with the blocks of the `indirectbr` that follows",
    "CMPXCHG": "`OpAtomicCompareExchange` and the {old, equal} pair",
    "ALLOCA": "`OpVariable Function` of the assigned pointee%(array)s",
    "UNDEF": "`OpUndef` of the stand-in's type",
    "POISON": "`OpUndef`",
    "ASM": "an error: inline assembly needs `SPV_INTEL_inline_assembly`",
}

GROUPOP = {"0": "Reduce", "1": "InclusiveScan", "2": "ExclusiveScan", "16": "Reduce",
           "SpvGroupOperationReduce": "Reduce", "SpvGroupOperationExclusiveScan": "ExclusiveScan"}
LLVMINST = {"LLVMBitCast": "bitcast", "LLVMExtractElement": "extractelement", "LLVMInsertElement": "insertelement",
            "LLVMFreeze": "freeze"}
BARRIERS = {"2": "`OpMemoryBarrier` (work-group scope, work-group memory)",
            "3": "`OpControlBarrier` (work-group memory)",
            "4": "`OpMemoryBarrier` (device scope, global and image memory)",
            "5": "`OpControlBarrier` (device scope, global and image memory)",
            "6": "`OpMemoryBarrier` (device scope, all memory)",
            "7": "`OpControlBarrier` (device scope, all memory)"}


def spvintrinsic(name, kind, ocl, arg):
    flags = int(arg) if arg.isdigit() else 0
    wave = (ocl or "").replace("#", "I/F").replace("?", "S/F" if flags & 16 else "U/F")
    return SPVKINDS[kind] % {
        "ocl": ocl, "arg": arg, "op": op(arg), "name": name, "sign": "signed" if flags & 1 else "unsigned",
        "firstbit": ["the index of the highest set bit", "the index of the highest bit that differs from the sign",
                     "the index of the lowest set bit"][flags] if kind == "FIRSTBIT" else "",
        "wave": wave, "groupop": GROUPOP.get(arg, arg), "barrier": BARRIERS.get(arg, arg),
        "clamp": (", clamped to " + ("-128..127" if flags & 1 else "0..255")) if flags & 2 else "",
        "llop": LLVMINST.get(arg, arg), "array": " (an array of the count)" if arg == "1" else ""}


def spvintrinsics():
    body = []
    for n, k, o, g, a in rows(read("lib/spvintrin.def"), "S", 5):
        n, o, g = unquote(n), unquote(o), unquote(g)
        body.append(["`llvm.spv.%s`" % n, spvintrinsic(n, k, o, a.strip()), "`%s`" % g if g else ""])
    return table(["intrinsic", "lowering (Kernel)", "GLSL.std.450"], body)


# Rows that intrin.c open-codes in the Shader environment (its `opencoded`
# table), by OpenCL.std name, for the GLSL.std.450 column.
GLSLOPEN = {"copysign": "open-coded: the sign bit moved in the integer form",
            "log10": "`Log2` times log10(2) (half, float)"}


def intrinsics():
    body = []
    for n, k, o, g, a in rows(read("lib/intrin.def"), "I", 5):
        n, o, g = unquote(n), unquote(o), unquote(g)
        glsl = "`%s`" % g if g else GLSLOPEN.get(o, "") if k.strip() == "OCL" else ""
        body.append(["`llvm.%s`" % n, intrinsic(k, o, a.strip(), n), glsl])
    return table(["intrinsic", "lowering (Kernel)", "GLSL.std.450"], body)


FAMILIES = {
    # builtins.def
    "WI": lambda a, b: "`BuiltIn %s`, component by dimension (%s outside 0-2)" % (a, b),
    "WIS": lambda a, b: "`BuiltIn %s`" % a,
    "OCL": lambda a, b: "OpenCL.std `%s`" % a,
    "OCLI": lambda a, b: "OpenCL.std `s_%s` / `u_%s`" % (a, a) + ("; floats: `%s`" % b if b else ""),
    "OCLF": lambda a, b: ("OpenCL.std `%s`; integers: `s_%s` / `u_%s`" % (a, b, b)) if b
                         else "OpenCL.std `%s`" % a,
    "REL": lambda a, b: "`%s`, as 1/0 (scalar) or -1/0 (vector)" % op(a),
    "TEST": lambda a, b: "`%s`, as 1/0 (scalar) or -1/0 (vector)" % op(a),
    "ANYALL": lambda a, b: "`Op%s` of the sign bits" % a.capitalize(),
    "DOT": lambda a, b: "`OpDot` (`OpFMul` for scalars)",
    "BARRIER": lambda a, b: "`OpControlBarrier`",
    "MEMFENCE": lambda a, b: "`OpMemoryBarrier`",
}


def builtin(fam, a, b):
    if fam in FAMILIES:
        return FAMILIES[fam](a, b)
    # the families of the area files (atomics.c, vmem.c, images.c) are
    # described in those files; name the family and its operands
    args = ", ".join("`%s`" % op(x) for x in (a, b) if x)
    return fam.lower() + (" " + args if args else "")


def builtins():
    """The B(...) rows of every lib/*.def, by name; the file says which area lowers it."""
    body = []
    for path in sorted(os.listdir(os.path.join(ROOT, "lib"))):
        if not path.endswith(".def"):
            continue
        for n, f, a, b in rows(read("lib/" + path), "B", 4):
            body.append((unquote(n), path[:-4], builtin(f, unquote(a), unquote(b))))
    body.sort()
    return table(["builtin", "area", "lowering"], [["`%s`" % n, w, l] for n, w, l in body])


SECTIONS = {"extensions": extensions, "types": types, "intrinsics": intrinsics, "spv-intrinsics": spvintrinsics,
            "builtins": builtins}


def generate(text):
    for name, fn in SECTIONS.items():
        pat = re.compile(r"(<!-- BEGIN GENERATED: %s -->\n).*?(<!-- END GENERATED: %s -->)" % (name, name), re.S)
        if not pat.search(text):
            sys.exit("gen-docs: docs/user-guide.md has no GENERATED section '%s'" % name)
        body = fn()
        text = pat.sub(lambda m: m.group(1) + body + "\n" + m.group(2), text)
    return text


def cli_options():
    """Every option the usage text of llc-spirv/main.c names."""
    usage = re.search(r"usage\[\] =(.*?);\n", read("llc-spirv/main.c"), re.S).group(1)
    found = re.findall(r"(?:(?<=\s)|(?<=[(\[\"]))(--?[a-zO][\w-]*)(?![\w-])", usage)
    return sorted(set(found) - {"-vendor", "-os", "-env"})  # parts of the triple syntax


def main():
    global GUIDE, MAN
    for a in sys.argv[1:]:
        if a.startswith("--guide="):
            GUIDE = a[8:]
        elif a.startswith("--man="):
            MAN = a[6:]
    with open(GUIDE) as f:
        old = f.read()
    new = generate(old)
    if "--check" not in sys.argv[1:]:
        if new != old:
            with open(GUIDE, "w") as f:
                f.write(new)
        return 0
    bad = 0
    if new != old:
        print("gen-docs: docs/user-guide.md tables are out of date with lib/*.def; "
              "run `make docs` (python3 tools/gen-docs.py)")
        bad = 1
    with open(MAN) as f:
        man = f.read().replace("\\-", "-")
    for o in cli_options():
        for where, text in (("docs/user-guide.md", old), ("docs/llc-spirv.1", man)):
            if o not in text:
                print("gen-docs: option %s is not documented in %s" % (o, where))
                bad = 1
    if not bad:
        print("gen-docs: docs are current")
    return bad


if __name__ == "__main__":
    sys.exit(main())
