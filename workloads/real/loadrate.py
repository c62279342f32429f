#!/usr/bin/env python3
"""How much of the real-code corpus warpsim loads.

loadrate.py [--warpsim PATH] [--top N] [--json OUT] [--targets a,b]

Runs `warpsim check --json` over every generated file listed in inventory.json
and prints

1. per compiler/target: files, files that parse, kernels that load / kernels in
   inventory.json (a file that does not parse counts all its kernels as failures;
   a kernel that warpsim does not report is a failure too);
2. the failure reasons, ranked by the number of kernels they block: each error
   message is reduced to the construct it names (the unknown instruction,
   directive, modifier, ...; symbol names and numbers become placeholders), with
   kernel and file counts per target and one example file:line each.

With --peel (AMDGPU): warpsim stops an AMDGPU file at its first unsupported
line, so the ranking above names only first blockers. --peel finds every
blocker: each round checks all still-failing .s files (copies in a temporary
directory), removes every line with the reported instruction's mnemonic, and
repeats until the file parses (or stops at an error on a directive, since
removing one only cascades). It prints, per construct, the
files (and the kernels in them) where it blocks, and in how many it is the only
blocker (implementing it alone would make that file parse).

Default warpsim: ../../target/release/warpsim (build it with cargo build --release).
"""
import shutil
import tempfile
import argparse
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TARGETS = ["nvcc_sm90", "clang_sm80", "gfx90a", "gfx942", "gfx950", "gfx1030", "gfx1100", "gfx1200", "gfx1201"]

LOC = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+)(?::(?P<col>\d+))?:\s*(?:error:\s*)?")
SYM = re.compile(r"^(?:_Z|__|\$|\.L)[\w$.]*$")


def reason_key(msg):
    """Error message -> the construct it names, with symbols/numbers abstracted."""
    m = LOC.match(msg)
    body = msg[m.end():] if m else msg
    body = body.split("\n")[0].strip()
    # kernel and function names given by context
    body = re.sub(r"kernel `[^`]*`", "kernel `<sym>`", body)
    body = re.sub(r"^`[^`]*` calls `[^`]*`", "`<sym>` calls `<sym>`", body)

    def tick(mt):
        s = mt.group(1)
        if SYM.match(s):
            return "`<sym>`"
        s = re.sub(r"\b(?:_Z|__)[\w$.]+", "<sym>", s)
        s = re.sub(r"\b\d+\b", "N", s)
        s = re.sub(r"%[a-z]+\d*", "%r", s)
        s = re.sub(r"\b[sv]\d+\b|\b[sv]\[\d+:\d+\]", "<reg>", s)
        return "`" + (s if len(s) <= 80 else s[:77] + "...") + "`"
    body = re.sub(r"`([^`]*)`", tick, body)
    body = re.sub(r"(?<![\w`<])\d+(?![\w>])", "N", body)
    return body[:220]


def location(msg):
    m = LOC.match(msg)
    return f"{m.group('file')}:{m.group('line')}" if m else None


def linked_groups(inv, targets, present):
    """(file with kernels, [it, then the other files of its build]) for the PTX targets
    of every benchmark built as relocatable device code (HIP is compiled without
    -fgpu-rdc: its files are not linked)."""
    out = []
    for e in inv["benchmarks"].values():
        if not e["build"]["cuda"]["rdc"]:
            continue
        for t in targets:
            if t not in ("nvcc_sm90", "clang_sm80"):
                continue
            fs = [r["file"] for r in e["targets"][t] if r["ok"] and r["file"] in present]
            for r in e["targets"][t]:
                if r["kernels"] and r["file"] in fs:
                    out.append((r["file"], [r["file"]] + [f for f in fs if f != r["file"]]))
    return out


def run_check(warpsim, files, link=False):
    """`warpsim check --json` over `files` (in chunks; with `link`, all of them as one
    linked program)."""
    out = []
    step = len(files) if link else 200
    for i in range(0, len(files), step):
        chunk = files[i:i + step]
        p = subprocess.run([warpsim, "check", "--json"] + (["--link"] if link else []) + chunk, cwd=HERE,
                           capture_output=True, text=True, timeout=3600)
        for line in p.stdout.splitlines():
            line = line.strip()
            if line.startswith("{"):
                out.append(json.loads(line))
        if p.returncode not in (0, 1):
            sys.stderr.write(f"warpsim check exited {p.returncode}: {p.stderr[-2000:]}\n")
    return out


