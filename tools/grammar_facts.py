"""Grammar facts: rows of the SPIR-V grammar that an older SPIRV-Headers lacks.

lib/grammar-facts.txt holds, one per line, facts from the SPIR-V registry (the
grammar of a newer SPIRV-Headers) that tools/gen_grammar.py merges into the
system's spirv.core.grammar.json, so the build stays the same offline on
Debian 12 while lowering knows newer instructions and enumerants. The format
is our own; each line describes one row completely, as the newer grammar has
it:

    kind <Kind> ValueEnum|BitEnum|Literal [spec=<extension>]
        an operand kind the system grammar lacks
    op <OpName> <opcode> <operand kind>... <requirements>
        an instruction; its operands after the opcode, each with a ? or *
        quantifier where the grammar has one (IdResultType and IdResult
        included)
    enum <Kind> <Name> <value> <parameter kind>... <requirements>
        an enumerant; for a Capability, caps= are the capabilities it
        implicitly declares
    twin <NEW> <OLD>
        the registry's new name of extension OLD: every row OLD satisfies,
        NEW satisfies too; OLD is preferred when both are enabled

<requirements> are `caps=A,B` (any of), `exts=X,Y` (any of) and `version=1.6`
or `version=None` (only through an extension); caps and exts may be left out.
A row that no published grammar has yet (only its extension's specification
defines it) says so with `spec=<extension>`: the check cannot compare it.
A row the system grammar has is replaced (its name stays the system's: the
C code uses the names of the system's spirv.h). Blank lines and lines
starting with # are comments.

This module reads and applies the facts (used by gen_grammar.py) and, run as a
program, checks them against a newer grammar (test/unit/grammar-facts.test)
or prints the lines for rows of a newer grammar:

    grammar_facts.py check SYSDIR NEWDIR FACTS EXTENSIONS_DEF
    grammar_facts.py names GRAMMAR_H NEW_SPIRV_H
        the spirv.h names gen_grammar.py declares for the facts agree with a
        newer spirv.h
    grammar_facts.py extensions NEWDIR EXTENSIONS_DEF
        every extension name of the newer grammar is in extensions.def
    grammar_facts.py show SYSDIR NEWDIR NAME...   (OpName, Kind.Name, or Name)
"""
import json
import os
import sys


class FactError(Exception):
    pass


def _version(v):
    if v is None:
        return "1.0"
    return v


def parse(path):
    """The facts of the file: a list of dicts, in file order."""
    out = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            t = line.split()
            where = "%s:%d" % (path, n)
            req = {}
            rest = []
            for tok in t[1:]:
                if "=" in tok:
                    k, v = tok.split("=", 1)
                    if k not in ("caps", "exts", "version", "lastversion", "spec") or k in req:
                        raise FactError("%s: bad field %s" % (where, tok))
                    req[k] = v.split(",") if k in ("caps", "exts") else v
                else:
                    rest.append(tok)
            if t[0] == "kind":
                if len(rest) != 2 or rest[1] not in ("ValueEnum", "BitEnum", "Literal") or set(req) - {"spec"}:
                    raise FactError("%s: expected: kind <Kind> ValueEnum|BitEnum|Literal [spec=<extension>]" % where)
                out.append({"fact": "kind", "kind": rest[0], "category": rest[1], "where": where,
                            "spec": req.get("spec")})
            elif t[0] == "twin":
                if len(rest) != 2 or req:
                    raise FactError("%s: expected: twin <NEW> <OLD>" % where)
                out.append({"fact": "twin", "new": rest[0], "old": rest[1], "where": where})
            elif t[0] in ("op", "enum"):
                if "version" not in req:
                    raise FactError("%s: version= is required" % where)
                if t[0] == "op":
                    if len(rest) < 2:
                        raise FactError("%s: expected: op <OpName> <opcode> ..." % where)
                    row = {"fact": "op", "opname": rest[0], "opcode": int(rest[1], 0), "kinds": rest[2:]}
                else:
                    if len(rest) < 3:
                        raise FactError("%s: expected: enum <Kind> <Name> <value> ..." % where)
                    row = {"fact": "enum", "kind": rest[0], "enumerant": rest[1], "value": int(rest[2], 0),
                           "kinds": rest[3:]}
                row.update(req)
                row["where"] = where
                out.append(row)
            else:
                raise FactError("%s: unknown fact %s" % (where, t[0]))
    return out


