#!/usr/bin/env python3
"""Extract the calibration rows from the gpu-benches result files.

    published.py GPUB_DIR > published.yaml

GPUB_DIR is RRZE-HPC/gpu-benches at the pinned commit. Rows are chosen by the
rules in README.md ("Row selection"), encoded below as the key values to look
for (occupancy, data-set size, intensity); the script finds the line, checks
that it parses and copies every value exactly as printed (the token text).
Python 3 stdlib only; the YAML is written by hand.
"""
import hashlib
import os
import re
import sys

PINNED = "1038c5d0d0f48cfe9912930d34eb2d8a31b72b9b"

# ----------------------------------------------------------------------------------
# gpu-stream
# ----------------------------------------------------------------------------------
STREAM_KERNELS = ["init", "read", "scale", "triad", "3pt", "5pt"]
STREAM_ENTRY = {  # the instantiation in ptx/stream_*.ptx and amdgpu/stream_*.s
    "init": "init_kernel<double>", "read": "read_kernel<double>",
    "scale": "scale_kernel<double>", "triad": "triad_kernel<double>",
    "3pt": "stencil1d3pt_kernel<double>", "5pt": "stencil1d5pt_kernel<double>",
}
N_NEW = 256 * 1024 * 1024 + 2   # max_buffer_size since 2024-09 (doubles per buffer)
N_OLD = 128 * 1024 * 1024 + 2   # max_buffer_size in Jan 2023 (cdcc732 / a7dc559)

STREAM_FILES = {
    # layout "new": block, threads (total = SMs*block*blocks/SM), blocks/SM, occ%
    "a100_80": dict(layout="new", sms=108, max_threads_per_sm=2048, n=N_NEW, triad_streams=4,
                    version="977b087 (2025-02-07): main.cu as at the pinned commit"),
    "gh200": dict(layout="new", sms=132, max_threads_per_sm=2048, n=N_NEW, triad_streams=4,
                  version="977b087 (2025-02-07): main.cu as at the pinned commit"),
    "mi210": dict(layout="new", sms=104, max_threads_per_sm=2048, n=N_NEW, triad_streams=4,
                  version="6788278 (2025-02-11): main.cu as at the pinned commit (hipify-perl + hipcc)"),
    "mi300x": dict(layout="new", sms=304, max_threads_per_sm=2048, n=N_NEW, triad_streams=4,
                   version="6788278 (2025-02-11): main.cu as at the pinned commit (hipify-perl + hipcc)"),
    "rx6900xt": dict(layout="new", sms=80, max_threads_per_sm=1024, n=N_NEW, triad_streams=4,
                     version="977b087 (2025-02-07): main.cu as at the pinned commit (hipify-perl + hipcc)",
                     note="main.cu doubles multiProcessorCount (HIP reports 40 = WGPs) to 80 and sets "
                          "maxThreadsPerMultiProcessor = 1024 for 'AMD Radeon RX 6*': threads = 80*block*blocks/SM, "
                          "occ% = block*blocks/SM/1024"),
    # layout "h100_2023": blockSize, threads (= SMs*blockSize, ONE block per SM), occ% = 2*blockSize/2048
    "h100_pcie": dict(layout="h100_2023", sms=114, max_threads_per_sm=2048, n=N_OLD, triad_streams=3,
                      version="cdcc732 (2023-01-23, renamed in a7dc559): blocksPerSM = 2 for every line "
                              "(enforced with the shared-memory carveout and a static 768-double "
                              "__shared__ spoiler), max_buffer_size = 128Mi+2 doubles, triad "
                              "A = B*1.2 + C (3 streams), time = median of 9 (2 launches each, dtime)",
                      note="the 'threads' column is SMs*blockSize (one block per SM), not the total; "
                           "the first line's occupancy is printed without fixed precision ('3' = 3.125)"),
    # layout "a100_40_2024": the first column is threads per SM (16..2048), not a block size
    "a100_40": dict(layout="a100_40_2024", sms=108, max_threads_per_sm=2048, n=N_NEW, triad_streams=3,
                    version="d0c041e (2024-09-12); printed by a main.cu variant that is not in the "
                            "history: header 'blockSize threads %occ' but the first column runs "
                            "16..2048 and occ% = first column / 2048, so it is threads per SM "
                            "(= blockSize * blocksPerSM); the split into block size and blocks per SM "
                            "is not recorded. Kernels as in main.cu at d0c041e: triad A = B*1.2 + C "
                            "(3 streams), other kernels as at the pinned commit"),
}
STREAM_OCC = ["12.5", "25.0", "50.0", "100.0"]


