#!/usr/bin/env python3
"""Optional second oracle: runs the workload sources natively on the CPU and
compares every output with the *_expected.bin / `values:` of the YAML files.

For each workload below, the source (<name>.cl as C, <name>.hip as C++) is
compiled with the host clang into a shared library, with prelude.h providing
the work-item ids, the hidden kernel arguments and C versions of the AMDGPU
builtins. The workload is then executed from its YAML file (gfx1100 version;
the gfx942 YAML must have the same launch, buffers, args and expect): buffers
are created as the YAML says (`init: random` via ../../ptx/warpsim_rng.py),
the explicit arguments are passed with the types that the `.amdgpu_metadata`
of the .s file declares, and the kernel function is called once per
work-item. Float code is built with -mfma -ffp-contract=on, so the
multiply-adds that clang contracts for the GPU are hardware FMAs here too.

Not covered (barriers, cross-lane, matrix or atomic semantics): lds_reduce,
atomics, wave_ops, mfma_gemm, wmma_gemm, dot_q8.

Usage: python3 hostcheck/run.py   (needs $CLANG_HOST, default clang-22).
Exit status 1 on any mismatch. Standard library only.
"""

import ctypes
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(ROOT, "..", "ptx"))
from warpsim_rng import STRUCT_FMT, pack, random_values  # noqa: E402

CLANG = os.environ.get("CLANG_HOST", "clang-22")
WORKLOADS = ["pack_rgba8", "vadd", "divergent", "bitfield", "transpose2d", "int_math", "fp_math"]
ELEM = {"u8": 1, "s8": 1, "u16": 2, "s16": 2, "u32": 4, "s32": 4, "u64": 8, "s64": 8,
        "f32": 4, "f64": 8}


# ---- a tiny parser for the flow-style YAML that expected.py writes ------------

def parse_flow(text):
    toks = re.findall(r"[{}\[\],:]|[^\s{}\[\],:]+", text)
    pos = 0

    def scalar(t):
        if re.fullmatch(r"-?\d+", t):
            return int(t)
        if re.fullmatch(r"-?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?", t):
            return float(t)
        return t

    def value():
        nonlocal pos
        t = toks[pos]
        pos += 1
        if t == "{":
            d = {}
            while toks[pos] != "}":
                k = toks[pos]
                assert toks[pos + 1] == ":", text
                pos += 2
                d[k] = value()
                if toks[pos] == ",":
                    pos += 1
            pos += 1
            return d
        if t == "[":
            items = []
            while toks[pos] != "]":
                items.append(value())
                if toks[pos] == ",":
                    pos += 1
            pos += 1
            return items
        return scalar(t)

    v = value()
    assert pos == len(toks), text
    return v


def load_yaml(path):
    doc, section = {}, None
    with open(path) as f:
        for raw in f:
            line = raw.split("#", 1)[0].rstrip()
            if not line.strip():
                continue
            if not line.startswith(" "):
                key, _, rest = line.partition(":")
                rest = rest.strip()
                if rest:
                    doc[key] = parse_flow(rest)
                    section = None
                else:
                    doc[key] = {}
                    section = key
            else:
                key, _, rest = line.strip().partition(":")
                doc[section][key] = parse_flow(rest.strip())
    return doc


def dims(v):
    return [v, 1, 1] if isinstance(v, int) else list(v)


# ---- kernel argument types from the .amdgpu_metadata ---------------------------

def kernel_args(s_path, kernel):
    text = open(s_path).read()
    meta = text[text.index(".amdgpu_metadata"):text.index(".end_amdgpu_metadata")]
    # the .args list precedes .name of the same kernel; kernels are separated by "  - "
    for entry in meta.split("\n  - ")[1:]:
        if re.search(r"^\s+\.name:\s+%s$" % re.escape(kernel), entry, re.M):
            args = []
            for a in re.split(r"\n\s+- ", "\n" + entry[:entry.index("\n    .group_segment")]):
                kind = re.search(r"\.value_kind:\s+(\S+)", a)
                if not kind or kind.group(1).startswith("hidden_"):
                    continue
                size = int(re.search(r"\.size:\s+(\d+)", a).group(1))
                tn = re.search(r"\.type_name:\s+'?([^'\n]+)'?", a)
                args.append((kind.group(1), size, tn.group(1) if tn else None))
            return args
    raise KeyError(kernel)


