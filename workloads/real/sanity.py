#!/usr/bin/env python3
"""Sanity check of the generated files with the vendors' assemblers:

  ptxas (CUDA 13.5, $CUDA13_HOME/bin/ptxas) -arch=sm_90 | sm_80 -c   over every .ptx
  llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu=<gfx> -filetype=obj   over every .s

(-c: relocatable output, so PTX compiled with -rdc and its .extern functions
assembles too.) Writes sanity.json: per target the number of files, how many
assemble, and each failure with the assembler's first error line.

sanity.py [--jobs N]
"""
import concurrent.futures as cf
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402


def check(job):
    target, rel = job
    path = os.path.join(HERE, rel)
    if target.startswith(("nvcc", "clang")):
        arch = "sm_90" if target == "nvcc_sm90" else "sm_80"
        args = [os.path.join(os.environ["CUDA13_HOME"], "bin", "ptxas"), "-arch=" + arch, "-c", path,
                "-o", "/dev/null"]
    else:
        args = [os.environ.get("LLVM_MC", "llvm-mc-22"), "-triple=amdgcn-amd-amdhsa", "-mcpu=" + target,
                "-filetype=obj", path, "-o", "/dev/null"]
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=900)
        rc, err = p.returncode, p.stderr + p.stdout
    except subprocess.TimeoutExpired:
        rc, err = -1, "timeout"
    err = err.replace(HERE + "/", "")
    first = next((l.strip() for l in err.splitlines() if re.search(r"error", l, re.I)), err.strip()[:200])
    return target, rel, rc, first[:300]


def main():
    jobs = 2
    if "--jobs" in sys.argv:
        jobs = int(sys.argv[sys.argv.index("--jobs") + 1])
    with open(os.path.join(HERE, "inventory.json")) as f:
        inv = json.load(f)
    work = []
    for b, e in inv["benchmarks"].items():
        for t in build.targets():
            for r in e["targets"][t]:
                if r["ok"]:
                    work.append((t, r["file"]))
    res = {t: {"files": 0, "ok": 0, "failures": []} for t in build.targets()}
    tools = {"ptxas": subprocess.run([os.path.join(os.environ["CUDA13_HOME"], "bin", "ptxas"), "--version"],
                                     capture_output=True, text=True).stdout.strip().splitlines()[-1],
             "llvm-mc": subprocess.run([os.environ.get("LLVM_MC", "llvm-mc-22"), "--version"],
                                       capture_output=True, text=True).stdout.strip().splitlines()[1].strip()}
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        for t, rel, rc, first in ex.map(check, work):
            res[t]["files"] += 1
            if rc == 0:
                res[t]["ok"] += 1
            else:
                res[t]["failures"].append({"file": rel, "error": first})
    for t in res:
        res[t]["failures"].sort(key=lambda x: x["file"])
        print(f"{t:11s} {res[t]['ok']:3d}/{res[t]['files']:3d} assemble")
        for x in res[t]["failures"]:
            print(f"    {x['file']}: {x['error'][:160]}")
    with open(os.path.join(HERE, "sanity.json"), "w") as f:
        json.dump({"tools": tools, "results": res}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