def peel_amdgpu(warpsim, expected, by_file, targets, top):
    failing = [f for f in sorted(by_file) if f.endswith(".s") and expected[f][0] in targets and
               any(r.get("kernel") is None and not r["ok"] for r in by_file[f])]
    tmp = tempfile.mkdtemp(prefix="loadrate-peel-")
    try:
        lines, found, stopped = {}, {f: [] for f in failing}, set()
        for f in failing:
            with open(os.path.join(HERE, f), encoding="utf-8", errors="replace") as fh:
                lines[f] = fh.read().split("\n")
        todo = list(failing)
        for _ in range(300):
            if not todo:
                break
            names = {}
            for i, f in enumerate(todo):
                n = os.path.join(tmp, f"{i}.s")
                with open(n, "w") as fh:
                    fh.write("\n".join(lines[f]))
                names[n] = f
            nxt = []
            for i in range(0, len(todo), 100):
                chunk = [os.path.join(tmp, f"{j}.s") for j in range(i, min(i + 100, len(todo)))]
                p = subprocess.run([warpsim, "check", "--json"] + chunk, capture_output=True, text=True,
                                   timeout=3600)
                for line in p.stdout.splitlines():
                    if not line.startswith("{"):
                        continue
                    r = json.loads(line)
                    if r.get("kernel") is not None or r["ok"]:
                        continue
                    f = names.get(r["file"]) or names.get(os.path.join(tmp, os.path.basename(r["file"])))
                    err = r.get("error", "")
                    m = LOC.match(err)
                    if not f or not m:
                        continue
                    ln = int(m.group("line")) - 1
                    found[f].append((reason_key(err), f"{f}:{ln + 1}"))
                    toks = lines[f][ln].split() if 0 <= ln < len(lines[f]) else []
                    mn = toks[0] if toks else ""
                    if mn and not mn.startswith(".") and not mn.endswith(":"):
                        # every line with this mnemonic
                        lines[f] = ["" if (l.split()[:1] == [mn]) else l for l in lines[f]]
                        nxt.append(f)
                    else:
                        # a directive (or anything else): removing it would only cascade
                        # into errors about the kernel descriptor; stop peeling this file
                        stopped.add(f)
            todo = sorted(set(nxt))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    agg = collections.defaultdict(lambda: {"files": collections.Counter(), "kernels": collections.Counter(),
                                           "sole_files": collections.Counter(), "sole_kernels": collections.Counter(),
                                           "example": None})
    for f, lst in found.items():
        t, ks = expected[f]
        keys = []
        for k, ex in lst:
            if k not in keys:
                keys.append(k)
            if agg[k]["example"] is None:
                agg[k]["example"] = ex
        for k in keys:
            agg[k]["files"][t] += 1
            agg[k]["kernels"][t] += len(ks)
            if len(keys) == 1:
                agg[k]["sole_files"][t] += 1
                agg[k]["sole_kernels"][t] += len(ks)
    gfx = [t for t in targets if t.startswith("gfx")]
    ranked = sorted(agg.items(), key=lambda kv: (-sum(kv[1]["files"].values()), kv[0]))
    print()
    print(f"AMDGPU, every blocker (--peel) of the {len(failing)} .s files that do not parse: "
          f"{len(ranked)} constructs, top {top}; files [kernels in them] per target; sole = files where it is "
          f"the only blocker")
    print()
    print("| # | construct | files | sole | " + " | ".join(gfx) + " | example |")
    print("|---:|---|---:|---:|" + "---:|" * len(gfx) + "---|")
    for i, (k, v) in enumerate(ranked[:top], 1):
        cells = [f"{v['files'][t]} [{v['kernels'][t]}]" if v["files"][t] else "" for t in gfx]
        kr = k.replace("|", "\\|")
        print(f"| {i} | {kr} | {sum(v['files'].values())} | {sum(v['sole_files'].values())} | "
              + " | ".join(cells) + f" | {v['example']} |")
    nblock = collections.Counter(len({k for k, _ in lst}) for lst in found.values())
    print()
    print("blockers per failing file: " + ", ".join(f"{n}: {c} files" for n, c in sorted(nblock.items()))
          + f"; peeling stopped at a directive error in {len(stopped)} files (their later blockers are unknown)")
    return [{"construct": k, "files": dict(v["files"]), "kernels": dict(v["kernels"]),
             "sole_files": dict(v["sole_files"]), "sole_kernels": dict(v["sole_kernels"]), "example": v["example"]}
            for k, v in ranked]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--warpsim", default=os.path.join(ROOT, "target", "release", "warpsim"))
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--json", default=None, help="also write the per-kernel results and the summary here")
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--peel", action="store_true", help="AMDGPU: find every blocker of each failing file")
    a = ap.parse_args()
    targets = [t for t in a.targets.split(",") if t]
    with open(os.path.join(HERE, "inventory.json")) as f:
        inv = json.load(f)
    expected = {}  # file -> (target, [kernels])
    for b, e in inv["benchmarks"].items():
        for t in targets:
            for r in e["targets"][t]:
                if r["ok"]:
                    expected[r["file"]] = (t, r["kernels"])
    absent = sorted(f for f in expected if not os.path.exists(os.path.join(HERE, f)))
    files = sorted(f for f in expected if f not in absent)
    if absent:
        bs = sorted({f.split("/")[2] for f in absent})
        print(f"{len(absent)} listed files are absent (not committed; run regen.sh to build them) and not "
              f"counted: {', '.join(bs)}\n")
    res = run_check(a.warpsim, files)
    by_file = collections.defaultdict(list)
    for r in res:
        by_file[r["file"]].append(r)
    # Relocatable device code (fresnel, xlqc): each PTX file with kernels is checked
    # again linked with the other files of its build, as nvlink links them.
    for first, group in linked_groups(inv, targets, set(files)):
        by_file[first] = run_check(a.warpsim, group, link=True)

    stats = {t: collections.Counter() for t in targets}
    reasons = collections.defaultdict(lambda: {"kernels": collections.Counter(), "files": collections.defaultdict(set),
                                               "example": None})
    per_kernel = []
    for fpath in files:
        t, kernels = expected[fpath]
        st = stats[t]
        st["files"] += 1
        st["kernels"] += len(kernels)
        st["files_with_kernels"] += bool(kernels)
        rs = by_file.get(fpath, [])
        whole = next((r for r in rs if r.get("kernel") is None and not r["ok"]), None)
        verdict = {r["kernel"]: r for r in rs if r.get("kernel") is not None}
        if whole is None:
            st["files_parsed"] += 1
        file_ok = whole is None and all(verdict.get(k, {}).get("ok") for k in kernels)
        st["files_all_loaded"] += file_ok and bool(kernels)
        for k in kernels:
            if whole is not None:
                err = whole.get("error", "file does not parse")
            elif k in verdict:
                err = None if verdict[k]["ok"] else verdict[k].get("error", "(no message)")
            else:
                err = "kernel not reported by warpsim check"
            if err is None:
                st["loaded"] += 1
            else:
                key = reason_key(err)
                rr = reasons[key]
                rr["kernels"][t] += 1
                rr["files"][t].add(fpath)
                if rr["example"] is None:
                    rr["example"] = location(err) or fpath
            per_kernel.append({"file": fpath, "target": t, "kernel": k, "ok": err is None, "error": err})
        if not kernels and whole is not None:
            # a file without kernels that does not parse: counted in files, not in kernels
            key = reason_key(whole.get("error", ""))
            reasons[key]["files"][t].add(fpath)
            if reasons[key]["example"] is None:
                reasons[key]["example"] = location(whole.get("error", "")) or fpath

    def pct(a_, b_):
        return f"{100.0 * a_ / b_:5.1f}%" if b_ else "    -"
    print("| target | files | files parsed | files fully loaded | kernels loaded / total | rate |")
    print("|---|---:|---:|---:|---:|---:|")
    groups = [("PTX (nvcc sm_90)", ["nvcc_sm90"]), ("PTX (clang sm_80)", ["clang_sm80"]),
              ("AMDGPU (all 7)", [t for t in targets if t.startswith("gfx")])]
    for t in targets:
        s = stats[t]
        print(f"| {t} | {s['files']} | {s['files_parsed']} | {s['files_all_loaded']} | "
              f"{s['loaded']} / {s['kernels']} | {pct(s['loaded'], s['kernels'])} |")
    for name, ts in groups:
        ts = [t for t in ts if t in stats]
        if not ts:
            continue
        lo = sum(stats[t]["loaded"] for t in ts)
        tot = sum(stats[t]["kernels"] for t in ts)
        fi = sum(stats[t]["files"] for t in ts)
        fp = sum(stats[t]["files_parsed"] for t in ts)
        fa = sum(stats[t]["files_all_loaded"] for t in ts)
        print(f"| **{name}** | {fi} | {fp} | {fa} | {lo} / {tot} | {pct(lo, tot)} |")

    ranked = sorted(reasons.items(), key=lambda kv: (-sum(kv[1]["kernels"].values()),
                                                     -sum(len(v) for v in kv[1]["files"].values()), kv[0]))
    short = {"nvcc_sm90": "nvcc", "clang_sm80": "clang"}
    print()
    print(f"Failure reasons (top {a.top} of {len(ranked)}), kernels blocked [files] per target:")
    print()
    print("| # | reason | kernels | " + " | ".join(short.get(t, t) for t in targets) + " | example |")
    print("|---:|---|---:|" + "---:|" * len(targets) + "---|")
    for i, (key, rr) in enumerate(ranked[:a.top], 1):
        cells = []
        for t in targets:
            k, f = rr["kernels"].get(t, 0), len(rr["files"].get(t, ()))
            cells.append(f"{k} [{f}]" if (k or f) else "")
        kr = key.replace("|", "\\|")
        print(f"| {i} | {kr} | {sum(rr['kernels'].values())} | " + " | ".join(cells) + f" | {rr['example']} |")
    peel = peel_amdgpu(a.warpsim, expected, by_file, targets, a.top) if a.peel else None
    if a.json:
        summary = {"peel": peel,"stats": {t: dict(stats[t]) for t in targets},
                   "reasons": [{"reason": k, "kernels": dict(v["kernels"]),
                                "files": {t: len(s) for t, s in v["files"].items()}, "example": v["example"]}
                               for k, v in ranked],
                   "kernels": per_kernel}
        with open(a.json, "w") as f:
            json.dump(summary, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
