#!/usr/bin/env python3
"""Compile the device code of the selected HeCBench benchmarks.

build.py HECBENCH [--src-root DIR] [--jobs N] [--only a,b] [--compilers nvcc,clang,hip]

HECBENCH: a git repository with the pinned commit or a tree of it (hecsrc.py).
Environment: CUDA13_HOME, CUDA12_HOME, ROCM_TREE (toolchains.sh), CLANG (clang-22).

1. selection.json: the selection rule applied to the tree (hecsrc.selection).
2. The needed src/ directories are extracted to --src-root (default
   /tmp/hecbench-real-src, deleted first). The directory matters: nvcc names
   internal-linkage symbols _INTERNAL_<hash of the source's absolute directory>,
   so the committed PTX is reproduced only from this same path.
3. Each device source of each benchmark is compiled, from its own directory
   (so no absolute path reaches the output), by
     nvcc  -ptx -arch=sm_90 -O3 -std=c++17                       -> ptx/nvcc_sm90/<b>/<f>.ptx
     clang-22 -x cuda --cuda-device-only -S -O3 -std=c++17
              --cuda-gpu-arch=sm_80 --cuda-path=$CUDA12_HOME     -> ptx/clang_sm80/<b>/<f>.ptx
     clang-22 -x hip --cuda-device-only -S -O3 -std=c++17
              --offload-arch=<gfx> --rocm-path=$ROCM_TREE
              -D__AMDGCN_WAVEFRONT_SIZE=<64|32> -cuid=<b>-<f>    -> amdgpu/<gfx>/<b>/<f>.s
   plus the benchmark's own -I/-D, -rdc (CUDA) and --extended-lambda (nvcc);
   see README.md. <f> is the source path below the benchmark directory without
   its extension, '/' -> '__'.
4. compile_log.json: per compiler/target, benchmark and source: ok or the
   compiler's first error (paths made relative), with the exact arguments.
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hecsrc  # noqa: E402

HERE = hecsrc.HERE
GFX = ["gfx90a", "gfx942", "gfx950", "gfx1030", "gfx1100", "gfx1200", "gfx1201"]
WAVE = {"gfx90a": 64, "gfx942": 64, "gfx950": 64}   # clang's default wave size; gfx10+ is wave32
TIMEOUT = 1200


def out_stem(plan, src):
    rel = os.path.relpath(src, plan["dir"])
    if rel.startswith(".."):
        rel = os.path.basename(src)
    return os.path.splitext(rel)[0].replace("/", "__")


def targets():
    return ["nvcc_sm90", "clang_sm80"] + GFX


def out_path(target, bench, stem):
    if target.startswith(("nvcc", "clang")):
        return f"ptx/{target}/{bench}/{stem}.ptx"
    return f"amdgpu/{target}/{bench}/{stem}.s"


def command(target, bench, plan, src, src_root, out_abs):
    cwd = os.path.join(src_root, os.path.dirname(src))
    incs = []
    for i in plan["include_dirs"]:
        incs.append("-I" + os.path.relpath(os.path.join(src_root, i), cwd))
    base = os.path.basename(src)
    if target == "nvcc_sm90":
        nvcc = os.path.join(os.environ["CUDA13_HOME"], "bin", "nvcc")
        args = [nvcc, "-ptx", "-arch=sm_90", "-O3", "-std=c++17"]
        if plan["rdc"]:
            args.append("-rdc=true")
        if plan["extended_lambda"]:
            args.append("--extended-lambda")
        args += ["-x", "cu"] + incs + plan["defines"] + [base, "-o", out_abs]
    elif target == "clang_sm80":
        args = [os.environ.get("CLANG", "clang-22"), "-x", "cuda", "--cuda-device-only", "-S", "-O3", "-std=c++17",
                "--cuda-gpu-arch=sm_80", "--cuda-path=" + os.environ["CUDA12_HOME"], "-Wno-unknown-cuda-version"]
        if plan["rdc"]:
            args.append("-fgpu-rdc")
        args += incs + plan["defines"] + [base, "-o", out_abs]
    else:
        # no -fgpu-rdc for HIP: in rdc mode clang -S writes LLVM IR, not assembly
        args = [os.environ.get("CLANG", "clang-22"), "-x", "hip", "--cuda-device-only", "-S", "-O3", "-std=c++17",
                "--offload-arch=" + target, "--rocm-path=" + os.environ["ROCM_TREE"],
                f"-D__AMDGCN_WAVEFRONT_SIZE={WAVE.get(target, 32)}",
                f"-cuid={bench}-{out_stem(plan, src)}"]
        args += incs + plan["defines"] + [base, "-o", out_abs]
    return cwd, args


def scrub(text):
    """Local toolchain paths -> $CUDA13_HOME/$CUDA12_HOME/$ROCM_TREE."""
    for v in ("CUDA13_HOME", "CUDA12_HOME", "ROCM_TREE"):
        p = os.environ.get(v)
        if p:
            text = text.replace(p.rstrip("/"), "$" + v)
    return text


def first_error(text, src_root):
    text = scrub(text.replace(src_root + "/", ""))
    lines = text.splitlines()
    for pat in (r"\berror\b", r"fatal", r"Error"):
        for l in lines:
            if re.search(pat, l):
                return l.strip()[:400], sum(1 for x in lines if re.search(r"\berror\b", x))
    return (lines[-1].strip()[:400] if lines else "no output"), 0


def public_args(args, target):
    """The command line as recorded: tool names instead of local paths."""
    out = [scrub(a) for a in args]
    out[-1] = os.path.basename(out[-1])
    return out


def run_one(job):
    target, bench, plan, src, src_root, outdir = job
    stem = out_stem(plan, src)
    rel = out_path(target, bench, stem)
    out_abs = os.path.join(outdir, rel)
    os.makedirs(os.path.dirname(out_abs), exist_ok=True)
    tmp_out = out_abs + ".tmp"
    cwd, args = command(target, bench, plan, src, src_root, tmp_out)
    t0 = time.time()
    try:
        p = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT)
        rc, err = p.returncode, p.stderr + p.stdout
    except subprocess.TimeoutExpired:
        rc, err = -1, f"timeout after {TIMEOUT} s"
    dt = time.time() - t0
    rec = {"source": os.path.relpath(src, plan["dir"]) if not os.path.relpath(src, plan["dir"]).startswith("..")
           else src, "output": rel, "args": public_args(args, target)}
    if rc == 0 and os.path.exists(tmp_out):
        os.replace(tmp_out, out_abs)
        rec["ok"] = True
    else:
        if os.path.exists(tmp_out):
            os.remove(tmp_out)
        if os.path.exists(out_abs):
            os.remove(out_abs)
        rec["ok"] = False
        rec["output"] = None
        rec["error"], rec["errors"] = first_error(err, src_root)
    return target, bench, rec, dt


def prepare_tree(tree, sel, src_root):
    if os.path.exists(src_root):
        shutil.rmtree(src_root)
    os.makedirs(src_root)
    plans, skipped, dirs = {}, {}, []
    for b in sel["benchmarks"]:
        for m in ("cuda", "hip"):
            plans[(b, m)] = hecsrc.build_plan(tree, b, m)
            for d in hecsrc.needed_dirs(plans[(b, m)]):
                if d not in dirs:
                    dirs.append(d)
    for d in dirs:
        s = tree.extract(d, src_root)
        if s:
            skipped[d] = s
    # miniFE's build generates miniFE_info.hpp by running its generate_info_header
    # script (host-side strings: compiler, host name, flags). We write the header
    # the script's macros describe, with "unknown" values, instead of running it.
    for m in ("cuda", "hip"):
        d = os.path.join(src_root, f"src/miniFE-{m}/src")
        if os.path.isdir(d) and not os.path.exists(os.path.join(d, "miniFE_info.hpp")):
            with open(os.path.join(d, "miniFE_info.hpp"), "w") as f:
                f.write("#ifndef miniFE_info_hpp\n#define miniFE_info_hpp\n")
                for k in ("HOSTNAME", "KERNEL_NAME", "KERNEL_RELEASE", "PROCESSOR", "CXX", "CXX_VERSION",
                          "CXXFLAGS"):
                    f.write(f'#define MINIFE_{k} "unknown"\n')
                f.write("#endif\n")
    return plans, dirs, skipped


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("hecbench")
    ap.add_argument("--src-root", default="/tmp/hecbench-real-src")
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--only", default="")
    ap.add_argument("--compilers", default="nvcc,clang,hip")
    a = ap.parse_args()
    for v in ("CUDA13_HOME", "CUDA12_HOME", "ROCM_TREE"):
        if not os.environ.get(v):
            sys.exit(f"{v} is not set: eval \"$(workloads/real/toolchains.sh)\" first")
    tree = hecsrc.Tree(a.hecbench)
    sel = hecsrc.selection(tree)
    with open(os.path.join(a.out, "selection.json"), "w") as f:
        json.dump(sel, f, indent=1)
        f.write("\n")
    src_root = os.path.abspath(a.src_root)
    plans, dirs, skipped = prepare_tree(tree, sel, src_root)
    for d, s in skipped.items():
        print(f"{d}: {len(s)} file(s) not extracted (data over {hecsrc.MAX_BLOB} bytes or missing objects)")
    only = set(filter(None, a.only.split(",")))
    comps = set(a.compilers.split(","))
    tlist = [t for t in targets() if (t.startswith("nvcc") and "nvcc" in comps) or
             (t.startswith("clang") and "clang" in comps) or (t.startswith("gfx") and "hip" in comps)]
    jobs = []
    for b in sel["benchmarks"]:
        if only and b not in only:
            continue
        for t in tlist:
            plan = plans[(b, "cuda" if not t.startswith("gfx") else "hip")]
            for s in plan["sources"]:
                jobs.append((t, b, plan, s, src_root, a.out))
    # a partial run (--only/--compilers) updates its entries of an existing log
    logf = os.path.join(a.out, "compile_log.json")
    log = {}
    if (only or comps != {"nvcc", "clang", "hip"}) and os.path.exists(logf):
        with open(logf) as f:
            log = json.load(f)["results"]
    for t in tlist:
        for b in sel["benchmarks"]:
            if not only or b in only:
                # remove stale outputs of this target/benchmark before compiling
                d = os.path.join(a.out, os.path.dirname(out_path(t, b, "x")))
                if os.path.isdir(d):
                    shutil.rmtree(d)
                log.setdefault(t, {})[b] = []
    done = 0
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for t, b, rec, dt in ex.map(run_one, jobs):
            log[t][b].append(rec)
            done += 1
            status = "ok" if rec["ok"] else "FAIL " + rec["error"][:150]
            print(f"[{done}/{len(jobs)}] {t} {b} {rec['source']} {dt:.1f}s {status}", flush=True)
    for t in log:
        for b in log[t]:
            log[t][b].sort(key=lambda r: r["source"])
    # the ordering of the log is fixed: targets, then benchmarks in selection order
    ordered = {t: {b: log[t][b] for b in sel["benchmarks"] if b in log.get(t, {})} for t in targets() if t in log}
    meta = {"hecbench_commit": tree.commit, "src_root": src_root,
            "plans": {f"{b}-{m}": plans[(b, m)] for b in sel["benchmarks"] for m in ("cuda", "hip")},
            "extracted_dirs": dirs}
    with open(logf, "w") as f:
        json.dump({"meta": meta, "results": ordered}, f, indent=1, sort_keys=False)
        f.write("\n")


if __name__ == "__main__":
    main()
