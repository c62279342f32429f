#!/usr/bin/env python3
"""Prints what the AMDGPU assembly files contain, per target: the distinct
instruction mnemonics (in kernels, and those that appear only in clang's
callable OpenCL twins __clang_ocl_kern_imp_*), VOPD pairs, assembler
directives, .amdhsa_* settings and the .amdgpu_metadata keys. Helps to see
what a parser / simulator front end has to accept. Standard library only.

Usage: python3 inventory.py [--forms]   (--forms: every distinct operand form,
                                          with registers/numbers abstracted)
"""

import collections
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def functions(text):
    """(name, body lines) for every function in the .text of one .s file."""
    out, cur, body = [], None, []
    for line in text.splitlines():
        m = re.match(r"^([A-Za-z_.$][\w.$]*):", line)
        if m and not m.group(1).startswith("."):
            cur, body = m.group(1), []
            continue
        if cur and re.match(r"^\.Lfunc_end\d+:", line):
            out.append((cur, body))
            cur = None
            continue
        if cur:
            body.append(line)
    return out


def insts(body):
    for line in body:
        code = line.split(";", 1)[0].strip()
        if not code or code.startswith(".") or code.endswith(":"):
            continue
        yield code


def abstract(code):
    s = re.sub(r"\b(v|s|a)\[\d+:\d+\]", r"\1[N:M]", code)
    s = re.sub(r"\b(v|s|a|ttmp)\d+\b", r"\1N", s)
    s = re.sub(r"(?<![\w.])-?(0x[0-9a-fA-F]+|\d+(\.\d+)?)\b", "IMM", s)
    s = re.sub(r"\.LBB\d+_\d+", "LABEL", s)
    return s


def main():
    forms = "--forms" in sys.argv[1:]
    per_t = collections.defaultdict(lambda: {"k": set(), "twin": set(), "dual": set(), "dir": set(),
                                             "amdhsa": collections.defaultdict(set), "meta": set(),
                                             "forms": collections.defaultdict(set)})
    for path in sorted(glob.glob(os.path.join(HERE, "*", "*_gfx*.s"))):
        t = re.search(r"_(gfx\w+)\.s$", path).group(1)
        d = per_t[t]
        text = open(path).read()
        for name, body in functions(text):
            twin = name.startswith("__clang_ocl_kern_imp_")
            for code in insts(body):
                parts = [p.strip() for p in code.split("::")]
                if len(parts) == 2:
                    d["dual"].add(parts[0].split()[0] + " :: " + parts[1].split()[0])
                for p in parts:
                    mn = p.split()[0]
                    (d["twin"] if twin else d["k"]).add(mn)
                    d["forms"][mn].add(abstract(p))
        in_meta = False
        for line in text.splitlines():
            code = line.split(";", 1)[0].strip()
            if code == ".amdgpu_metadata":
                in_meta = True
            elif code == ".end_amdgpu_metadata":
                in_meta = False
            if code.startswith(".") and not code.split()[0].endswith(":") and (
                    not in_meta or code.startswith(".amdgpu_metadata")):
                d["dir"].add(code.split()[0])
            m = re.match(r"\s*(\.amdhsa_\w+)\s+(\S+)", line)
            if m:
                d["amdhsa"][m.group(1)].add(m.group(2))
        meta = text[text.index(".amdgpu_metadata"):text.index(".end_amdgpu_metadata")]
        for m in re.finditer(r"^\s*(?:- )?(\.?[\w.]+):", meta, re.M):
            d["meta"].add(m.group(1))
    for t in sorted(per_t):
        d = per_t[t]
        print(f"== {t}")
        print(f"kernel mnemonics ({len(d['k'])}):", " ".join(sorted(d["k"])))
        only = sorted(d["twin"] - d["k"])
        print(f"only in __clang_ocl_kern_imp_* twins ({len(only)}):", " ".join(only))
        print("VOPD pairs:", " | ".join(sorted(d["dual"])) or "-")
        print("directives:", " ".join(sorted(d["dir"])))
        print(".amdhsa_* values:", "; ".join(f"{k} {'/'.join(sorted(v))}"
                                            for k, v in sorted(d["amdhsa"].items())))
        print("metadata keys:", " ".join(sorted(d["meta"])))
        if forms:
            for mn in sorted(d["forms"]):
                for f in sorted(d["forms"][mn]):
                    print("   ", f)
        print()


if __name__ == "__main__":
    main()
