#!/usr/bin/env bash
# Regenerates the microbenchmarks under workloads/micro/ (all outputs are
# committed; warpsim's tests never need clang, LLVM, ptxas or this script).
#
#   1. compiles amd/cvt_pk.cl (OpenCL C 2.0) with clang-22, -O2, no device
#      libraries, for gfx1100 (RDNA3, wave32), gfx942 (CDNA3, wave64) and
#      gfx1100 with -mwavefrontsize64 (RDNA3 running wave64 in two passes):
#        amd/cvt_pk_gfx1100.s  amd/cvt_pk_gfx942.s  amd/cvt_pk_gfx1100w64.s
#   2. checks the assembly: each kernel has exactly its number of
#      v_cvt_pk_u8_f32 (64 or 128), every one of the form
#      `v_cvt_pk_u8_f32 vN, vN, <0|1>, vN` (one VGPR read: no register-bank
#      conflict can distort the timing), the wave size, and no calls or scratch;
#   3. assembles every .s back with llvm-mc-22 (must exit 0) and checks that the
#      object has no undefined symbols;
#   4. runs gen.py, which writes the PTX kernels (alu/, chase/, smem/) and every
#      workload YAML with its expect: values (Python 3 standard library only);
#   5. runs `ptxas -arch=sm_80` on the PTX files when ptxas is available
#      ($PTXAS, else `ptxas` on PATH; skipped otherwise; see ../ptx/regen.sh for
#      how to get one without the CUDA SDK).
#
# Environment: CLANG (default clang-22), LLVM_MC (llvm-mc-22), LLVM_NM
# (llvm-nm-22), PTXAS, PYTHON (python3).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

CLANG="${CLANG:-clang-22}"
LLVM_MC="${LLVM_MC:-llvm-mc-22}"
LLVM_NM="${LLVM_NM:-llvm-nm-22}"
PYTHON="${PYTHON:-python3}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# ---- 1. OpenCL -> assembly ---------------------------------------------------
compile() {  # compile OUT MCPU [extra flags]
  local out="$1" mcpu="$2"
  shift 2
  echo "clang: amd/cvt_pk.cl -> amd/$out"
  "$CLANG" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$mcpu" -nogpulib \
    -S -O2 "$@" amd/cvt_pk.cl -o "amd/$out"
}
compile cvt_pk_gfx1100.s gfx1100
compile cvt_pk_gfx942.s gfx942
compile cvt_pk_gfx1100w64.s gfx1100 -mwavefrontsize64

# ---- 2. checks ---------------------------------------------------------------
fail=0
check_kernel() {  # check_kernel FILE KERNEL COUNT
  local f="$1" k="$2" n="$3" body
  body="$(awk -v k="$k:" '$1 == k {on = 1} on {print} on && /s_endpgm/ {exit}' "$f")"
  local all ok
  all="$(grep -cE '^\s*v_cvt_pk_u8_f32\s' <<<"$body" || true)"
  ok="$(grep -cE '^\s*v_cvt_pk_u8_f32\s+(v[0-9]+), \1, [01], \1$' <<<"$body" || true)"
  if [ "$all" != "$n" ] || [ "$ok" != "$n" ]; then
    echo "check FAILED: $f $k has $all v_cvt_pk_u8_f32 ($ok of the one-VGPR form), expected $n"
    fail=1
  fi
}
for f in amd/cvt_pk_gfx1100.s amd/cvt_pk_gfx942.s amd/cvt_pk_gfx1100w64.s; do
  check_kernel "$f" cvt_pk_chain_64 64
  check_kernel "$f" cvt_pk_chain_128 128
  check_kernel "$f" cvt_pk_stream_64 64
  check_kernel "$f" cvt_pk_stream_128 128
  if grep -Eq 's_swappc_b64|scratch_|buffer_store|private_segment_fixed_size: [1-9]' "$f"; then
    echo "check FAILED: $f calls a function or uses scratch"; fail=1
  fi
done
grep -q '\.wavefront_size: *32' amd/cvt_pk_gfx1100.s || { echo "check FAILED: gfx1100 is not wave32"; fail=1; }
grep -q '\.wavefront_size: *64' amd/cvt_pk_gfx942.s || { echo "check FAILED: gfx942 is not wave64"; fail=1; }
grep -q '\.wavefront_size: *64' amd/cvt_pk_gfx1100w64.s || { echo "check FAILED: gfx1100w64 is not wave64"; fail=1; }

# ---- 3. assemble back --------------------------------------------------------
for spec in gfx1100:gfx1100: gfx942:gfx942: gfx1100w64:gfx1100:+wavefrontsize64; do
  IFS=: read -r v mcpu mattr <<<"$spec"
  "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$mcpu" ${mattr:+-mattr=$mattr} -filetype=obj \
    "amd/cvt_pk_$v.s" -o "$tmp/$v.o"
  if [ -n "$("$LLVM_NM" -u "$tmp/$v.o")" ]; then
    echo "check FAILED: amd/cvt_pk_$v.s has undefined symbols"; fail=1
  fi
done
[ "$fail" = 0 ] || exit 1

# ---- 4. PTX kernels and workload files ---------------------------------------
"$PYTHON" gen.py

# ---- 5. ptxas ----------------------------------------------------------------
PTXAS="${PTXAS:-$(command -v ptxas || true)}"
if [ -n "$PTXAS" ]; then
  for p in alu/alu.ptx chase/chase.ptx smem/smem_banks.ptx; do
    echo "ptxas: $p"
    "$PTXAS" -arch=sm_80 "$p" -o "$tmp/out.cubin"
  done
else
  echo "ptxas not found: skipping the PTX validation (set PTXAS)"
fi
echo "regen: ok"
