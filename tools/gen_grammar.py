#!/usr/bin/env python3
"""Generate llc-spirv's grammar tables (grammar.h, grammar.c) from SPIRV-Headers.

Usage: gen_grammar.py GRAMMAR_DIR EXTENSIONS_DEF GRAMMAR_FACTS OUT_DIR

Reads spirv.core.grammar.json and the OpenCL.std / GLSL.std.450 extended
instruction grammars, and merges the rows of GRAMMAR_FACTS (lib/grammar-facts.txt,
see tools/grammar_facts.py) that the system's grammar lacks; writes per-opcode
and per-enumerant requirements (capabilities as an any-of list, extensions,
version window), operand and parameter kinds, capability implication,
enumerant names, extended-instruction numbers, the extension ids as an enum,
and the spirv.h names of what the facts add. The first column of
extensions.def's X(name, status, environments) rows adds the extension names
llc-spirv knows that no grammar row mentions.
The two debug-information grammars (OpenCL.DebugInfo.100 and
NonSemantic.Shader.DebugInfo.100) become enums of instruction numbers and
enumerant values, one set for both: their shared names must agree.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grammar_facts  # noqa: E402


def version_word(v):
    if v is None:
        return "LSV_V(1, 0)"
    if v == "None":
        return "LSV_VNONE"
    major, minor = v.split(".")
    return "LSV_V(%d, %d)" % (int(major), int(minor))


def merge_aliases(items, key):
    """Aliases share a value (DotProduct, DotProductKHR): keep the first
    name, and let an extension of any alias satisfy it."""
    first = {}
    out = []
    for e in items:
        v = key(e)
        if v in first:
            f = first[v]
            for x in e.get("extensions", []):
                if x not in f.setdefault("extensions", []):
                    f["extensions"].append(x)
            continue
        first[v] = dict(e)
        out.append(first[v])
    return out


# Operand codes (see lsv_opinfo.operands) of the kinds that have their own,
# and of the other kinds by category.
BYKIND = {"IdScope": "c", "IdMemorySemantics": "m", "LiteralString": "s", "PairLiteralIntegerIdRef": "p",
          "PairIdRefLiteralInteger": "q", "PairIdRefIdRef": "r", "LiteralContextDependentNumber": "l",
          "LiteralFloat": "f"}
BYCATEGORY = {"Id": "i", "Literal": "n"}


def cstr(text):
    """A C string literal of text."""
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def rows_of(core):
    """Every instruction and enumerant row of a grammar."""
    out = list(core["instructions"])
    for k in core["operand_kinds"]:
        out.extend(k.get("enumerants", []))
    return out


def spirv_h(core):
    """The names spirv.h defines for the rows of a grammar, as (kind, name,
    value) with kind None for opcodes: SpvOp<Name>, Spv<Kind><Name>, and for a
    bit enum Spv<Kind><Name>Mask (Spv<Kind>MaskNone for 0) and
    Spv<Kind><Name>Shift."""
    out = []
    for i in core["instructions"]:
        for n in [i["opname"]] + i.get("aliases", []):
            out.append((None, "Spv" + n, i["opcode"]))
    for k in core["operand_kinds"]:
        if k["category"] not in ("ValueEnum", "BitEnum"):
            continue
        for e in k["enumerants"]:
            v = grammar_facts._value(e)
            for n in [e["enumerant"]] + e.get("aliases", []):
                if k["category"] == "ValueEnum":
                    out.append((k["kind"], "Spv%s%s" % (k["kind"], n), v))
                elif v == 0:
                    out.append((k["kind"], "Spv%sMaskNone" % k["kind"], 0))
                else:
                    out.append((k["kind"], "Spv%s%sMask" % (k["kind"], n), v))
                    out.append((k["kind"], "Spv%s%sShift" % (k["kind"], n), v.bit_length() - 1))
    return out


def spirv_h_names(core):
    return set(n for _, n, _ in spirv_h(core))


def extra_enums(core, sysnames, syskinds):
    """C declarations of the spirv.h names of rows the facts add: a newer
    spirv.h declares them the same way, so code that uses them reads alike."""
    lines = []
    byk = {}
    for k, n, v in spirv_h(core):
        if n in sysnames:
            continue
        byk.setdefault(k, []).append((n, v))
    cats = {k["kind"]: k["category"] for k in core["operand_kinds"]}
    for k in [None] + sorted(x for x in byk if x is not None):
        if k not in byk:
            continue
        names = sorted(set(byk[k]), key=lambda nv: (nv[1], nv[0]))
        if k is None or k in syskinds:
            # typed like spirv.h's enumerators, so comparisons with them are clean
            for n, v in names:
                t = "SpvOp" if k is None else "Spv%s%s" % (k, "" if cats[k] == "ValueEnum" else
                                                           "Shift" if n.endswith("Shift") else "Mask")
                lines.append("#define %s ((%s)%d)" % (n, t, v))
        elif cats[k] == "ValueEnum":
            lines.append("typedef enum Spv%s_ {" % k)
            lines.extend("\t%s = %d," % (n, v) for n, v in names)
            lines.append("\tSpv%sMax = 0x7fffffff," % k)
            lines.append("} Spv%s;" % k)
        else:
            lines.append("typedef enum Spv%sShift_ {" % k)
            lines.extend("\t%s = %d," % (n, v) for n, v in names if n.endswith("Shift"))
            lines.append("\tSpv%sMax = 0x7fffffff," % k)
            lines.append("} Spv%sShift;" % k)
            lines.append("typedef enum Spv%sMask_ {" % k)
            lines.extend("\t%s = 0x%08x," % (n, v) for n, v in names if not n.endswith("Shift"))
            lines.append("} Spv%sMask;" % k)
    return "\n".join(lines) + "\n"


# Prefixes of the generated debug-information enumerants, by operand kind.
DIKINDS = {
    "DebugInfoFlags": "LSV_DIF_",
    "DebugBaseTypeAttributeEncoding": "LSV_DIE_",
    "DebugCompositeType": "LSV_DIC_",
    "DebugTypeQualifier": "LSV_DIQ_",
    "DebugOperation": "LSV_DIO_",
    "DebugImportedEntity": "LSV_DII_",
    "BuildIdentifierFlags": "LSV_DIB_",
}


def debuginfo_enums(ocl, ns):
    """C enums for the instructions and enumerants of both debug-information
    sets. A name both grammars define must have one number."""
    def merged(pairs_a, pairs_b, what):
        out = dict(pairs_a)
        for name, num in pairs_b:
            if name in out and out[name] != num:
                sys.exit("gen_grammar.py: %s %s is %s in OpenCL.DebugInfo.100 but %s in "
                         "NonSemantic.Shader.DebugInfo.100" % (what, name, out[name], num))
            out[name] = num
        return sorted(out.items(), key=lambda kv: (kv[1], kv[0]))

    def enumerants(g, kind):
        for k in g["operand_kinds"]:
            if k["kind"] == kind:
                return [(e["enumerant"], int(e["value"], 0) if isinstance(e["value"], str) else e["value"])
                        for e in k["enumerants"]]
        return []

    out = ["/* OpenCL.DebugInfo.100 (grammar version %d) and NonSemantic.Shader.DebugInfo.100\n"
           " * (version %d): instruction numbers and enumerants, shared where both define them. */\n"
           % (ocl["version"], ns["version"]),
           "#define LSV_OCLDI_VERSION %d\n#define LSV_NSDI_VERSION %d\n" % (ocl["version"], ns["version"]),
           "enum lsv_di {\n"]
    ins = merged([(i["opname"], i["opcode"]) for i in ocl["instructions"]],
                 [(i["opname"], i["opcode"]) for i in ns["instructions"]], "instruction")
    out += ["\tLSV_DI_%s = %d,\n" % (n, v) for n, v in ins]
    out.append("};\n")
    for kind, prefix in sorted(DIKINDS.items(), key=lambda kv: kv[1]):
        vals = merged(enumerants(ocl, kind), enumerants(ns, kind), kind)
        out.append("enum {\n")
        out += ["\t%s%s = 0x%x,\n" % (prefix, n, v) for n, v in vals]
        out.append("};\n")
    return "".join(out) + "\n"


def main():
    gdir, extdef, factsfile, out = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
    core = json.load(open(os.path.join(gdir, "spirv.core.grammar.json")))
    sysexts = set()
    for row in rows_of(core):
        sysexts.update(row.get("extensions", []))
    sysnames = spirv_h_names(core)
    syskinds = set(k["kind"] for k in core["operand_kinds"])
    try:
        twins = dict(grammar_facts.apply(core, grammar_facts.parse(factsfile)))
    except grammar_facts.FactError as e:
        sys.exit("gen_grammar: %s" % e)
    ocl = json.load(open(os.path.join(gdir, "extinst.opencl.std.100.grammar.json")))
    glsl = json.load(open(os.path.join(gdir, "extinst.glsl.std.450.grammar.json")))
    gver = "%d.%d.%d" % (core["major_version"], core["minor_version"], core["revision"])
    ocldi = json.load(open(os.path.join(gdir, "extinst.opencl.debuginfo.100.grammar.json")))
    nsdi = json.load(open(os.path.join(gdir, "extinst.nonsemantic.shader.debuginfo.100.grammar.json")))

    exts = set()
    for row in rows_of(core):
        exts.update(row.get("extensions", []))
    enumkinds = [k for k in core["operand_kinds"] if k["category"] in ("ValueEnum", "BitEnum")]
    # OpenCL.DebugInfo.100's own operand kinds, after the core's: the printer
    # names their enumerants (NonSemantic.Shader.DebugInfo's operands are ids)
    dikinds = [k for k in ocldi["operand_kinds"] if k["category"] in ("ValueEnum", "BitEnum")]
    for k in dikinds:
        if k["kind"] in syskinds:
            sys.exit("gen_grammar: OpenCL.DebugInfo.100 operand kind %s is also a core kind" % k["kind"])
    enumkinds += dikinds
    exts.update(re.findall(r"^X\((SPV_\w+),", open(extdef).read(), re.M))
    # an extension of the facts that no row of the system grammar names: the
    # system's SPIRV-Tools does not know it satisfies anything
    newerexts = set(e for e in exts if e not in sysexts and any(
        e in r.get("extensions", []) for r in rows_of(core)))
    exts = sorted(exts)
    extidx = {e: i for i, e in enumerate(exts)}

    capkind = [k for k in enumkinds if k["kind"] == "Capability"][0]
    capvals = []
    capnames = {}
    for e in capkind["enumerants"]:
        if e["value"] not in capnames:
            capnames[e["value"]] = e["enumerant"]
            capvals.append(e["value"])
    capbyname = {}
    for e in capkind["enumerants"]:
        capbyname[e["enumerant"]] = e["value"]
    capvals.sort()

    lists = {}  # tuple -> C array name, shared between rows

    def u16list(vals):
        if not vals:
            return "NULL"
        key = tuple(vals)
        if key not in lists:
            lists[key] = "l%d" % len(lists)
        return lists[key]

    def req(obj):
        caps = [capbyname[c] for c in obj.get("capabilities", [])]
        ex = [extidx[e] for e in obj.get("extensions", [])]
        last = obj.get("lastVersion")
        return "{%s, %s, %s, %s, %d, %d}" % (
            version_word(obj.get("version")), version_word(last) if last else "LSV_VLAST",
            u16list(caps), u16list(ex), len(caps), len(ex))

    kindcat = {k["kind"]: k["category"] for k in core["operand_kinds"] + dikinds}
    enumkindidx = {k["kind"]: i for i, k in enumerate(enumkinds)}

    def operand_code(o):
        """One letter per operand after the result: i id, c the id of a Scope
        and m of a MemorySemantics (32-bit integers), n literal number (one
        word), l literal of the width of the result type (OpConstant) or of the
        selector (OpSwitch), f literal float, e ValueEnum, b BitEnum (its
        parameters follow), s string, p literal-id pair (OpSwitch), q id-literal
        pair, r id-id pair; e and b are followed by 'A' + the lsv_kind; then
        the quantifier (? or *) if any."""
        k, cat = o["kind"], kindcat.get(o["kind"])
        if cat is None:
            sys.exit("gen_grammar: operand kind %s is not in the grammar" % k)
        if k in BYKIND:
            ch = BYKIND[k]
        elif cat in ("ValueEnum", "BitEnum"):
            ch = ("e" if cat == "ValueEnum" else "b") + chr(ord("A") + enumkindidx[k])
        elif cat in BYCATEGORY:
            ch = BYCATEGORY[cat]
        else:
            sys.exit("gen_grammar: no operand code for kind %s" % k)
        return ch + o.get("quantifier", "")

    oprows = {}
    opnames = [(ins["opname"][2:], ins["opcode"]) for ins in core["instructions"]]
    for ins in merge_aliases(core["instructions"], lambda i: i["opcode"]):
        ops = [o["kind"] for o in ins.get("operands", [])]
        code = "".join(operand_code(o) for o in ins.get("operands", [])
                       if o["kind"] not in ("IdResultType", "IdResult"))
        oprows[ins["opcode"]] = '{"%s", %d, %d, %d, %s, %s}' % (
            ins["opname"], "IdResultType" in ops, "IdResult" in ops, bool(ins.get("_newer")), req(ins),
            cstr(code))
    opnames.sort()
    maxop = max(oprows)

    enumrows = []
    kindoff = []
    for k in enumkinds:
        seen = set()
        rows = []
        for e in merge_aliases(k["enumerants"], lambda e: e["value"]):
            v = e["value"]
            if isinstance(v, str):
                v = int(v, 0)
            if v in seen:
                continue
            seen.add(v)
            implies = []
            if k["kind"] == "Capability":
                implies = [capbyname[c] for c in e.get("capabilities", [])]
                r = dict(e)
                r.pop("capabilities", None)
            else:
                r = e
            params = "".join(operand_code(o) for o in e.get("parameters", []))
            rows.append((v, '{"%s", %du, %d, %d, %s, %s, %d, %s}' % (
                e["enumerant"], v, bool(e.get("_newer")), bool(e.get("_newimplies")), req(r), u16list(implies),
                len(implies), cstr(params))))
        rows.sort()
        kindoff.append((k["kind"], len(enumrows), len(rows)))
        enumrows.extend(r for _, r in rows)

    def extinst(g):
        return sorted((i["opname"], i["opcode"]) for i in g["instructions"])

    h = open(os.path.join(out, "grammar.h.tmp"), "w")
    h.write("/* Generated by tools/gen_grammar.py from SPIRV-Headers grammar %s. Do not edit. */\n" % gver)
    h.write("#ifndef LSV_GRAMMAR_H\n#define LSV_GRAMMAR_H\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\n#include <spirv/unified1/spirv.h>\n\n")
    h.write("#define LSV_GRAMMAR_VERSION \"%s\"\n" % gver)
    h.write("#define LSV_VNONE 0xffffffffu /* only through an extension */\n")
    h.write("#define LSV_VLAST 0xfffffffeu /* no last version */\n")
    h.write("#define LSV_NEXT %d\n#define LSV_NCAPS %d\n#define LSV_MAXOP %d\n\n" % (len(exts), len(capvals), maxop))
    h.write("/* Extensions by id, in name order: LSV_<name>. */\nenum lsv_ext {\n")
    for e in exts:
        h.write("\tLSV_%s,\n" % e)
    h.write("};\n\n")
    h.write("/* The spirv.h names of what the grammar facts add to SPIRV-Headers %s. */\n" % gver)
    h.write(extra_enums(core, sysnames, syskinds))
    h.write("\n")
    h.write(debuginfo_enums(ocldi, nsdi))
    h.write("enum lsv_kind {\n")
    for name, _, _ in kindoff:
        h.write("\tLSV_K_%s,\n" % name)
    h.write("\tLSV_NKINDS\n};\n\n")
    h.write("""/* Requirements of an instruction or enumerant: any one of caps, and a version
 * in [version, lastversion] or one of exts. */