def stream_streams(kernel, meta):
    return {"init": 1, "read": 1, "scale": 2, "triad": meta["triad_streams"], "3pt": 2, "5pt": 2}[kernel]


def parse_stream_line(line, layout):
    left, right = line.split("|")
    vals = right.split()
    assert vals[0] == "GB/s:" and len(vals) == 7, line
    lt = left.replace("%", " ").split()
    if layout == "new":
        assert len(lt) == 4, line
        return dict(block=lt[0], threads=lt[1], blocks_per_sm=lt[2], occ=lt[3]), vals[1:]
    assert len(lt) == 3, line
    return dict(col1=lt[0], threads=lt[1], occ=lt[2]), vals[1:]


def stream_rows(gpub):
    rows, files = [], {}
    for gpu, meta in STREAM_FILES.items():
        rel = f"gpu-stream/{gpu}.txt"
        lines = read_lines(gpub, rel)
        header = lines[0].split()
        cols = header[header.index("|") + 1:]
        assert cols == ["init", "read", "scale", "triad", "3pt", "5pt"], (rel, header)
        parsed = {}
        for no, line in enumerate(lines[1:], start=2):
            if "|" in line:
                parsed[no] = parse_stream_line(line, meta["layout"])
        files[rel] = stream_file_meta(gpu, meta, lines[0])
        for target in STREAM_OCC:
            hits = [no for no, (k, _) in parsed.items() if float(k["occ"]) == float(target)]
            assert len(hits) == 1, (rel, target, hits)
            no = hits[0]
            k, vals = parsed[no]
            if meta["layout"] == "new":
                block, bps = int(k["block"]), int(k["blocks_per_sm"])
                assert int(k["threads"]) == meta["sms"] * block * bps, (rel, no)
                params = dict(block=block, blocks_per_sm=bps, threads_total=int(k["threads"]),
                              occupancy_pct=k["occ"], grid=meta["n"] // block + 1, n=meta["n"])
                tag = f"b{block}x{bps}"
            elif meta["layout"] == "h100_2023":
                block = int(k["col1"])
                assert int(k["threads"]) == meta["sms"] * block, (rel, no)
                params = dict(block=block, blocks_per_sm=2, threads_total=2 * meta["sms"] * block,
                              occupancy_pct=k["occ"], grid=meta["n"] // block + 1, n=meta["n"])
                tag = f"b{block}x2"
            else:
                tps = int(k["col1"])
                assert int(k["threads"]) == meta["sms"] * tps, (rel, no)
                params = dict(threads_per_sm=tps, block="not recorded", blocks_per_sm="not recorded",
                              threads_total=int(k["threads"]), occupancy_pct=k["occ"], n=meta["n"])
                tag = f"t{tps}"
            for kern, v in zip(STREAM_KERNELS, vals):
                p = dict(params)
                p["streams_counted"] = stream_streams(kern, meta)
                rows.append(dict(
                    id=f"{gpu}.stream.{kern}.{tag}", gpu=gpu, bench="stream",
                    kernel=kern, entry=STREAM_ENTRY[kern], params=p, value=v, unit="GB/s",
                    file=rel, line=no, column=kern))
    return rows, files


def stream_file_meta(gpu, meta, header):
    m = dict(gpu=gpu, header=header.strip(), produced_by=meta["version"],
             sm_count=meta["sms"], sm_count_from="threads column / (block * blocks per SM)",
             max_threads_per_sm_for_occupancy=meta["max_threads_per_sm"],
             doubles_per_buffer=meta["n"],
             gbps_formula="streams_counted * n * 8 B / median time (1e9 B/GB)")
    if meta["layout"] == "new":
        m["columns"] = ("block | threads (total = SMs*block*blocks_per_sm; the header calls it "
                        "'smBlocks') | blocks_per_sm (header: 'threads') | occ% | GB/s: init read "
                        "scale triad 3pt 5pt")
    elif meta["layout"] == "h100_2023":
        m["columns"] = "blockSize | SMs*blockSize | occ % | GB/s: init read scale triad 3pt 5pt"
    else:
        m["columns"] = "threads per SM | SMs*threads per SM | occ % | GB/s: init read scale triad 3pt 5pt"
    if "note" in meta:
        m["note"] = meta["note"]
    return m


# ----------------------------------------------------------------------------------
# gpu-l2-stream
# ----------------------------------------------------------------------------------
# The gpu-stream kernels over a window of `length` doubles per array (tidx % length),
# 2^30 + 2 threads per launch; per kernel the file prints max, median and min GB/s
# (streams * iteration_count * 8 B over the min, median, max time of 11 launches).
# Row selection: the smallest window (i = 0 of the series, 24545 doubles, "383" kB for
# two arrays: in every GPU's L2) at the gpu-stream occupancies; the median. gh200.txt
# is left out: its windows (277 kB first) are not the pinned main.cu's series.
L2S_KERNELS = ["read", "scale", "triad", "write"]
L2S_STREAMS = {"read": 1, "scale": 2, "triad": 4, "write": 1}
L2S_LENGTH = 24545          # mktu.py L2S_LENGTHS
L2S_ITERATIONS = 1024 * 1024 * 1024 + 2
L2S_FILES = {
    "a100_80": dict(sms=108, max_threads_per_sm=2048),
    "mi210": dict(sms=104, max_threads_per_sm=2048),
    "mi300x": dict(sms=304, max_threads_per_sm=2048),
    "rx6900xt": dict(sms=80, max_threads_per_sm=1024,
                     note="main.cu doubles multiProcessorCount (HIP reports 40 = WGPs) to 80 and sets "
                          "maxThreadsPerMultiProcessor = 1024 for 'AMD Radeon RX 6*'"),
}
L2S_VERSION = "8a7c480 (2025-02-11): main.cu as at the pinned commit (cf79c3b's kernels)"


def l2stream_rows(gpub):
    rows, files = [], {}
    kb = L2S_LENGTH * 8 * 2 // 1024
    for gpu, meta in L2S_FILES.items():
        rel = f"gpu-l2-stream/{gpu}.txt"
        lines = read_lines(gpub, rel)
        m = dict(gpu=gpu, header=lines[0].strip(), produced_by=L2S_VERSION,
                 columns=("block | blocks_per_sm | threads (SMs*block*blocks_per_sm) | window kB "
                          "(length*8*2/1024) | occ% | GB/s: read scale triad write, each max median min"),
                 gbps_formula="streams_counted * 2^30+2 threads * 8 B / time (1e9 B/GB)",
                 iteration_count=L2S_ITERATIONS)
        if "note" in meta:
            m["note"] = meta["note"]
        files[rel] = m
        parsed = {}
        for no, line in enumerate(lines, start=1):
            if "|" not in line:
                continue
            left, right = line.split("|")
            lt, vals = left.replace("%", " ").split(), right.split()
            # (the last line of a file may be cut short: only the selected ones must parse)
            if len(lt) == 5 and int(lt[3]) == kb:
                assert vals[0] == "GB/s:" and len(vals) == 13, (rel, no)
                parsed[no] = (lt, vals[1:])
        for target in STREAM_OCC:
            hits = [no for no, (lt, _) in parsed.items() if float(lt[4]) == float(target)]
            if not hits:
                continue
            assert len(hits) == 1, (rel, target, hits)
            no = hits[0]
            lt, vals = parsed[no]
            block, bps, threads = int(lt[0]), int(lt[1]), int(lt[2])
            assert threads == meta["sms"] * block * bps, (rel, no)
            tag = f"b{block}x{bps}"
            for j, kern in enumerate(L2S_KERNELS):
                mx, med, mn = vals[3 * j:3 * j + 3]
                rows.append(dict(
                    id=f"{gpu}.l2stream.{kern}.{tag}", gpu=gpu, bench="l2stream", kernel=kern,
                    entry=f"{kern}_kernel<double, {L2S_LENGTH}>",
                    params=dict(block=block, blocks_per_sm=bps, threads_total=threads,
                                occupancy_pct=lt[4], length=L2S_LENGTH, window_kb=int(lt[3]),
                                n=L2S_ITERATIONS, streams_counted=L2S_STREAMS[kern]),
                    value=med, unit="GB/s", file=rel, line=no, column=f"{kern} (median)",
                    other_columns=dict(max=mx, min=mn)))
    return rows, files


# ----------------------------------------------------------------------------------
# gpu-strides
# ----------------------------------------------------------------------------------
# One block of 1024 threads loads, 8 times per loop trip, from 64 addresses per
# thread pattern that stay in the L1: `strideKernel` at A + (tid % 64) * stride + k,
# `blockKernel` (a block of w x 1024/w threads) at A + x % 64 + (y % 32 + 1) * 4098 + k,
# k = 0, 4, ..., 28; columns: the
# kernel's arg, arg (again), cycles per warp-load normalized to 32 threads (time x
# measured clock / (threads x N / 32)), B/cycle, then profiler metrics per warp-load
# (NVIDIA: l1tex__data_pipe_lsu_wavefronts, l1tex__t_output_wavefronts..._ld,
# lts__t_sectors; AMD: two zero columns).
STRIDES_FILES = {
    "a100": "A100 (the file does not say which; max clock 1410 MHz, run with the a100_80 config)",
    "h200": "H200 (strides 0-15 only)",
    "mi210": "MI210",
    "rdna2": "RX 6900 XT (the max clock 2570 MHz of the rx6900xt files of this repository)",
}
# Row selection: every stride 0-16 (the bank pattern repeats with a period of 32 floats
# or 16 doubles; larger strides add lines), then 24, 32, 48 and 64; every block width
# the file has (1, 2, 4, ..., 64).
STRIDES_SELECT = set(range(17)) | {24, 32, 48, 64}
STRIDES_N = 18 * 64 * 1024   # upstream's N (mktu.py instantiates reduced ones)
STRIDES_VERSION = ("15f814a (2024-04-09): main.cu as at the pinned commit; the a100, mi210 "
                   "and rdna2 files list the block rows first, the pinned main() prints them last")


def strides_rows(gpub):
    rows, files = [], {}
    for gpu, what in STRIDES_FILES.items():
        rel = f"gpu-strides/{gpu}.txt"
        lines = read_lines(gpub, rel)
        files[rel] = dict(gpu=what, header=lines[0].strip(), produced_by=STRIDES_VERSION,
                          columns="type kernel | arg | arg | cycles per warp-load (32 threads) | "
                                  "B/cycle | profiler metrics per warp-load",
                          iteration_count=STRIDES_N)
        for no, line in enumerate(lines, start=1):
            t = line.split()
            if len(t) < 6 or t[0] not in ("float", "double") or t[1] not in ("stride", "block"):
                continue
            ty, kind, arg = t[0], t[1], int(t[2])
            if kind == "stride" and arg not in STRIDES_SELECT:
                continue
            params = dict(type=ty, block=1024, n=STRIDES_N)
            if kind == "stride":
                assert t[3] == t[2], (rel, no)
                params["stride"] = arg
                entry = f"strideKernel<{ty}, N>"
            else:
                assert int(t[3]) == 4098, (rel, no)
                params.update(width=arg, height=1024 // arg, pitch=4098)
                entry = f"blockKernel<{ty}, N>"
            rows.append(dict(
                id=f"{gpu}.strides.{ty}.{kind}{arg}", gpu=gpu, bench="strides", kernel=kind,
                entry=entry, params=params, value=t[4], unit="cycles", file=rel, line=no,
                column="cycles (per warp-load of 32 threads)",
                other_columns=dict(bytes_per_cycle=t[5])))
    return rows, files


# ----------------------------------------------------------------------------------
# gpu-l2-cache
# ----------------------------------------------------------------------------------
# (data set kB, level) per file; see README for the rule
L2_SELECT = {
    "a100_80": [(1536, "L2 (~1 MB: the smallest data set, blockRun 3)"),
                (2560, "L2 (the smallest data set measured at full clock, blockRun 5; see EXCLUDED)"),
                (10240, "L2 (1/4 of 40 MB)"), (19968, "L2 (1/2 of 40 MB)"),
                (211968, "DRAM (5x L2)")],
    "h100_pcie": [(1024, "L2 (~1 MB: the smallest data set, blockRun 2)"), (12288, "L2 (1/4 of 50 MB)"), (25600, "L2 (1/2 of 50 MB)"),
                  (256000, "DRAM (5x L2)")],
    "h200": [(1536, "L2 (~1 MB: the smallest data set, blockRun 3)"), (12288, "L2 (1/4 of 50 MB)"), (25600, "L2 (1/2 of 50 MB)"),
             (256000, "DRAM (5x L2)")],
    "mi210": [(1536, "L2 (~1 MB: the smallest data set, blockRun 3)"), (2048, "L2 (1/4 of 8 MB)"), (4096, "L2 (1/2 of 8 MB)"),
              (132608, "DRAM (16x L2; the curve settles only past ~70 MB)")],
    "rx6900xt": [(1536, "L2 (~1 MB: the smallest data set, blockRun 3; 3/8 of 4 MB)"), (2048, "L2 (1/2 of 4 MB)"),
                 (63488, "Infinity Cache (1/2 of 128 MB)"),
                 (159744, "beyond Infinity Cache (last line of the file, 1.2x the 128 MB; "
                          "still falling, not a clear DRAM plateau)")],
}
L2_FILES = {
    "a100_80": "3088b33 (2024-04-03): main.cu as at the pinned commit",
    "h200": "3088b33 (2024-04-03): main.cu as at the pinned commit",
    "mi210": "3088b33 (2024-04-03): main.cu as at the pinned commit (hipify-perl + hipcc)",
    "rx6900xt": "3088b33 (2024-04-03): main.cu as at the pinned commit (hipify-perl + hipcc)",
    "h100_pcie": ("f54baaa (2023-11-02): an OLDER kernel, not the pinned one in l2cache_*: "
                  "localSum += B[idx] (one load per iteration, no product), 100000 blocks; the "
                  "committed main.cu of f54baaa says measure<32> but the file's block data volume "
                  "of 512 kB means N = 64 doubles was run; blockRun starts at 2. "
                  "ptx/l2cache_f54baaa_* hold that kernel (sumKernel<64, 1024>, main.cu at "
                  "f54baaa), which suite.yaml's file_programs runs for this file"),
}
L2_BLOCK_KB = 512   # N * BLOCKSIZE * 8 B / 1024 = 64 * 1024 * 8 / 1024


def l2_rows(gpub):
    rows, files = [], {}
    for gpu, sel in L2_SELECT.items():
        rel = f"gpu-l2-cache/{gpu}.txt"
        lines = read_lines(gpub, rel)
        files[rel] = dict(
            gpu=gpu, header=lines[0].strip(), produced_by=L2_FILES[gpu],
            columns=("block data volume kB (N*BLOCKSIZE*8 B) | data set kB (x blockRun) | "
                     "exec time ms (min of 11) | spread % | Eff. bw GB/s | 4 metric columns, "
                     "all 0 (measurement disabled)"),
            gbps_formula="block data volume * blockCount / min time (1e9 B/GB)")
        by_ds = {}
        for no, line in enumerate(lines[1:], start=2):
            t = line.split()
            if len(t) >= 9 and t[1] == "kB" and t[3] == "kB":
                by_ds.setdefault(int(t[2]), []).append((no, t))
        for ds, level in sel:
            (no, t), = by_ds[ds]
            assert int(t[0]) == L2_BLOCK_KB and ds % L2_BLOCK_KB == 0, (rel, no)
            assert t[7] == "GB/s", (rel, no)
            params = dict(data_set_kB=ds, block_data_kB=int(t[0]), block_run=ds // L2_BLOCK_KB,
                          N=64, BLOCKSIZE=1024, block=1024,
                          grid=100000 if gpu == "h100_pcie" else 200000,
                          exec_time_ms=t[4].removesuffix("ms"), spread=t[5], level=level)
            if gpu == "h100_pcie":
                params["kernel_variant"] = "pre-3088b33 (sum of B[idx])"
            rows.append(dict(
                id=f"{gpu}.l2cache.{ds}kB", gpu=gpu, bench="l2cache", kernel="sumKernel",
                entry="sumKernel<64, 1024>", params=params, value=t[6], unit="GB/s",
                file=rel, line=no, column="Eff. bw"))
    return rows, files


# ----------------------------------------------------------------------------------
# gpu-cache
# ----------------------------------------------------------------------------------
# data set = 2 * N * sizeof(dtype); (data set kB, N, BLOCKSIZE, level)
CACHE_SELECT = {
    "a100_80": [(16, 2048, 512, "L1"), (64, 8192, 512, "L1"), (128, 16384, 512, "L1"),
                (524, 67072, 512, "L2")],
    "mi210": [(4, 128, 128, "L1"), (8, 256, 256, "L1"), (16, 512, 512, "L1"),
              (64, 2048, 512, "L2 (the file ends at 480 kB)")],
    "mi300x": [(4, 128, 128, "L1"), (8, 256, 256, "L1"), (16, 512, 512, "L1"),
               (2096, 67072, 512, "L2")],
    "rx6900xt": [(4, 128, 128, "L0"), (8, 256, 256, "L0"), (16, 512, 512, "L0"),
                 (2096, 67072, 512, "L2")],
}
CACHE_GRID = {"a100_80": 108, "mi210": 104, "mi300x": 304, "rx6900xt": 40}


def cache_rows(gpub):
    rows, files = [], {}
    for gpu, sel in CACHE_SELECT.items():
        rel = f"gpu-cache/{gpu}.txt"
        lines = read_lines(gpub, rel)
        nv = gpu.startswith("a100")
        assert lines[0].startswith("clock:"), rel
        files[rel] = dict(
            gpu=gpu, header=lines[1].strip(),
            produced_by="7d13a4a (2025-02-11): main.cu as at the pinned commit"
                        + ("" if nv else " (hipify-perl + hipcc)"),
            dtype="float" if nv else "float4",
            clock_line=lines[0].strip(),
            clock_line_note=("line 1 is printed by getGPUClock() (gpu-clock.cuh, NVML/rocm-smi "
                             "samples while a power kernel runs); its call is commented out in "
                             "main.cu at the pinned commit, so the binary that wrote the file "
                             "differed there; the MHz are not used by the results"),
            columns=("data set kB (2*N*sizeof(dtype)) | exec time ms (trimmed mean of 15) | "
                     "spread % | Eff. bw GB/s | 4 metric columns, all 0"),
            gbps_formula="2*N*sizeof(dtype) * blockCount * iters / min time; iters = 1000000000/N + 2",
            grid=CACHE_GRID[gpu],
            grid_note=("blockCount = prop.multiProcessorCount (one block per SM/CU); HIP reports 40 "
                       "on the RX 6900 XT (WGPs) and gpu-cache does not double it") if gpu == "rx6900xt"
            else "blockCount = prop.multiProcessorCount (one block per SM/CU)")
        by_ds = {}
        for no, line in enumerate(lines[2:], start=3):
            t = line.split()
            if len(t) >= 7 and t[1] == "kB":
                by_ds.setdefault(int(t[0]), []).append((no, t))
        size = 4 if nv else 16
        for ds, n, bs, level in sel:
            iters = 50 if n == 67072 else 200   # as mktu.py instantiates them
            assert 2 * n * size // 1024 == ds, (gpu, ds, n)
            (no, t), = by_ds[ds]
            assert t[5] == "GB/s", (rel, no)
            rows.append(dict(
                id=f"{gpu}.cache.{ds}kB", gpu=gpu, bench="cache", kernel="sumKernel",
                entry=f"sumKernel<{n}, {iters}, {bs}>",
                params=dict(data_set_kB=ds, N=n, BLOCKSIZE=bs, block=bs, grid=CACHE_GRID[gpu],
                            dtype="float" if nv else "float4", iters_published=1000000000 // n + 2,
                            iters_instantiated=iters, exec_time_ms=t[2].removesuffix("ms"), spread=t[3],
                            level=level),
                value=t[4], unit="GB/s", file=rel, line=no, column="Eff. bw"))
    return rows, files


# ----------------------------------------------------------------------------------
# gpu-latency
# ----------------------------------------------------------------------------------
# (data set kB as printed, level)
LAT_SELECT = {
    "a100_80": [("64.2", "L1"), ("1008.1", "L2"), ("203929.8", "DRAM (~5x the 40 MB L2)")],
    "gh200": [("63.2", "L1"), ("1026.2", "L2"), ("206832.6", "DRAM (~4x the 50 MB L2)")],
    "mi210": [("9.0", "L1"), ("1015.8", "L2"),
              ("32696.1", "DRAM (4x the 8 MB L2, before the rise past ~65 MB)")],
    "mi300x": [("16.6", "L1"), ("1013.0", "L2"), ("16248.8", "Infinity Cache (MALL)"),
               ("547742.8", "DRAM (~2x the 256 MB Infinity Cache; the 317 MB..1.9 GB lines "
                            "are flat at 868..891)")],
    "rx6900xt": [("8.5", "L0"), ("63.2", "GL1 (L1)"), ("1026.2", "L2"),
                 ("16239.1", "Infinity Cache"),
                 ("523298.6", "DRAM (4x the 128 MB Infinity Cache; flat from 236 MB on)")],
}


def latency_rows(gpub):
    rows, files = [], {}
    for gpu, sel in LAT_SELECT.items():
        rel = f"gpu-latency/{gpu}.txt"
        lines = read_lines(gpub, rel)
        assert lines[0].startswith("clock:"), rel
        by_ds = {}
        for no, line in enumerate(lines[1:], start=2):
            t = line.split()
            if len(t) == 8:
                by_ds.setdefault(t[2], []).append((no, t))
        clocks = sorted({t[1] for v in by_ds.values() for _, t in v})
        files[rel] = dict(
            gpu=gpu, produced_by="c1cad2a (2025-01-04): main.cu as at the pinned commit"
            + ("" if gpu.startswith(("a100", "gh200")) else " (hipify-perl + hipcc)")
            + "; the iterations column is max(LEN, 1000000) (MI210, MI300X: max(LEN, 2000000)), "
              "not the committed max(LEN, 100000)",
            clock_line=lines[0].strip(),
            clock_MHz=clocks,
            columns=("iterations | clock MHz (last value of the 'clock:' line, from NVML / "
                     "rocm-smi) | data set kB (LEN * 128 B) | time ms (trimmed mean of 21) | "
                     "cycles: trimmed mean, median, 5th percentile, 95th percentile"),
            cycles_formula="time / iterations * clock MHz",
            launch="pchase<int64_t><<<1, 1>>>(buf, dummy_buf, iterations): one thread; "
                   "128-byte stride (16 int64 per line), lines visited in a random cyclic order; "
                   "the first load reads the managed host copy buf, every later one dbuf")
        for ds, level in sel:
            (no, t), = by_ds[ds]
            rows.append(dict(
                id=f"{gpu}.latency.{ds}kB", gpu=gpu, bench="latency", kernel="pchase",
                entry="pchase<int64_t>",
                params=dict(data_set_kB=ds, lines=round(float(ds) * 1024 / 128), stride_B=128,
                            iterations=int(t[0]), clock_MHz=int(t[1]), time_ms=t[3], level=level,
                            grid=1, block=1),
                value=t[5], unit="cycles", file=rel, line=no, column="median",
                other_columns={"mean_trimmed": t[4], "p05": t[6], "p95": t[7]}))
    return rows, files


# ----------------------------------------------------------------------------------
# gpu-roofline
# ----------------------------------------------------------------------------------
ROOF_N = {0: "memory bound", 48: "mid (near the ridge)", 272: "compute bound"}
ROOF_FILES = {
    "alex_a100_40": ("e4e93a3 (2024-03-25): 8 GPUs, one line per device per N (rows use device 0); "
                     "kernel as in main.cu at e4e93a3: '#pragma unroll 1' on the M loop and "
                     "v2 = v2 * a2 - b2 (the pinned commit has v2 = v2 * a - b and the pragma "
                     "commented out); the committed main.cu of e4e93a3 says typedef double, but "
                     "Fl/B = (2+2N)/(2*sizeof(dtype)) = 0.250 at N = 0 means float was run; "
                     "time from dtime() around 1000 launches"),
    "h200": ("e4e93a3 (2024-03-25); same kernel and dtype remarks as alex_a100_40; lines 1-66 "
             "are series.sh build output"),
    "mi300x": ("1038c5d (2025-02-11, the pinned commit): main.cu as pinned (hipify-perl + hipcc, "
               "float); lines 1-54 are series.sh build output; the clock varies per line"),
}


def roofline_rows(gpub):
    rows, files = [], {}
    for gpu, ver in ROOF_FILES.items():
        rel = f"gpu-roofline/{gpu}.txt"
        lines = read_lines(gpub, rel)
        files[rel] = dict(
            gpu=gpu, produced_by=ver,
            columns=("device | blockCount 'blocks' | N 'its' | Fl/B | GB/s | GF/s | clock MHz "
                     "(median during the run) | power W | temperature"),
            launch="testfun<float, N, 4000, 256><<<blockCount, 256>>>(dA, dB, dC) x 1000; "
                   "blockCount = SMs * max active blocks per SM",
            formulas="GB/s = 1000 * 2 * data_len * 4 B / t; GF/s = 1000 * (2 + 2N) * data_len / t; "
                     "data_len = blockCount * 256 * 4000")
        pat = re.compile(r"^(\d+) (\d+) blocks\s+(\d+) its\s+([\d.]+) Fl/B\s+(\d+) GB/s\s+(\d+) GF/s"
                         r"\s+(\d+) Mhz\s+(\d+) W")
        for n, what in ROOF_N.items():
            hits = []
            for no, line in enumerate(lines, start=1):
                m = pat.match(line)
                if m and m.group(1) == "0" and int(m.group(3)) == n:
                    hits.append((no, m))
            (no, m), = hits
            params = dict(N=n, M=4000, BLOCKSIZE=256, block=256, grid=int(m.group(2)),
                          flop_per_byte=m.group(4), clock_MHz=int(m.group(7)), power_W=int(m.group(8)),
                          regime=what)
            for col, unit, v in (("GB/s", "GB/s", m.group(5)), ("GF/s", "GFlop/s", m.group(6))):
                rows.append(dict(
                    id=f"{gpu}.roofline.N{n}.{'bw' if col == 'GB/s' else 'flops'}", gpu=gpu,
                    bench="roofline", kernel="testfun", entry=f"testfun<float, {n}, 4000, 256>",
                    params=params, value=v, unit=unit, file=rel, line=no, column=col))
    return rows, files


# ----------------------------------------------------------------------------------
# Rows whose value does not measure what the row names, and why (the evidence is in
# the file or the benchmark's README). `warpsim calibrate` still simulates and shows
# them, but leaves them out of the error summaries.
EXCLUDED = {
    "a100_80.l2cache.1536kB": (
        "the first measurement of the file ran before the GPU reached its boost clock: "
        "4315.9 GB/s (12 ms) against 5264-5482 GB/s for every other data set up to 20 MB "
        "(10 ms); the next line (2048 kB) has a 22.8% spread between its 11 runs where all "
        "later lines have under 1%; 4315.9/5420 = 0.80 is the ratio of a ~1.1 GHz to the "
        "1.41 GHz boost clock; a100_80.l2cache.2560kB is the first line at full clock"),
    "rx6900xt.latency.523298.6kB": (
        "the benchmark's README (RRZE-HPC/gpu-benches README.md, gpu-latency): 'The "
        "RX6900XT's memory interface does not clock up for a single thread, which results in "
        "inaccurately high DRAM latencies'; the value is the GDDR6 interface in its idle "
        "power state, not the memory latency a loaded kernel sees"),
}


# A line whose own runs spread by more than the calibration's tolerance (25% per row) is
# not a stable measurement: its rows are excluded the same way, with the spread named.
SPREAD_LIMIT = 25.0


def exclusion(r):
    """The reason row `r` is left out of the error summaries, or None."""
    if r["id"] in EXCLUDED:
        return EXCLUDED[r["id"]]
    sp = r["params"].get("spread")
    if sp is not None and float(str(sp).rstrip("%")) > SPREAD_LIMIT:
        return (f"the runs of this line spread by {sp} (the file's spread column), more than "
                f"the calibration's {SPREAD_LIMIT:.0f}% tolerance per row: not a stable measurement")
    return None


def read_lines(gpub, rel):
    with open(os.path.join(gpub, rel), encoding="utf-8") as f:
        return f.read().split("\n")


def q(s):
    """YAML scalar: numbers and plain words as they are, everything else double-quoted."""
    if isinstance(s, bool):
        return "true" if s else "false"
    if isinstance(s, int):
        return str(s)
    s = str(s)
    if re.fullmatch(r"-?\d+(\.\d+)?", s):
        return s
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def flow(d):
    return "{" + ", ".join(f"{k}: {q(v) if not isinstance(v, list) else '[' + ', '.join(q(x) for x in v) + ']'}"
                           for k, v in d.items()) + "}"


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    gpub = sys.argv[1]
    all_rows, all_files = [], {}
    for fn in (stream_rows, l2_rows, cache_rows, latency_rows, roofline_rows, l2stream_rows,
               strides_rows):
        r, f = fn(gpub)
        all_rows += r
        all_files.update(f)
    ids = [r["id"] for r in all_rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert set(EXCLUDED) <= set(ids), "EXCLUDED names a row that is not selected"
    out = [
        "# Published measurements from RRZE-HPC/gpu-benches (GPL-3.0), extracted by",
        "# workloads/calibration/published.py (edit that script, not this file).",
        "# Values are copied exactly as printed; `line` is 1-based in `file` at `commit`.",
        "# `entry` names the kernel instantiation in ptx/<bench>_*.ptx / amdgpu/<bench>_*.s",
        "# (for a file listed in suite.yaml's file_programs: ptx/<that name>_*.ptx)",
        "# (sumKernel<N, iters, B> of gpu-cache has a reduced iters, 200 or 50; the published runs used",
        "# iters = 1000000000/N + 2, see params.iters_published).",
        "source: " + flow(dict(repo="RRZE-HPC/gpu-benches", commit=PINNED, licence="GPL-3.0",
                               url=f"https://github.com/RRZE-HPC/gpu-benches/tree/{PINNED}")),
        "files:",
    ]
    for rel, meta in all_files.items():
        data = open(os.path.join(gpub, rel), "rb").read()
        out.append(f"  {rel}:")
        out.append(f"    sha256: {hashlib.sha256(data).hexdigest()}")
        for k, v in meta.items():
            out.append(f"    {k}: " + (("[" + ", ".join(q(x) for x in v) + "]") if isinstance(v, list) else q(v)))
    out.append("rows:")
    for r in all_rows:
        out.append(f"  - id: {r['id']}")
        for k in ("gpu", "bench", "kernel", "entry"):
            out.append(f"    {k}: {q(r[k])}")
        out.append(f"    params: {flow(r['params'])}")
        out.append(f"    value: {r['value']}")
        for k in ("unit", "file", "line", "column"):
            out.append(f"    {k}: {q(r[k])}")
        if "other_columns" in r:
            out.append(f"    other_columns: {flow(r['other_columns'])}")
        why = exclusion(r)
        if why:
            out.append(f"    excluded: {q(why)}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
