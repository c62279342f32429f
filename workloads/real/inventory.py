#!/usr/bin/env python3
"""Write inventory.json from selection.json, compile_log.json and the generated
files: per benchmark its origin in HeCBench, licence information, build options
and, per compiler/target, the generated files and the kernels in each (PTX
`.entry` names, AMDGPU `.amdhsa_kernel` names).

inventory.py HECBENCH [--check]     (--check: compare with the file on disk)
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hecsrc  # noqa: E402
import build  # noqa: E402

HERE = hecsrc.HERE
PTX_ENTRY = re.compile(r"^\s*(?:\.(?:visible|weak|extern)\s+)*\.entry\s+([\w$.]+)", re.M)
AMD_KERNEL = re.compile(r"^\s*\.amdhsa_kernel\s+(\S+)", re.M)
LICENCE_NAMES = re.compile(r"^(licen[cs]e|copying|copyright)(\.\w+)?$", re.I)


def kernels(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    return (PTX_ENTRY if path.endswith(".ptx") else AMD_KERNEL).findall(text)


def classify(text):
    t = " ".join(text.split())
    head = t[:600].upper()
    spdx = re.search(r"SPDX-License-Identifier:\s*([\w.+-]+(?:\s+(?:OR|AND|WITH)\s+[\w.+-]+)*)", t)
    if spdx:
        kind = spdx.group(1)
    elif "GNU LESSER GENERAL PUBLIC LICENSE" in head:
        kind = "LGPL"
    elif "GNU GENERAL PUBLIC LICENSE" in head or "GNU GENERAL PUBLIC LICENSE" in t:
        m = re.search(r"Version (\d)", t)
        kind = "GPL-" + (m.group(1) if m else "?")
    elif "Apache License" in t:
        kind = "Apache-2.0"
    elif "Permission is hereby granted, free of charge" in t:
        kind = "MIT"
    elif "Boost Software License" in t:
        kind = "BSL-1.0"
    elif "University of Illinois/NCSA" in t:
        kind = "NCSA"
    elif "Redistribution and use in source and binary forms" in t:
        kind = "BSD-3-Clause" if ("Neither the name" in t or "endorse or promote" in t) else "BSD-2-Clause"
    elif re.search(r"NVIDIA Corporation.*(proprietary|end user license)", t, re.I):
        kind = "NVIDIA notice (refers to NVIDIA's EULA / proprietary rights)"
    else:
        kind = "other/unrecognised"
    return kind


def copyright_lines(text, limit=80):
    out = []
    for l in text.split("\n")[:limit]:
        if re.search(r"(copyright|\(c\)).*\b(19|20)\d\d\b", l, re.I):
            s = l.strip(" */#/\t")
            if s and s not in out:
                out.append(s[:160])
    return out[:4]


NOTICE_RE = re.compile(r"end user license agreement|PROPRIETARY and|strictly prohibited", re.I)
CODE_EXT = (".cu", ".cuh", ".h", ".hpp", ".cpp", ".cc", ".c", ".inc")


def licence_info(tree, bench, plans, gpl_style):
    files, headers, notices = [], [], []
    dirs = sorted({d for m in ("cuda", "hip") for d in hecsrc.needed_dirs(plans[f"{bench}-{m}"])})
    for d in dirs:
        names = []
        if tree.gitdir:
            out = tree.git("ls-tree", "-r", "--name-only", tree.commit, "--", d + "/", text=True)
            names = [n for n in out.split("\n") if n]
        else:
            for dp, _, fs in os.walk(os.path.join(tree.root, d)):
                names += [os.path.relpath(os.path.join(dp, f), tree.root) for f in fs]
        for n in sorted(names):
            if LICENCE_NAMES.match(os.path.basename(n)) and d.startswith(f"src/{bench}-"):
                text = tree.read(n) or ""
                files.append({"path": n, "kind": classify(text), "copyright": copyright_lines(text)})
            elif n.endswith(CODE_EXT) and NOTICE_RE.search(tree.read(n) or ""):
                notices.append(n)
    for m in ("cuda", "hip"):
        for s in plans[f"{bench}-{m}"]["sources"]:
            text = tree.read(s) or ""
            head = "\n".join(text.split("\n")[:80])
            cl = copyright_lines(head)
            k = classify(head)
            if cl or k != "other/unrecognised":
                headers.append({"path": s, "kind": k, "copyright": cl})
    kinds = sorted({f["kind"] for f in files} | {h["kind"] for h in headers if h["kind"] != "other/unrecognised"})
    return {"hecbench_readme": ("GPL-style (HeCBench README: 'The benchmarks ... have GPL-style licenses')"
                                if bench in gpl_style else "BSD-3-Clause (HeCBench top-level LICENSE)"),
            "kinds_found": kinds, "licence_files": files, "source_headers": headers,
            "files_with_nvidia_restrictive_notice": notices}


def readme_gpl_list(tree):
    text = tree.read("README.md") or ""
    m = re.search(r"The benchmarks (.*?) have GPL-style licenses", text)
    return [x.strip() for x in m.group(1).split(",")] if m else []


def make(tree, out_dir):
    with open(os.path.join(out_dir, "selection.json")) as f:
        sel = json.load(f)
    with open(os.path.join(out_dir, "compile_log.json")) as f:
        log = json.load(f)
    plans = log["meta"]["plans"]
    gpl = readme_gpl_list(tree)
    top = tree.read("LICENSE") or ""
    inv = {"hecbench": {"url": hecsrc.HECBENCH_URL, "commit": sel["hecbench_commit"],
                        "licence": classify(top) + " (LICENSE: " + (copyright_lines(top)[:2] or [""])[0] + " ...)",
                        "gpl_style_benchmarks_per_readme": gpl},
           "selection": {k: sel[k] for k in ("rule", "pairs", "k", "replacements")},
           "targets": build.targets(), "benchmarks": {}, "totals": {}}
    totals = {t: {"sources": 0, "compiled": 0, "files_with_kernels": 0, "kernels": 0, "bytes": 0}
              for t in build.targets()}
    for b in sel["benchmarks"]:
        e = {"origin": {m: f"src/{b}-{m}" for m in ("cuda", "hip")},
             "tree_ids": {m: tree.tree_id(f"src/{b}-{m}") for m in ("cuda", "hip")},
             "extra_dirs": sorted({d for m in ("cuda", "hip") for d in hecsrc.needed_dirs(plans[f"{b}-{m}"])}
                                  - {f"src/{b}-cuda", f"src/{b}-hip"}),
             "licence": licence_info(tree, b, plans, gpl),
             "committed": {"ptx": b not in hecsrc.NOT_COMMITTED,
                           "amdgpu": b not in hecsrc.NOT_COMMITTED and b not in hecsrc.NOT_COMMITTED_AMDGPU},
             "build": {m: {k: plans[f"{b}-{m}"][k] for k in ("build_file", "sources", "defines", "rdc",
                                                             "extended_lambda", "options_not_applied", "notes")}
                       for m in ("cuda", "hip")},
             "targets": {}}
        if b in hecsrc.NOT_COMMITTED:
            e["not_committed_reason"] = hecsrc.NOT_COMMITTED[b]
        elif b in hecsrc.NOT_COMMITTED_AMDGPU:
            e["not_committed_reason"] = "AMDGPU .s only: " + hecsrc.NOT_COMMITTED_AMDGPU[b]
        for t in build.targets():
            recs = []
            for r in log["results"].get(t, {}).get(b, []):
                x = {"source": r["source"], "ok": r["ok"]}
                totals[t]["sources"] += 1
                if r["ok"]:
                    p = os.path.join(out_dir, r["output"])
                    x["file"] = r["output"]
                    x["bytes"] = os.path.getsize(p)
                    x["kernels"] = kernels(p)
                    totals[t]["compiled"] += 1
                    totals[t]["kernels"] += len(x["kernels"])
                    totals[t]["files_with_kernels"] += bool(x["kernels"])
                    totals[t]["bytes"] += x["bytes"]
                else:
                    x["error"] = r["error"]
                recs.append(x)
            e["targets"][t] = recs
        inv["benchmarks"][b] = e
    inv["totals"] = totals
    return inv


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    tree = hecsrc.Tree(sys.argv[1])
    inv = make(tree, HERE)
    text = json.dumps(inv, indent=1) + "\n"
    path = os.path.join(HERE, "inventory.json")
    if "--check" in sys.argv:
        with open(path) as f:
            if f.read() != text:
                sys.exit("inventory.json differs from what inventory.py computes")
        print("inventory.json: up to date")
        return
    with open(path, "w") as f:
        f.write(text)
    for t, v in inv["totals"].items():
        print(f"{t:11s} sources {v['sources']:3d} compiled {v['compiled']:3d} with kernels "
              f"{v['files_with_kernels']:3d} kernels {v['kernels']:4d} {v['bytes'] / 1e6:6.1f} MB")


if __name__ == "__main__":
    main()