struct lsv_req {
	uint32_t version, lastversion;
	const uint16_t *caps;  /* SpvCapability values, any-of */
	const uint16_t *exts;  /* lsv_ext_names indices */
	uint8_t ncaps, nexts;
};

struct lsv_opinfo {
	const char *name;
	bool type, result;     /* has a result type, has a result id */
	bool newer;            /* from the grammar facts, unknown to this SPIRV-Headers' tools */
	struct lsv_req req;
	/* operands after the result, one letter each: i id, c id of a Scope, m id
	 * of a MemorySemantics, n literal number (one word), l literal of the
	 * width of the result type (OpConstant) or selector (OpSwitch), f literal
	 * float, e ValueEnum, b BitEnum (the parameters of its bits follow),
	 * s string, p literal-id pair, q id-literal pair, r id-id pair;
	 * e and b are followed by 'A' + their enum lsv_kind; each operand then by
	 * its quantifier ? or * where the grammar has one */
	const char *operands;
};

struct lsv_enuminfo {
	const char *name;
	uint32_t value;
	bool newer;              /* as in lsv_opinfo */
	bool newimplies;         /* Capability: the facts changed what it implies (older tools do not know) */
	struct lsv_req req;
	const uint16_t *implies; /* Capability only: implicitly declared capabilities */
	uint8_t nimplies;
	const char *params;      /* its parameters, coded as lsv_opinfo.operands */
};

