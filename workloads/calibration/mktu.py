#!/usr/bin/env python3
"""Build one device-only translation unit from a gpu-benches checkout.

    mktu.py GPUB_DIR BENCH TARGET OUT

GPUB_DIR  a checkout (or `git archive`) of RRZE-HPC/gpu-benches at the commit
          BENCH is read at: the pinned commit (PINNED below), or for
          l2cache_f54baaa commit f54baaa (OLD_COMMITS); every main.cu read is
          checked against its SHA-256 at that commit.
BENCH     stream | l2cache | cache | latency | roofline | l2stream | strides | l2cache_f54baaa
          (l2cache_f54baaa: gpu-l2-cache's older kernel at f54baaa, the one
          the h100_pcie result file measured; NVIDIA targets only)
TARGET    nvcc | clang-cuda | hip
OUT       the translation unit to write (a temporary file: it contains the
          upstream kernel text, which is GPL-3.0 and is NOT committed here).

The TU is: our shim header, our dtype definition, the named __global__
definitions copied verbatim from the upstream main.cu (found by name and
brace-matched; the host code is left out), then explicit instantiations.
Python 3 stdlib only.
"""
import hashlib
import os
import re
import sys

PINNED = "1038c5d0d0f48cfe9912930d34eb2d8a31b72b9b"
SHA256 = {
    "gpu-stream/main.cu": "5465409a0ed201d34dab81feb263f89e5f3c65d0e060313fb391f12bb978c979",
    "gpu-l2-cache/main.cu": "6345282a635f09687ad68aa8e056b566a41dd9f11004c7b9d2a80aa9e2841905",
    "gpu-cache/main.cu": "6ffee1fd5bb8754dfc917483f1cfa7079f4fa404dd24d07226332adbe65a819f",
    "gpu-latency/main.cu": "86b886918bb626c76c67db2028d7df2fe92a8f1b95123b53deda6c0ddceddb93",
    "gpu-roofline/main.cu": "6e3b5c344dbad4e1429f290ac37e96276d3fccab41f438e48712fcb525bdb1c4",
    "gpu-l2-stream/main.cu": "1f5b484fc18b74a7f8f1f337e4d3b38d032d93af82027a5041fe362a4057c07c",
    "gpu-strides/main.cu": "478b70a5facc7665f58d8ad944cb8941b5cfbd3d7c5eba5faa08943589585018",
}
# Older versions of a main.cu that a published result file was measured with:
# bench -> (commit, file, SHA-256 of the file at that commit).
OLD_COMMITS = {
    # gpu-l2-cache/h100_pcie.txt: `localSum += B[idx]`, one load per iteration
    "l2cache_f54baaa": ("f54baaa60a142990dbaa3ad1fa3eaefa67595e46", "gpu-l2-cache/main.cu",
                        "8eb23d15d2241fa2c159b4734ab5059ce0e178fdecdd224aaf339f7464a3e83b"),
}

# gpu-cache: (N, iters, BLOCKSIZE). N and BLOCKSIZE as in upstream's measure<N, blockSize>()
# list; iters is REDUCED (upstream: 1000000000 / N + 2): 200, and 50 for the L2-sized
# N = 67072 (keeps one block under ~1.5M warp-instructions on every target).
# data set = 2 * N * sizeof(dtype): float (NVIDIA) 1/2/4/16/64/128/524 kB,
# float4 (HIP) 4/8/16/64/256/512/2096 kB.
CACHE_SIZES = [(128, 200, 128), (256, 200, 256), (512, 200, 512), (2048, 200, 512),
               (8192, 200, 512), (16384, 200, 512), (67072, 50, 512)]
# gpu-roofline: testfun<float, N, M, 256>; M = 4000 is upstream's, 400 the reduced variant
ROOF_N = [0, 48, 272]
ROOF_M = [4000, 400]
ROOF_BLOCKSIZE = 256

# gpu-l2-stream: the kernels' `length` (elements of the window each array streams over,
# tidx % length), upstream's expSeries(2, 1.04, i) * 8192 + 8161 for i = 0..209; only
# i = 0 is instantiated (24545 doubles, the file's "383" kB = 2 arrays x 24545 x 8 B / 1024:
# the smallest window, in every GPU's L2). published.py checks the kB column against it.
L2S_LENGTHS = [24545]
L2S_KERNELS = ["read_kernel", "scale_kernel", "triad_kernel", "write_kernel"]

# gpu-strides: strideKernel<T, N> and blockKernel<T, N> for T = float, double. N is
# REDUCED (upstream: 18 * 64 * 1024, one launch): two values, so that a row is the
# difference of two launches (the loop's steady state without the start and drain).
STRIDES_N = [256, 1024]
STRIDES_KERNELS = ["strideKernel", "blockKernel"]

SHIM = {"nvcc": "cuda_nvcc.h", "clang-cuda": "cuda_clang.h", "hip": "hip_clang.h"}