def _operands(kinds):
    ops = []
    for k in kinds:
        q = k[-1] if k[-1] in "?*" else None
        o = {"kind": k.rstrip("?*")}
        if q:
            o["quantifier"] = q
        ops.append(o)
    return ops


def _req(row):
    r = {"version": row["version"]}
    if row.get("lastversion"):
        r["lastVersion"] = row["lastversion"]
    if row.get("caps"):
        r["capabilities"] = list(row["caps"])
    if row.get("exts"):
        r["extensions"] = list(row["exts"])
    return r


def _prefix(old, new):
    """Do tools that know the old operand list still read words made with the
    new one? Only when the new one just adds optional operands at the end."""
    def shape(ops):
        return [(o["kind"], o.get("quantifier")) for o in ops]
    if len(old) > len(new) or shape(old) != shape(new[:len(old)]):
        return False
    return all(o.get("quantifier") for o in new[len(old):])


def apply(core, facts):
    """Merge the facts into grammar `core` (the parsed spirv.core.grammar.json),
    in place. Rows the facts add, or change so that the system's tools would
    read them differently, get "_newer": True. Returns the twins as a list of
    (new, old) pairs."""
    kinds = {k["kind"]: k for k in core["operand_kinds"]}
    ops = {i["opcode"]: i for i in core["instructions"]}
    twins = []
    for f in facts:
        if f["fact"] == "kind":
            if f["kind"] in kinds:
                continue
            k = {"category": f["category"], "kind": f["kind"], "_newer": True}
            if f["category"] != "Literal":
                k["enumerants"] = []
            core["operand_kinds"].append(k)
            kinds[f["kind"]] = k
        elif f["fact"] == "twin":
            twins.append((f["new"], f["old"]))
        elif f["fact"] == "op":
            row = {"opname": f["opname"], "opcode": f["opcode"], "operands": _operands(f["kinds"])}
            row.update(_req(f))
            old = ops.get(f["opcode"])
            if old is None:
                row["_newer"] = True
                core["instructions"].append(row)
                ops[f["opcode"]] = row
                continue
            if old["opname"] != f["opname"]:
                raise FactError("%s: opcode %d is %s in the system grammar" % (f["where"], f["opcode"], old["opname"]))
            if not _prefix(old.get("operands", []), row["operands"]):
                row["_newer"] = True
            for key in ("capabilities", "extensions", "version", "lastVersion"):
                old.pop(key, None)
            old.update(row)
        else:
            k = kinds.get(f["kind"])
            if k is None:
                raise FactError("%s: no operand kind %s (add a kind line first)" % (f["where"], f["kind"]))
            row = {"enumerant": f["enumerant"], "value": f["value"]}
            if f["kinds"]:
                row["parameters"] = _operands(f["kinds"])
            row.update(_req(f))
            same = [e for e in k["enumerants"] if _value(e) == f["value"]]
            if not same:
                row["_newer"] = True
                k["enumerants"].append(row)
                continue
            if not any(e["enumerant"] == f["enumerant"] for e in same):
                raise FactError("%s: %s %d is %s in the system grammar" % (f["where"], f["kind"], f["value"],
                                                                         same[0]["enumerant"]))
            # the row replaces every alias of the value
            if not _prefix(same[0].get("parameters", []), row.get("parameters", [])):
                row["_newer"] = True
            if f["kind"] == "Capability" and set(same[0].get("capabilities", [])) != set(row.get("capabilities", [])):
                row["_newimplies"] = True
            at = k["enumerants"].index(same[0])
            k["enumerants"] = [e for e in k["enumerants"] if _value(e) != f["value"]]
            k["enumerants"].insert(at, row)
    _twins(core, twins)
    return twins