const struct lsv_opinfo *lsv_opinfo(uint32_t op);                        /* NULL if unknown */
int lsv_opcode(const char *name, size_t len); /* name without "Op"; -1 if unknown */
const struct lsv_enuminfo *lsv_enuminfo(enum lsv_kind k, uint32_t value); /* NULL if unknown */
int lsv_cap_index(uint32_t cap);    /* dense index for bit sets, -1 if unknown */
uint32_t lsv_cap_value(int index);
extern const char *const lsv_ext_names[LSV_NEXT]; /* sorted by name */
extern const bool lsv_ext_newer[LSV_NEXT]; /* from the facts: this SPIRV-Headers' tools do not know it */
extern const int16_t lsv_ext_twin[LSV_NEXT]; /* the older name of a renamed extension; -1 if none */
int lsv_ext_index(const char *name, size_t len);  /* -1 if unknown */
int lsv_extinst_number(int set, const char *name, size_t len); /* set: 0 OpenCL.std, 1 GLSL.std.450 */
const char *lsv_extinst_name(int set, uint32_t number); /* LSV_SET_*; NULL if unknown */
const char *lsv_extinst_operands(int set, uint32_t number); /* as lsv_opinfo.operands; NULL if unknown */
/* The operand codes (as lsv_opinfo's) of the parameters enumerant value of
 * kind k takes after it: "" for none, NULL if unknown. */
