#!/usr/bin/env bash
# Regenerates the PTX workloads under workloads/ptx/ (all outputs are committed;
# warpsim's tests never need clang, ptxas or this script).
#
#   1. compiles every <name>/<name>.cu to <name>/<name>.ptx with clang-22
#      (CUDA device-only, sm_90, PTX 8.0, -O2, no CUDA SDK);
#   2. checks that the PTX still contains the features each workload is meant
#      to exercise (bfe from plain C, bar.sync, shfl.sync, call.uni, ...);
#   3. runs `ptxas -arch=<.target of the file>` on every .ptx, including the
#      hand-written spdecompress/spdecompress.ptx, when ptxas is available
#      ($PTXAS, else `ptxas` on PATH; skipped otherwise);
#   4. runs expected.py, which rewrites the YAML files, input files and
#      *_expected.bin files (Python 3 standard library only);
#   5. runs the host cross-check hostcheck/run.sh when a C++20 clang is
#      available ($CLANGXX, default clang++-22; skipped otherwise).
#
# cute_wgmma/cute_wgmma.ptx and cute_tcgen05/cute_tcgen05.ptx come from CUTLASS, not
# from a .cu here: their own build.sh rebuilds them (CUTLASS=<clone> NVCC=<nvcc 13.5>).
#
# Environment: CLANG (default clang-22), PTXAS, CLANGXX, PYTHON (default python3),
# CUDA12_HOME (default /tmp/real-tc/cuda12: the CUDA 12.9 tree of
# ../real/toolchains.sh, for the clang twins marked `cuda-headers`, see step 1).
# Getting ptxas without the CUDA SDK (do not commit it):
#   python3 -m venv /tmp/venv
#   /tmp/venv/bin/pip download --no-deps -d /tmp/wheels nvidia-cuda-nvcc
#   python3 -m zipfile -e /tmp/wheels/nvidia_cuda_nvcc-*.whl /tmp/nvcc
#   chmod +x /tmp/nvcc/nvidia/cu13/bin/ptxas
#   PTXAS=/tmp/nvcc/nvidia/cu13/bin/ptxas workloads/ptx/regen.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

CLANG="${CLANG:-clang-22}"
PYTHON="${PYTHON:-python3}"
CLANGXX="${CLANGXX:-clang++-22}"

# ---- 1. CUDA -> PTX ----------------------------------------------------------
# A workload with both <name>/nvcc and <name>/clang is compiled by both: nvcc as
# below to <name>.ptx, clang-22 to <name>_clang.ptx with the flags in <name>/clang
# (target and PTX version, e.g. --cuda-gpu-arch=sm_90a --cuda-feature=+ptx80);
# expected.py gives it a <name>_clang.yaml over the same data.
# Without CUDA headers (-nocudainc -nocudalib) by default; a line `cuda-headers` in
# <name>/clang (for sources that include <cuda_fp16.h>, <mma.h>, ...) compiles
# against the CUDA 12.9 tree $CUDA12_HOME instead (clang-22 rejects CUDA 13's
# headers): --cuda-path=$CUDA12_HOME -Wno-unknown-cuda-version, libdevice linked
# (exp2f, fmaxf inlined), PTX version 8.8 unless the flags say otherwise. Without
# that tree the committed <name>_clang.ptx is kept (and said so).
# A workload built by nvcc for several targets (several lines in <name>/nvcc, giving
# <name>_smXY.ptx each) has one flags line in <name>/clang per line of <name>/nvcc, in
# the same order (plus `cuda-headers` if needed): clang-22 writes <name>_smXY_clang.ptx
# with the flags of line i for the target of nvcc's line i (expected.py gives each a
# <name>_smXY_clang.yaml).
CUDA12_HOME="${CUDA12_HOME:-/tmp/real-tc/cuda12}"
for marker in */clang; do
  [ -f "$marker" ] || continue
  d="${marker%/clang}"
  [ -f "$d/nvcc" ] || { echo "$marker without $d/nvcc"; exit 1; }
  mapfile -t archs < <(grep . "$d/nvcc")
  if [ "${#archs[@]}" -gt 1 ]; then
    mapfile -t lines < <(grep -vx 'cuda-headers' "$marker" | grep . || true)
    if [ "${#lines[@]}" -ne "${#archs[@]}" ]; then
      echo "$marker: ${#lines[@]} flags line(s) for the ${#archs[@]} lines of $d/nvcc"; exit 1
    fi
    outs=()
    for arch in "${archs[@]}"; do outs+=("$d/${d}_sm${arch#-arch=sm_}_clang.ptx"); done
  else
    lines=("$(grep -vx 'cuda-headers' "$marker" | tr '\n' ' ' || true)")
    outs=("$d/${d}_clang.ptx")
  fi
  if grep -qx 'cuda-headers' "$marker"; then
    if [ ! -f "$CUDA12_HOME/nvvm/libdevice/libdevice.10.bc" ]; then
      echo "no CUDA 12 tree at $CUDA12_HOME (eval \"\$(../real/toolchains.sh)\" or set CUDA12_HOME): keeping the committed ${outs[*]}"
      continue
    fi
    sdk=(--cuda-path="$CUDA12_HOME" -Wno-unknown-cuda-version)
  else
    sdk=(-nocudainc -nocudalib)
  fi
  for i in "${!outs[@]}"; do
    flags="${lines[$i]}"
    echo "clang ${sdk[*]} $flags: $d/$d.cu -> ${outs[$i]}"
    # shellcheck disable=SC2086
    "$CLANG" --cuda-device-only "${sdk[@]}" -S -O2 $flags "$d/$d.cu" -o "${outs[$i]}"
  done