def _value(e):
    v = e["value"]
    return int(v, 0) if isinstance(v, str) else v


def _twins(core, twins):
    """Every row that an OLD extension satisfies lists its NEW twin after it."""
    rows = list(core["instructions"])
    for k in core["operand_kinds"]:
        rows.extend(k.get("enumerants", []))
    for r in rows:
        ex = r.get("extensions")
        if not ex:
            continue
        for new, old in twins:
            if old in ex and new not in ex:
                ex.insert(ex.index(old) + 1, new)


# -- checking the facts against a newer grammar, and printing fact lines --

def _load(d):
    with open(os.path.join(d, "spirv.core.grammar.json")) as f:
        return json.load(f)


def _names(g):
    """name (and alias) -> (what, kind, value) for every row of grammar g."""
    out = {}
    for i in g["instructions"]:
        for n in [i["opname"]] + i.get("aliases", []):
            out[n] = ("op", None, i["opcode"])
    for k in g["operand_kinds"]:
        for e in k.get("enumerants", []):
            for n in [e["enumerant"]] + e.get("aliases", []):
                out.setdefault(k["kind"] + "." + n, ("enum", k["kind"], _value(e)))
                out.setdefault(n, ("enum", k["kind"], _value(e)))
    return out


def _caprename(sysg, newg):
    """Capability names of the newer grammar as the merged grammar spells them."""
    sysname = {}
    for k in sysg["operand_kinds"]:
        if k["kind"] == "Capability":
            for e in k["enumerants"]:
                sysname.setdefault(_value(e), e["enumerant"])
    out = {}
    for k in newg["operand_kinds"]:
        if k["kind"] == "Capability":
            for e in k["enumerants"]:
                v = _value(e)
                for n in [e["enumerant"]] + e.get("aliases", []):
                    out[n] = sysname.get(v, e["enumerant"])
    return out


def _line(newg, sysg, what, kind, value, twins):
    """The fact line of a row of the newer grammar, in the merged grammar's names."""
    ren = _caprename(sysg, newg)
    olds = {new: old for new, old in twins}

    def req(r):
        out = []
        if r.get("capabilities"):
            out.append("caps=" + ",".join(ren.get(c, c) for c in r["capabilities"]))
        ex = [e for e in r.get("extensions", []) if e not in olds or olds[e] not in r.get("extensions", [])]
        if ex:
            out.append("exts=" + ",".join(sorted(ex)))
        out.append("version=" + _version(r.get("version")))
        if r.get("lastVersion"):
            out.append("lastversion=" + r["lastVersion"])
        return out

    def kinds(ops):
        return [o["kind"] + o.get("quantifier", "") for o in ops]

    if what == "op":
        i = [x for x in newg["instructions"] if x["opcode"] == value][0]
        sysop = [x for x in sysg["instructions"] if x["opcode"] == value]
        name = sysop[0]["opname"] if sysop else i["opname"]
        return " ".join(["op", name, str(value)] + kinds(i.get("operands", [])) + req(i))
    k = [x for x in newg["operand_kinds"] if x["kind"] == kind][0]
    e = [x for x in k["enumerants"] if _value(x) == value][0]
    name = e["enumerant"]
    for sk in sysg["operand_kinds"]:
        if sk["kind"] == kind:
            se = [x for x in sk.get("enumerants", []) if _value(x) == value]
            if se:
                name = se[0]["enumerant"]
    val = ("0x%04x" % value) if k["category"] == "BitEnum" else str(value)
    return " ".join(["enum", kind, name, val] + kinds(e.get("parameters", [])) + req(e))


def _canon(row, ren):
    caps = sorted(set(ren.get(c, c) for c in row.get("capabilities", [])))
    return (caps, sorted(set(row.get("extensions", []))), _version(row.get("version")),
            [(o["kind"], o.get("quantifier")) for o in row.get("operands", row.get("parameters", []))])


