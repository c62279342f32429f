#!/usr/bin/env python3
"""Second oracle for the instruction semantics that expected.py models by hand,
taken from LLVM's AMDGPU constant folder instead of from the ISA manual.

clang folds __builtin_amdgcn_ubfe / _sbfe (v_bfe_u32 / v_bfe_i32),
__builtin_amdgcn_perm (v_perm_b32) and __builtin_amdgcn_alignbit
(v_alignbit_b32) when all operands are constants. This script writes one
OpenCL kernel that applies those builtins to exactly the operands the
bitfield and int_math workloads use (read from their input .bin files),
compiles it with `clang-22 -O2 -emit-llvm`, reads the folded constants back
from the IR and compares them with the *_expected.bin files:
  bitfield: ub[i] = ubfe(in[i], ow[i] & 0xff, ow[i] >> 8), sb[i] likewise
  int_math: out[16i+8] = perm(a[i], b[i], c[i]), out[16i+9] = alignbit(a[i], b[i], b[i] >> 8)
(v_cvt_pk_u8_f32 and v_sad_u8 are not folded by LLVM 22, so they are not covered.)

Usage: python3 foldcheck.py   (exit status 1 on any mismatch). Needs $CLANG
(default clang-22). Standard library only.
"""

import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(HERE, "..", "ptx"))
from warpsim_rng import random_values  # noqa: E402

CLANG = os.environ.get("CLANG", "clang-22")


def read_u32(rel):
    with open(os.path.join(HERE, rel), "rb") as f:
        data = f.read()
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def main():
    # bitfield: `in` is `init: random` (seed 41, full u32 range), n = 5000
    n_bf = 5000
    xs = random_values("u32", n_bf, 41, 0, 0xFFFFFFFF)
    ow = read_u32("bitfield/ow.bin")
    ub = read_u32("bitfield/ub_expected.bin")
    sb = read_u32("bitfield/sb_expected.bin")
    a = read_u32("int_math/a.bin")
    b = read_u32("int_math/b.bin")
    c = read_u32("int_math/c.bin")
    im = read_u32("int_math/out_expected.bin")

    lines, want = [], []
    for i in range(n_bf):
        o, w = ow[i] & 0xFF, ow[i] >> 8
        lines.append(f"  o[{len(want)}] = __builtin_amdgcn_ubfe({xs[i]}u, {o}u, {w}u);")
        want.append(("bitfield ub", i, ub[i]))
        lines.append(f"  o[{len(want)}] = (uint)__builtin_amdgcn_sbfe((int){xs[i]}u, {o}u, {w}u);")
        want.append(("bitfield sb", i, sb[i]))
    for i in range(len(a)):
        lines.append(f"  o[{len(want)}] = __builtin_amdgcn_perm({a[i]}u, {b[i]}u, {c[i]}u);")
        want.append(("int_math perm", i, im[16 * i + 8]))
        lines.append(f"  o[{len(want)}] = __builtin_amdgcn_alignbit({a[i]}u, {b[i]}u, {b[i] >> 8}u);")
        want.append(("int_math alignbit", i, im[16 * i + 9]))
    src = "__kernel void fold(__global uint* o) {\n" + "\n".join(lines) + "\n}\n"

    with tempfile.TemporaryDirectory() as tmp:
        cl = os.path.join(tmp, "fold.cl")
        with open(cl, "w") as f:
            f.write(src)
        ir = subprocess.run(
            [CLANG, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100",
             "-nogpulib", "-S", "-O2", "-emit-llvm", cl, "-o", "-"],
            check=True, capture_output=True, text=True).stdout

    body = ir[ir.index("define protected amdgpu_kernel void @fold("):]
    body = body[:body.index("\n}\n")]
    gep = {"0": 0}
    got = {}
    for line in body.splitlines():
        m = re.match(r"\s*%(\d+) = getelementptr inbounds nuw i8, ptr addrspace\(1\) %0, i64 (\d+)", line)
        if m:
            gep[m.group(1)] = int(m.group(2))
            continue
        m = re.match(r"\s*store i32 (-?\d+), ptr addrspace\(1\) %(\d+)", line)
        if m:
            got[gep[m.group(2)] // 4] = int(m.group(1)) & 0xFFFFFFFF
        elif re.match(r"\s*store ", line):
            print("not folded:", line.strip())
            return 1
    bad = 0
    for k, (what, i, exp) in enumerate(want):
        if got.get(k) != exp:
            bad += 1
            if bad <= 20:
                print(f"MISMATCH {what} [{i}]: LLVM folds to {got.get(k)!r}, expected.py has {exp:#x}")
    print(f"foldcheck: {len(want)} folded values compared with the expected files, {bad} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