def main():
    fails = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in WORKLOADS:
            wdir = os.path.join(ROOT, name)
            y1 = load_yaml(os.path.join(wdir, f"{name}_gfx1100.yaml"))
            y2 = load_yaml(os.path.join(wdir, f"{name}_gfx942.yaml"))
            for k in ("grid", "block", "buffers", "args", "expect", "kernel"):
                assert y1.get(k) == y2.get(k), (name, k)
            src = [f for f in os.listdir(wdir) if f.endswith((".cl", ".hip"))][0]
            lib = os.path.join(tmp, name + ".so")
            lang = ["-x", "c", "-std=gnu11"] if src.endswith(".cl") else ["-x", "c++", "-std=c++17"]
            subprocess.run([CLANG] + lang + ["-O2", "-mfma", "-ffp-contract=on", "-fPIC", "-shared",
                                             "-Wno-unknown-attributes", "-Wno-ignored-attributes",
                                             "-include", os.path.join(HERE, "prelude.h"),
                                             os.path.join(wdir, src), "-o", lib], check=True)
            so = ctypes.CDLL(lib)
            kname = y1["kernel"]
            margs = kernel_args(os.path.join(wdir, y1["program"]), kname)

            bufs = {}
            for b, spec in y1["buffers"].items():
                ty, count = spec["type"], spec["count"]
                init = spec.get("init", "zero")
                if init == "zero":
                    data = bytes(ELEM[ty] * count)
                elif "file" in init:
                    data = open(os.path.join(wdir, init["file"]), "rb").read()
                elif "random" in init:
                    r = init["random"]
                    data = pack(ty, random_values(ty, count, r["seed"], r["min"], r["max"]))
                elif "values" in init:
                    data = pack(ty, init["values"])
                elif "fill" in init:
                    data = pack(ty, [init["fill"]] * count)
                else:
                    raise ValueError(init)
                assert len(data) == ELEM[ty] * count, (name, b)
                bufs[b] = (ty, count, ctypes.create_string_buffer(data, len(data)))

            assert len(margs) == len(y1["args"]), (name, margs, y1["args"])
            cargs, ctypes_list = [], []
            for (kind, size, tn), a in zip(margs, y1["args"]):
                if kind == "global_buffer":
                    cargs.append(ctypes.cast(bufs[a][2], ctypes.c_void_p))
                    ctypes_list.append(ctypes.c_void_p)
                else:
                    assert kind == "by_value" and isinstance(a, int), (name, kind, a)
                    t = {4: ctypes.c_uint32, 8: ctypes.c_uint64}[size]
                    cargs.append(t(a))
                    ctypes_list.append(t)
            fn = getattr(so, kname)
            fn.argtypes = ctypes_list
            fn.restype = None

            grid, block = dims(y1["grid"]), dims(y1["block"])
            wg = (ctypes.c_uint * 3).in_dll(so, "hc_wg")
            wi = (ctypes.c_uint * 3).in_dll(so, "hc_wi")
            hidden = (ctypes.c_ubyte * 256).in_dll(so, "hc_implicit")
            hid = struct.pack("<3I3H", *grid, *block)
            ctypes.memmove(hidden, hid, len(hid))
            for gz in range(grid[2]):
                for gy in range(grid[1]):
                    for gx in range(grid[0]):
                        wg[0], wg[1], wg[2] = gx, gy, gz
                        for tz in range(block[2]):
                            for ty in range(block[1]):
                                for tx in range(block[0]):
                                    wi[0], wi[1], wi[2] = tx, ty, tz
                                    fn(*cargs)

            for b, spec in y1["expect"].items():
                ty, count, cbuf = bufs[b]
                got = cbuf.raw
                if "file" in spec:
                    want = open(os.path.join(wdir, spec["file"]), "rb").read()
                else:
                    want = pack(ty, spec["values"])
                if got == want:
                    print(f"hostcheck {name}.{b}: ok ({count} x {ty})")
                else:
                    fails += 1
                    fmt = "<%d%s" % (count, STRUCT_FMT[ty])
                    g, w = struct.unpack(fmt, got), struct.unpack(fmt, want)
                    bad = [i for i in range(count) if got[i * ELEM[ty]:(i + 1) * ELEM[ty]]
                           != want[i * ELEM[ty]:(i + 1) * ELEM[ty]]]
                    print(f"hostcheck {name}.{b}: {len(bad)} of {count} differ, first:",
                          [(i, g[i], w[i]) for i in bad[:5]])
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