def check(sysdir, newdir, factsfile, extdef):
    """Every fact agrees with the newer grammar (values, operands, parameters,
    capabilities, extensions, version), and says something the system grammar
    does not. Extensions that extensions.def lacks or gives only the Vulkan
    environment (VK), and capabilities that only they bring, may be left out
    of a fact: the facts cover the OpenCL environment. Returns the list of
    problems."""
    import re
    with open(extdef) as f:
        known = set(re.findall(r"^X\((SPV_\w+), *\w+, *CL(?:_VK)?\)", f.read(), re.M))
    sysg, newg = _load(sysdir), _load(newdir)
    facts = parse(factsfile)
    merged = _load(sysdir)
    twins = apply(merged, facts)
    ren = _caprename(sysg, newg)
    newops = {i["opcode"]: i for i in newg["instructions"]}
    newkinds = {k["kind"]: k for k in newg["operand_kinds"]}
    sysops = {i["opcode"]: i for i in sysg["instructions"]}
    syskinds = {k["kind"]: k for k in sysg["operand_kinds"]}
    bad = []

    capexts = {}
    for k in newg["operand_kinds"]:
        if k["kind"] == "Capability":
            for e in k["enumerants"]:
                capexts[ren.get(e["enumerant"], e["enumerant"])] = set(e.get("extensions", []))

    def twinned(row):
        """row with the twins of its extensions, without extensions (and
        capabilities of extensions) that extensions.def does not know"""
        r = dict(row)
        ex = [e for e in r.get("extensions", []) if e in known]
        for new, old in twins:
            if old in ex and new not in ex:
                ex.append(new)
        r["extensions"] = ex
        caps = [c for c in r.get("capabilities", [])
                if not capexts.get(ren.get(c, c)) or capexts[ren.get(c, c)] & known]
        r["capabilities"] = caps
        return r

    for f in facts:
        if f.get("spec"):
            print("grammar-facts: %s: from the specification of %s, not checked" % (f["where"], f["spec"]))
            continue
        if f["fact"] == "kind":
            k = newkinds.get(f["kind"])
            if not k or k["category"] != f["category"]:
                bad.append("%s: kind %s %s is not the newer grammar's" % (f["where"], f["kind"], f["category"]))
            continue
        if f["fact"] == "twin":
            # every capability row OLD satisfies in the system grammar lists NEW in the newer one
            for sk in sysg["operand_kinds"]:
                if sk["kind"] != "Capability":
                    continue
                nk = newkinds["Capability"]
                for e in sk["enumerants"]:
                    if f["old"] not in e.get("extensions", []):
                        continue
                    ne = [x for x in nk["enumerants"] if _value(x) == _value(e)]
                    if not ne or f["new"] not in ne[0].get("extensions", []):
                        bad.append("%s: capability %s does not list %s in the newer grammar" %
                                   (f["where"], e["enumerant"], f["new"]))
            continue
        if f["fact"] == "op":
            n = newops.get(f["opcode"])
            mine = [i for i in merged["instructions"] if i["opcode"] == f["opcode"]][0]
            if not n:
                bad.append("%s: the newer grammar has no opcode %d" % (f["where"], f["opcode"]))
                continue
            if f["opname"] not in [n["opname"]] + n.get("aliases", []) and f["opcode"] not in sysops:
                bad.append("%s: opcode %d is %s in the newer grammar" % (f["where"], f["opcode"], n["opname"]))
            old = sysops.get(f["opcode"])
        else:
            nk = newkinds.get(f["kind"])
            ne = [x for x in nk["enumerants"] if _value(x) == f["value"]] if nk else []
            if not ne:
                bad.append("%s: the newer grammar has no %s %d" % (f["where"], f["kind"], f["value"]))
                continue
            n = ne[0]
            names = [x["enumerant"] for x in ne] + sum((x.get("aliases", []) for x in ne), [])
            mine = [x for x in [k for k in merged["operand_kinds"] if k["kind"] == f["kind"]][0]["enumerants"]
                    if _value(x) == f["value"]][0]
            sk = syskinds.get(f["kind"])
            olds = [x for x in sk["enumerants"] if _value(x) == f["value"]] if sk else []
            old = olds[0] if olds else None
            if f["enumerant"] not in names and not old:
                bad.append("%s: %s %d is %s in the newer grammar" % (f["where"], f["kind"], f["value"], n["enumerant"]))
        a, b = _canon(twinned(mine), ren), _canon(twinned(n), ren)
        # a newer grammar may move an extension from a row to its capability;
        # the facts may keep it on the row (both say the same)
        if a[0] != b[0] or a[2] != b[2] or a[3] != b[3] or not set(b[1]) <= set(a[1]):
            bad.append("%s: differs from the newer grammar:\n    facts %s\n    newer %s" % (f["where"], a, b))
        if old is not None and _canon(old, ren) == a:
            bad.append("%s: says what the system grammar already says" % f["where"])
    return bad


