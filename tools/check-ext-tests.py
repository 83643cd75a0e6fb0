#!/usr/bin/env python3
"""Check the rule of test/CodeGen/extensions (issue 14): every extension that
lib/extensions.def marks IMPLEMENTED has a directory there named after it (or
after its twin, the other name of a renamed extension in lib/grammar-facts.txt)
whose tests run llc-spirv with it enabled (--spirv-ext=+NAME) and without it
(the fallback or the error naming the option); and every directory there is
named after an implemented extension.

    tools/check-ext-tests.py [ROOT]    exit 1 and name each problem

ROOT defaults to the repository this script is in.
"""
import os
import re
import sys


def rows(root):
    """(name, status) of each X(...) row of extensions.def."""
    text = open(os.path.join(root, "lib", "extensions.def")).read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.findall(r"^X\((\w+),\s*(\w+),", text, re.M)


def twins(root):
    """Each renamed extension's other name, both ways."""
    out = {}
    for line in open(os.path.join(root, "lib", "grammar-facts.txt")):
        f = line.split()
        if len(f) == 3 and f[0] == "twin":
            out[f[1]], out[f[2]] = f[2], f[1]
    return out


def runs(d):
    """The llc-spirv RUN lines of the tests in directory d."""
    out = []
    for name in sorted(os.listdir(d)):
        if not name.endswith((".ll", ".test")):
            continue
        for line in open(os.path.join(d, name)):
            m = re.match(r"\s*;\s*RUN:(.*)", line)
            if m and re.search(r"(^|[\s;|{])(not\s+)?llc-spirv\s", m.group(1)):
                out.append(m.group(1))
    return out


def enables(line, name):
    return re.search(r"--spirv-ext=\S*\+%s(?![\w])" % re.escape(name), line) or \
        re.search(r"--spirv-ext=\S*\ball\b", line)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    base = os.path.join(root, "test", "CodeGen", "extensions")
    status = dict(rows(root))
    twin = twins(root)
    problems = []
    checked = 0
    for name, st in sorted(status.items()):
        if st != "IMPLEMENTED":
            continue
        checked += 1
        d = os.path.join(base, name)
        if not os.path.isdir(d) and name in twin:
            d = os.path.join(base, twin[name])
        if not os.path.isdir(d):
            problems.append("%s is implemented but test/CodeGen/extensions/%s does not exist" % (name, name))
            continue
        lines = runs(d)
        if not any(enables(line, name) for line in lines):
            problems.append("%s: no test in %s runs llc-spirv with --spirv-ext=+%s" %
                            (name, os.path.relpath(d, root), name))
        own = os.path.basename(d)
        if own == name and not any(not enables(line, name) and not (name in twin and enables(line, twin[name]))
                                   for line in lines):
            problems.append("%s: no test in %s runs llc-spirv without it (the fallback or the error)" %
                            (name, os.path.relpath(d, root)))
    for own in sorted(os.listdir(base)):
        if os.path.isdir(os.path.join(base, own)) and status.get(own) != "IMPLEMENTED":
            problems.append("test/CodeGen/extensions/%s: not an implemented extension of lib/extensions.def" % own)
    for p in problems:
        print("ext-tests: " + p)
    print("ext-tests: %d implemented extensions checked, %d problems" % (checked, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