const char *lsv_enum_params(enum lsv_kind k, uint32_t value);
/* The value of enumerant `name` of kind k; -1 if none. Linear: cache results. */
int64_t lsv_enum_value(enum lsv_kind k, const char *name, size_t len);

#endif
""")
    h.close()

    c = open(os.path.join(out, "grammar.c.tmp"), "w")
    c.write("/* Generated by tools/gen_grammar.py from SPIRV-Headers grammar %s. Do not edit. */\n" % gver)
    c.write("#include <string.h>\n#include \"lsv.h\"\n\n")
    for key, name in sorted(lists.items(), key=lambda kv: int(kv[1][1:])):
        c.write("static const uint16_t %s[] = {%s};\n" % (name, ", ".join(str(x) for x in key)))
    c.write("\nstatic const struct lsv_opinfo ops[LSV_MAXOP + 1] = {\n")
    for op in sorted(oprows):
        c.write("\t[%d] = %s,\n" % (op, oprows[op]))
    c.write("};\n\nstatic const struct lsv_enuminfo enums[] = {\n")
    for r in enumrows:
        c.write("\t%s,\n" % r)
    c.write("};\n\nstatic const struct { uint32_t off, n; } kinds[LSV_NKINDS] = {\n")
    for name, off, n in kindoff:
        c.write("\t[LSV_K_%s] = {%d, %d},\n" % (name, off, n))
    c.write("};\n\nstatic const uint16_t capvals[LSV_NCAPS] = {%s};\n\n" % ", ".join(str(v) for v in capvals))
    c.write("const char *const lsv_ext_names[LSV_NEXT] = {\n")
    for e in exts:
        c.write('\t"%s",\n' % e)
    c.write("};\n\n")
    c.write("const int16_t lsv_ext_twin[LSV_NEXT] = {\n")
    for e in exts:
        c.write('\t%d, /* %s */\n' % (extidx[twins[e]] if e in twins else -1, e))
    c.write("};\n\n")
    c.write("const bool lsv_ext_newer[LSV_NEXT] = {\n")
    for e in exts:
        c.write('\t%d, /* %s */\n' % (e in newerexts, e))
    c.write("};\n\n")
    c.write("static const struct { const char *name; uint32_t num; } opnames[] = {\n")
    for n, num in opnames:
        c.write('\t{"%s", %d},\n' % (n, num))
    c.write("};\n\n")
    c.write("struct extrow {\n\tconst char *name, *operands;\n};\n\n")
    for setname, g in (("ocl", ocl), ("glsl", glsl), ("ocldi", ocldi), ("nsdi", nsdi)):
        if setname in ("ocl", "glsl"):
            # by name for lowering (debug.c has the debug sets' numbers as enums)
            c.write("static const struct { const char *name; uint32_t num; } %s_insts[] = {\n" % setname)
            for n, num in extinst(g):
                c.write('\t{"%s", %d},\n' % (n, num))
            c.write("};\n\n")
        c.write("static const struct extrow %s_bynum[] = {\n" % setname)
        for i in sorted(g["instructions"], key=lambda i: i["opcode"]):
            c.write('\t[%d] = {"%s", %s},\n' % (i["opcode"], i["opname"],
                                               cstr("".join(operand_code(o) for o in i.get("operands", [])))))
        c.write("};\n\n")
    c.write("""const struct lsv_opinfo *