def bench_spec(bench, target):
    """-> (upstream file, prelude lines, kernel names, instantiation lines)"""
    if bench == "stream":
        ks = ["init_kernel", "read_kernel", "scale_kernel", "triad_kernel",
              "stencil1d3pt_kernel", "stencil1d5pt_kernel"]
        inst = [f"template __global__ void {k}<double>(double *, const double *, const double *,"
                f" const double *, const size_t, bool);" for k in ks]
        return "gpu-stream/main.cu", [], ks, inst
    if bench == "l2cache":
        return ("gpu-l2-cache/main.cu",
                ["using dtype = double;  // as upstream (gpu-l2-cache/main.cu)"],
                ["initKernel", "sumKernel"],
                ["template __global__ void sumKernel<64, 1024>(dtype *, const dtype *, int);"])
    if bench == "l2cache_f54baaa":
        if target == "hip":
            raise SystemExit("l2cache_f54baaa: NVIDIA only (no AMD file measured this kernel; "
                             "its HIP dtype was float4)")
        # N = 64: the h100_pcie file's block data volume is 512 kB = 64 * 1024 * 8 B
        # (f54baaa's committed main() says measure<32>, which would print 256 kB)
        return ("gpu-l2-cache/main.cu",
                ["using dtype = double;  // as upstream under __NVCC__ (gpu-l2-cache/main.cu at f54baaa)"],
                ["initKernel", "sumKernel"],
                ["template __global__ void sumKernel<64, 1024>(dtype *, const dtype *, int);"])
    if bench == "cache":
        dt = "float4" if target == "hip" else "float"
        inst = [f"template __global__ void sumKernel<{n}, {it}, {bs}>"
                f"(dtype *, const dtype *, int);" for n, it, bs in CACHE_SIZES]
        return ("gpu-cache/main.cu",
                [f"using dtype = {dt};  // upstream: float under __NVCC__, float4 otherwise (HIP)"],
                ["initKernel", "sumKernel"], inst)
    if bench == "latency":
        return ("gpu-latency/main.cu", ["typedef int64_t dtype;  // as upstream"], ["pchase"],
                ["template __global__ void pchase<int64_t>(int64_t *, int64_t *, int64_t);"])
    if bench == "roofline":
        inst = ["template __global__ void initKernel<float>(float *, size_t);"]
        for m in ROOF_M:
            for n in ROOF_N:
                inst.append(f"template __global__ void testfun<float, {n}, {m}, {ROOF_BLOCKSIZE}>"
                            f"(float *, float *, float *);")
        return "gpu-roofline/main.cu", [], ["initKernel", "testfun"], inst
    if bench == "l2stream":
        inst = [f"template __global__ void {k}<double, {n}>(double *, const double *,"
                f" const double *, const double *, const size_t, bool);"
                for n in L2S_LENGTHS for k in L2S_KERNELS]
        return "gpu-l2-stream/main.cu", [], L2S_KERNELS, inst
    if bench == "strides":
        inst = [f"template __global__ void {k}<{t}, {n}>({t} *, {t} *, int, int);"
                for n in STRIDES_N for t in ["float", "double"] for k in STRIDES_KERNELS]
        return "gpu-strides/main.cu", [], STRIDES_KERNELS, inst
    raise SystemExit(f"unknown bench {bench}")



def match_close(s, i, open_ch, close_ch):
    """s[i] == open_ch; return the index just past its matching close_ch,
    skipping comments, string and character literals."""
    depth = 0
    n = len(s)
    while i < n:
        c = s[i]
        if s.startswith("//", i):
            i = s.index("\n", i)
            continue
        if s.startswith("/*", i):
            i = s.index("*/", i) + 2
            continue
        if c in "\"'":
            j = i + 1
            while s[j] != c:
                j += 2 if s[j] == "\\" else 1
            i = j + 1
            continue
        if c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise SystemExit("unbalanced source")


def extract_kernel(src, name):
    ms = list(re.finditer(r"__global__\s+(?:__launch_bounds__\s*\([^()]*\)\s+)?void\s+"
                          + re.escape(name) + r"\s*\(", src))
    if len(ms) != 1:
        raise SystemExit(f"kernel {name}: {len(ms)} definitions found, expected 1")
    m = ms[0]
    start = m.start()
    # include a directly preceding `template <...>` header
    before = src[:start].rstrip()
    if before.endswith(">"):
        t = before.rfind("template")
        if t >= 0 and re.fullmatch(r"template\s*<[^;{}]*>", before[t:]):
            start = t
    # line start
    start = src.rfind("\n", 0, start) + 1
    p = match_close(src, m.end() - 1, "(", ")")
    b = src.index("{", p)
    if src[p:b].strip():
        raise SystemExit(f"kernel {name}: unexpected text before body: {src[p:b]!r}")
    end = match_close(src, b, "{", "}")
    return src[start:end]


def main():
    if len(sys.argv) != 5:
        raise SystemExit(__doc__)
    gpub, bench, target, out = sys.argv[1:]
    if target not in SHIM:
        raise SystemExit(f"unknown target {target}")
    rel, prelude, kernels, inst = bench_spec(bench, target)
    commit, want = PINNED, SHA256.get(rel)
    if bench in OLD_COMMITS:
        commit, old_rel, want = OLD_COMMITS[bench]
        assert old_rel == rel, (bench, rel)
    path = os.path.join(gpub, rel)
    data = open(path, "rb").read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != want:
        raise SystemExit(f"{path}: SHA-256 {digest} is not that of {rel} at {commit}")
    src = data.decode()
    shim = os.path.join(os.path.dirname(os.path.abspath(__file__)), "shim", SHIM[target])
    lines = [
        f"// GENERATED by workloads/calibration/mktu.py ({bench}, {target}). Do not commit:",
        f"// the kernels below are copied from RRZE-HPC/gpu-benches {rel} at {commit}",
        "// (GPL-3.0).",
        f'#include "{shim}"',
        *prelude,
        "",
    ]
    for k in kernels:
        lines.append(f"// ---- {k} (verbatim from {rel})")
        lines.append(extract_kernel(src, k))
        lines.append("")
    lines.append("// ---- explicit instantiations (warpsim calibration)")
    lines.extend(inst)
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