def check_names(grammar_h, spirv_h):
    """Problems with the spirv.h names grammar.h declares for the facts."""
    import re
    with open(spirv_h) as f:
        new = dict((m.group(1), int(m.group(2), 0)) for m in
                   re.finditer(r"^\s+(Spv\w+)\s*=\s*(0x[0-9a-fA-F]+|\d+),", f.read(), re.M))
    with open(grammar_h) as f:
        text = f.read()
    mine = [(m.group(1), int(m.group(2), 0)) for m in
            re.finditer(r"^#define (Spv\w+) \(\(\w+\)(\d+)\)$", text, re.M)]
    mine += [(m.group(1), int(m.group(2), 0)) for m in
             re.finditer(r"^\t(Spv\w+) = (0x[0-9a-fA-F]+|\d+),$", text, re.M) if not m.group(1).endswith("Max")]
    # a name the newer spirv.h lacks is a spec= row's (the check above
    # compares every other row's name with the newer grammar)
    bad = ["%s = %d, the newer spirv.h: %s" % (n, v, new.get(n)) for n, v in mine if n in new and new[n] != v]
    return mine, bad


def check_extensions(newdir, extdef):
    """Extension names in the "extensions" lists of the newer grammar that
    extensions.def lacks (issue 12: --spirv-ext takes every registry name),
    and how many names that grammar has."""
    import re
    with open(extdef) as f:
        known = set(re.findall(r"^X\((SPV_\w+),", f.read(), re.M))
    names = set()
    todo = [_load(newdir)]
    while todo:
        o = todo.pop()
        if isinstance(o, dict):
            names.update(o.get("extensions", []))
            todo.extend(v for k, v in o.items() if k != "extensions")
        elif isinstance(o, list):
            todo.extend(o)
    return sorted(names - known), len(names)


def main(argv):
    if len(argv) >= 3 and argv[0] == "extensions":
        missing, n = check_extensions(argv[1], argv[2])
        for m in missing:
            print("grammar-facts: %s is not in %s" % (m, argv[2]))
        print("grammar-facts: %d extension names checked, %d missing" % (n, len(missing)))
        return 1 if missing or not n else 0
    if len(argv) >= 3 and argv[0] == "names":
        mine, bad = check_names(argv[1], argv[2])
        for b in bad:
            print("grammar-facts: " + b)
        print("grammar-facts: %d names checked, %d problems" % (len(mine), len(bad)))
        return 1 if bad or not mine else 0
    if len(argv) >= 5 and argv[0] == "check":
        bad = check(argv[1], argv[2], argv[3], argv[4])
        for b in bad:
            print("grammar-facts: " + b)
        print("grammar-facts: %d facts checked, %d problems" % (len(parse(argv[3])), len(bad)))
        return 1 if bad else 0
    if len(argv) >= 4 and argv[0] == "show":
        sysg, newg = _load(argv[1]), _load(argv[2])
        names = _names(newg)
        for n in argv[3:]:
            if n not in names:
                print("# unknown: " + n)
                continue
            what, kind, value = names[n]
            print(_line(newg, sysg, what, kind, value, []))
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