lsv_opinfo(uint32_t op)
{
	if (op > LSV_MAXOP || !ops[op].name)
		return NULL;
	return &ops[op];
}

const struct lsv_enuminfo *
lsv_enuminfo(enum lsv_kind k, uint32_t value)
{
	uint32_t lo = kinds[k].off, hi = kinds[k].off + kinds[k].n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (enums[mid].value == value)
			return &enums[mid];
		if (enums[mid].value < value)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const char *
lsv_enum_params(enum lsv_kind k, uint32_t value)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(k, value);

	return e ? e->params : NULL;
}

int
lsv_cap_index(uint32_t cap)
{
	int lo = 0, hi = LSV_NCAPS;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (capvals[mid] == cap)
			return mid;
		if (capvals[mid] < cap)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

uint32_t
lsv_cap_value(int index)
{
	return capvals[index];
}

static int
cmpname(const char *a, const char *b, size_t blen)
{
	int r = strncmp(a, b, blen);

	if (r == 0 && a[blen])
		return 1;
	return r;
}

int
lsv_ext_index(const char *name, size_t len)
{
	int lo = 0, hi = LSV_NEXT;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2, r = cmpname(lsv_ext_names[mid], name, len);
		if (r == 0)
			return mid;
		if (r < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

#define FIND(tab) \\
	do { \\
		int lo = 0, hi = (int)(sizeof(tab) / sizeof(tab[0])); \\
		while (lo < hi) { \\
			int mid = lo + (hi - lo) / 2, r = cmpname(tab[mid].name, name, len); \\
			if (r == 0) \\
				return (int)tab[mid].num; \\
			if (r < 0) \\
				lo = mid + 1; \\
			else \\
				hi = mid; \\
		} \\
		return -1; \\
	} while (0)

int
lsv_opcode(const char *name, size_t len)
{
	FIND(opnames);
}

int
lsv_extinst_number(int set, const char *name, size_t len)
{
	if (set == 0)
		FIND(ocl_insts);
	FIND(glsl_insts);
}

int64_t
lsv_enum_value(enum lsv_kind k, const char *name, size_t len)
{
	uint32_t i;

	for (i = kinds[k].off; i < kinds[k].off + kinds[k].n; i++)
		if (!cmpname(enums[i].name, name, len))
			return enums[i].value;
	return -1;
}

/* The row of instruction number of set (0 OpenCL.std, 1 GLSL.std.450,
 * 2 OpenCL.DebugInfo.100, 3 and 4 NonSemantic.Shader.DebugInfo.100 and .200,
 * which share the .100 grammar); NULL if unknown. */
#define BYNUM(t) (number < sizeof(t) / sizeof(t[0]) && t[number].name ? &t[number] : NULL)
static const struct extrow *
extrow(int set, uint32_t number)
{
	switch (set) {
	case 0: return BYNUM(ocl_bynum);
	case 1: return BYNUM(glsl_bynum);
	case 2: return BYNUM(ocldi_bynum);
	case 3: case 4: return BYNUM(nsdi_bynum);
	}
	return NULL;
}

const char *
lsv_extinst_name(int set, uint32_t number)
{
	const struct extrow *r = extrow(set, number);

	return r ? r->name : NULL;
}

const char *
lsv_extinst_operands(int set, uint32_t number)
{
	const struct extrow *r = extrow(set, number);

	return r ? r->operands : NULL;
}
""")
    c.close()
    os.replace(os.path.join(out, "grammar.h.tmp"), os.path.join(out, "grammar.h"))
    os.replace(os.path.join(out, "grammar.c.tmp"), os.path.join(out, "grammar.c"))


if __name__ == "__main__":
    main()