done
# A workload with a file <name>/nvcc is compiled by nvcc 13.5 instead
# ($NVCC, else $CUDA13_HOME/bin/nvcc: eval "$(../real/toolchains.sh)" sets it up from
# NVIDIA's PyPI wheels), once per line of that file (an -arch=sm_XY flag): one line
# gives <name>.ptx, several give <name>_smXY.ptx each. Without nvcc the committed PTX
# is kept (and said so).
NVCC="${NVCC:-${CUDA13_HOME:-/tmp/real-tc/cuda13}/bin/nvcc}"
for cu in */*.cu; do
  ptx="${cu%.cu}.ptx"
  marker="${cu%/*}/nvcc"
  if [ -f "$marker" ]; then
    if [ ! -x "$NVCC" ]; then
      echo "nvcc not found (set NVCC or CUDA13_HOME): keeping the committed PTX of $cu"
      continue
    fi
    n="$(grep -c . "$marker")"
    while read -r arch; do
      [ -n "$arch" ] || continue
      out="$ptx"
      [ "$n" -gt 1 ] && out="${cu%.cu}_sm${arch#-arch=sm_}.ptx"
      echo "nvcc $arch: $cu -> $out"
      # shellcheck disable=SC2086
      "$NVCC" -ptx $arch -O3 -std=c++17 "$cu" -o "$out"
    done < "$marker"
    continue
  fi
  echo "clang: $cu -> $ptx"
  # <name>/clang.flags overrides the optimisation flags (e.g. "-O0 -g" for debug output).
  flags="-O2"
  [ -f "${cu%/*}/clang.flags" ] && flags="$(cat "${cu%/*}/clang.flags")"
  # shellcheck disable=SC2086
  "$CLANG" --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -S $flags \
    --cuda-feature=+ptx80 "$cu" -o "$ptx"
done

# ---- 2. feature checks -------------------------------------------------------
fail=0
need() {  # need FILE REGEX WHAT
  if ! grep -Eq "$2" "$1"; then echo "feature check FAILED: $1 lacks $3"; fail=1; fi
}
need_not() {
  if grep -Eq "$2" "$1"; then echo "feature check FAILED: $1 has $3"; fail=1; fi
}
need saxpy/saxpy.ptx '^\s*fma\.rn\.f32\s' 'fma.rn.f32'
need reduce/reduce.ptx '^\s*bar\.sync\s' 'bar.sync'
need reduce/reduce.ptx '^\s*shfl\.sync\.down\.b32\s' 'shfl.sync.down.b32'
need reduce/reduce.ptx '^\s*atom\.global\.add\.u32\s' 'atom.global.add.u32'
need quant_pack/quant_pack.ptx '^\s*cvt\.rni\.s32\.f32\s' 'cvt.rni.s32.f32'
need quant_pack/quant_pack.ptx 'cvt\.pack\.sat\.s8\.s32\.b32' 'cvt.pack.sat.s8.s32.b32'
need bitfield/bitfield.ptx '^\s*bfe\.u32\s' 'bfe.u32'
need bitfield/bitfield.ptx '^\s*bfe\.s32\s' 'bfe.s32'
need_not bitfield/bitfield.ptx 'inline asm' 'inline asm (bfe must come from LLVM)'
need call_func/call_func.ptx '^\.visible \.func' '.func'
need call_func/call_func.ptx '^\s*call\.uni\s' 'call.uni (callee was inlined?)'
need recursion/recursion.ptx '^\s*call\.uni \(retval0\), fib,' 'a call to fib (recursion was turned into a loop?)'
need recursion/recursion.ptx '^\s*call\.uni \(retval0\), odd,' 'a call to odd'
need histogram/histogram.ptx '^\s*atom\.shared\.add\.u32\s' 'atom.shared.add.u32'
need histogram/histogram.ptx '^\s*atom\.global\.add\.u32\s' 'atom.global.add.u32'
need matmul_tiled/matmul_tiled.ptx '^\s*fma\.rn\.f32\s' 'fma.rn.f32'
need debug_globals/debug_globals.ptx '^\s*\.section\s+\.debug_info' '.section .debug_info'
need debug_globals/debug_globals.ptx '^\s*\.loc\s' '.loc'
need debug_globals/debug_globals.ptx '^\.visible \.const .*coef' '.const coef with initialiser'
need debug_globals/debug_globals.ptx '__local_depot' 'a local stack depot'
need matmul_tiled/matmul_tiled.ptx '%tid\.y' '%tid.y'
need local_array/local_array.ptx '__local_depot' '__local_depot'
need local_array/local_array.ptx '^\s*ld\.local\.' 'ld.local'
need local_array/local_array.ptx '^\s*cvta\.local\.u64\s+%SP, %SPL' 'cvta.local %SP, %SPL'
need vote/vote.ptx '^\s*vote\.sync\.ballot\.b32\s' 'vote.sync.ballot.b32'
need vote/vote.ptx '^\s*activemask\.b32\s' 'activemask.b32'
need fp64/fp64.ptx '^\s*div\.rn\.f64\s' 'div.rn.f64'
need fp64/fp64.ptx '^\s*sqrt\.rn\.f64\s' 'sqrt.rn.f64'
need fp64/fp64.ptx '^\s*fma\.rn\.f64\s' 'fma.rn.f64'
need dyn_shared/dyn_shared.ptx '^\.extern \.shared' '.extern .shared'
need fp32_math/fp32_math.ptx '^\s*div\.rn\.f32\s' 'div.rn.f32'
need switch/switch.ptx '^\s*brx\.idx\s' 'brx.idx'
need switch/switch.ptx '\.branchtargets' '.branchtargets'
for f in add.f16 sub.f16 mul.f16 fma.rn.f16 fma.rn.f16x2 neg.f16 abs.f16 min.f16 setp.lt.f16 setp.neu.f16; do
  need half/half.ptx "^\\s*${f//./\\.}\\s" "$f"
done
need fp32_math/fp32_math.ptx '^\s*sqrt\.rn\.f32\s' 'sqrt.rn.f32'
need fp32_math/fp32_math.ptx '^\s*fma\.rn\.f32\s' 'fma.rn.f32'
need int_math/int_math.ptx '^\s*prmt\.b32\s' 'prmt.b32'
need int_math/int_math.ptx '^\s*shf\.l\.wrap\.b32\s' 'shf.l.wrap.b32'
need hash_rounds/hash_rounds.ptx '^\s*atom\.global\.xor\.b32\s' 'atom.global.xor.b32'
need pdl_pair/pdl_pair.ptx '^\s*griddepcontrol\.launch_dependents;' 'griddepcontrol.launch_dependents'
need pdl_pair/pdl_pair.ptx '^\s*griddepcontrol\.wait;' 'griddepcontrol.wait'
need mma_gemm/mma_gemm.ptx 'mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.f16\.f16\.f32' 'mma.sync m16n8k16 f16'
need mma_gemm/mma_gemm.ptx 'mma\.sync\.aligned\.m16n8k32\.row\.col\.s32\.s8\.s8\.s32' 'mma.sync m16n8k32 s8'
need async_gemm/async_gemm.ptx '^\s*cp\.async\.cg\.shared\.global \[' 'cp.async.cg 16-byte copies'
need async_gemm/async_gemm.ptx '^\s*cp\.async\.wait_group 1;' 'cp.async.wait_group 1'
need async_gemm/async_gemm.ptx 'ldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16' 'ldmatrix .x4'
need async_gemm/async_gemm.ptx 'mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.f16\.f16\.f32' 'mma.sync m16n8k16 f16'
need wgmma_gemm/wgmma_gemm.ptx 'wgmma\.mma_async\.sync\.aligned\.m64n128k16\.f32\.f16\.f16' 'wgmma.mma_async m64n128k16 f16'
need wgmma_gemm/wgmma_gemm.ptx '^\s*wgmma\.wait_group\.sync\.aligned 0;' 'wgmma.wait_group'
need cute_wgmma/cute_wgmma.ptx 'wgmma\.mma_async\.sync\.aligned\.m64n64k16\.f16\.f16\.f16' 'CuTe SM90 GMMA m64n64k16 (cute_wgmma/build.sh rebuilds it from CUTLASS)'
need wgmma_gemm/wgmma_gemm_clang.ptx 'wgmma\.mma_async\.sync\.aligned\.m64n128k16\.f32\.f16\.f16' 'wgmma.mma_async m64n128k16 f16 (clang)'
need mma_gemm/mma_gemm_clang.ptx 'mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.f16\.f16\.f32' 'mma.sync m16n8k16 f16 (clang)'
need async_gemm/async_gemm_clang.ptx 'ldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16' 'ldmatrix .x4 (clang)'
need sparse_gemm/sparse_gemm_clang.ptx 'mma\.sp::ordered_metadata\.sync\.aligned\.m16n8k32' 'mma.sp::ordered_metadata (clang)'
need attention/attention_clang.ptx 'mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.f16\.f16\.f32' 'mma.sync m16n8k16 f16 (clang)'
need attention/attention_clang.ptx '^\s*ex2\.approx\.f32\s' 'ex2.approx.f32 (clang: exp2f from libdevice)'
need wmma_gemm/wmma_gemm_clang.ptx '^\s*wmma\.mma\.sync\.aligned\.row\.row\.m16n16k8\.f32\.tf32\.tf32\.f32' 'wmma.mma tf32 (clang)'
need wmma_gemm/wmma_gemm_clang.ptx '^\s*wmma\.mma\.sync\.aligned\.row\.col\.m16n16k16\.s32\.s8\.s8\.s32' 'wmma.mma s8 (clang)'
need wmma_gemm/wmma_gemm.ptx '^\s*wmma\.mma\.sync\.aligned\.row\.col\.m16n16k16\.f32\.f32' 'wmma.mma f16'
need wmma_gemm/wmma_gemm.ptx '^\s*wmma\.mma\.sync\.aligned\.row\.col\.m16n16k16\.s32\.s8\.s8\.s32' 'wmma.mma s8'
need wmma_gemm/wmma_gemm.ptx '^\s*wmma\.mma\.sync\.aligned\.row\.row\.m16n16k8\.f32\.tf32\.tf32\.f32' 'wmma.mma tf32'
need wmma_gemm/wmma_gemm.ptx 'cvt\.rna\.tf32\.f32' 'cvt.rna.tf32.f32'
need sparse_gemm/sparse_gemm.ptx 'mma\.sp::ordered_metadata\.sync\.aligned\.m16n8k32\.row\.col\.f32\.f16\.f16\.f32' 'mma.sp::ordered_metadata m16n8k32 f16'
need sparse_gemm/sparse_gemm.ptx 'mma\.sp\.sync\.aligned\.m16n8k64\.row\.col\.s32\.s8\.s8\.s32' 'mma.sp m16n8k64 s8'
need attention/attention.ptx 'mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.f16\.f16\.f32' 'mma.sync m16n8k16 f16'
need attention/attention.ptx 'ex2\.approx' 'ex2.approx (exp2f)'
need attention/attention.ptx 'cvt\.rn\.f16x2\.f32' 'cvt.rn.f16x2.f32 (P to f16)'
need attention/attention.ptx 'shfl\.sync\.bfly\.b32' 'shfl.sync.bfly (quad max and sum)'
need barrier_copy/barrier_copy_sm80.ptx '^\s*cp\.async\.mbarrier\.arrive\.shared\.b64' 'cp.async.mbarrier.arrive'
need barrier_copy/barrier_copy_sm80.ptx 'mbarrier\.test_wait\.shared\.b64' 'mbarrier.test_wait'
need barrier_copy/barrier_copy_sm90.ptx 'cp\.async\.bulk\.shared::cta\.global\.mbarrier::complete_tx::bytes' 'cp.async.bulk'
need dsmem/dsmem.ptx '^\s*mapa\.shared::cluster\.u32' 'mapa.shared::cluster'
need dsmem/dsmem.ptx '^\s*atom\.shared::cluster\.add\.u32' 'atom.shared::cluster'
need dsmem/dsmem.ptx '^\s*ld\.shared::cluster\.f32' 'ld.shared::cluster'
need dsmem/dsmem.ptx '^\s*st\.shared::cluster\.f32' 'st.shared::cluster'
need dsmem/dsmem_clang.ptx '^\s*mapa\.u64' 'mapa.u64 (generic)'
need bulk_reduce/bulk_reduce.ptx 'atom\.add\.noftz\.f16 ' 'atom.add.noftz.f16 (atomicAdd on __half)'
need bulk_reduce/bulk_reduce.ptx 'atom\.add\.noftz\.bf16 ' 'atom.add.noftz.bf16'
need bulk_reduce/bulk_reduce.ptx 'atom\.add\.noftz\.f16x2 ' 'atom.add.noftz.f16x2'
need bulk_reduce/bulk_reduce.ptx '^\s*atom\.global\.add\.v4\.f32' 'atom.global.add.v4.f32 (atomicAdd on float4)'
need bulk_reduce/bulk_reduce.ptx '^\s*atom\.global\.add\.v2\.f32' 'atom.global.add.v2.f32 (atomicAdd on float2)'
need bulk_reduce/bulk_reduce.ptx '^\s*cp\.reduce\.async\.bulk\.global\.shared::cta\.bulk_group\.add\.f32' 'cp.reduce.async.bulk add.f32'
need bulk_reduce/bulk_reduce.ptx '^\s*cp\.reduce\.async\.bulk\.global\.shared::cta\.bulk_group\.max\.u32' 'cp.reduce.async.bulk max.u32'
need bulk_reduce/bulk_reduce.ptx '^\s*cp\.reduce\.async\.bulk\.tensor\.2d\.global\.shared::cta\.add\.tile\.bulk_group' 'cp.reduce.async.bulk.tensor'
need barrier_copy/barrier_copy_sm90.ptx 'mbarrier\.try_wait\.shared::cta\.b64' 'mbarrier.try_wait'
need barrier_copy/barrier_copy_sm90.ptx 'mbarrier\.expect_tx' 'mbarrier.expect_tx'
need barrier_copy/barrier_copy_sm80_clang.ptx '^\s*cp\.async\.mbarrier\.arrive\.shared\.b64' 'cp.async.mbarrier.arrive (clang)'
need barrier_copy/barrier_copy_sm80_clang.ptx 'mbarrier\.test_wait\.shared\.b64' 'mbarrier.test_wait (clang)'
need barrier_copy/barrier_copy_sm90_clang.ptx 'cp\.async\.bulk\.shared::(cta|cluster)\.global\.mbarrier::complete_tx::bytes' 'cp.async.bulk (clang)'
need barrier_copy/barrier_copy_sm90_clang.ptx 'mbarrier\.try_wait\.shared(::cta)?\.b64' 'mbarrier.try_wait (clang)'
need barrier_copy/barrier_copy_sm90_clang.ptx 'mbarrier\.expect_tx' 'mbarrier.expect_tx (clang)'
for ptx in */*.ptx; do
  need_not "$ptx" '__nv_' 'a call to a libdevice function'
done
[ "$fail" -eq 0 ] || exit 1
echo "feature checks: ok"

# ---- 3. ptxas ----------------------------------------------------------------
ptxas="${PTXAS:-$(command -v ptxas || true)}"
if [ -n "$ptxas" ] && [ -x "$ptxas" ]; then
  for ptx in */*.ptx; do
    target="$(sed -n 's/^\.target[[:space:]]\+\([a-z0-9_]*\).*/\1/p' "$ptx" | head -n1)"
    if "$ptxas" -arch="$target" "$ptx" -o /dev/null; then
      echo "ptxas -arch=$target $ptx: ok"
    else
      echo "ptxas -arch=$target $ptx: FAILED"; fail=1
    fi
  done
  [ "$fail" -eq 0 ] || exit 1
else
  echo "ptxas not found (set PTXAS or put it on PATH): skipping the ptxas check"
fi

# ---- 4. inputs, YAML and expected outputs -------------------------------------
"$PYTHON" expected.py

# ---- 5. host cross-check --------------------------------------------------------
if command -v "$CLANGXX" >/dev/null 2>&1; then
  CLANGXX="$CLANGXX" ./hostcheck/run.sh
else
  echo "$CLANGXX not found: skipping the host cross-check"
fi
