#!/usr/bin/env bash
# Regenerates the calibration corpus under workloads/calibration/ from a
# checkout of RRZE-HPC/gpu-benches at the pinned commit (see README.md):
#
#   regen.sh GPU_BENCHES_DIR          (or: GPUB=GPU_BENCHES_DIR regen.sh)
#
# GPU_BENCHES_DIR is a git checkout or bare clone that contains the pinned
# commit (read at that commit), or an unpacked `git archive` of it; mktu.py
# also checks the SHA-256 of every main.cu it reads. Nothing from gpu-benches is copied into this
# directory except what is generated: the translation units that hold the
# upstream kernel text live in a temporary directory and are deleted.
# The OLD_BENCHES below (a kernel version some result file measured instead of
# the pinned one) are read at their own commit: from the same git repository,
# or, when GPU_BENCHES_DIR is an unpacked archive, from GPUB_<7-digit commit>
# (e.g. GPUB_f54baaa=DIR, an unpacked `git archive` of that commit).
#
#   1. mktu.py builds one device-only TU per benchmark and compiler
#      (our shim header + the upstream __global__ definitions + explicit
#      instantiations);
#   2. nvcc (PyPI wheels, CUDA 13.5.37)  -> ptx/<bench>_sm{80,90}_nvcc.ptx
#      clang-22 CUDA, no SDK             -> ptx/<bench>_sm{80,90}_clang.ptx
#      clang-22 HIP, no ROCm             -> amdgpu/<bench>_gfx{90a,942,1030,1100}.s
#      (with the benchmark Makefile's own hipcc flags: strides -mcumode on RDNA)
#      (OLD_BENCHES: the two PTX lines only)
#   3. checks: every expected kernel symbol is in every file; ptxas (from the
#      same wheels) assembles every PTX file for its target; llvm-mc assembles
#      every .s file, llvm-nm finds no undefined symbol, ld.lld links it; no
#      .s file calls anything or uses scratch;
#   4. published.py re-extracts published.yaml from the result files.
#
# Environment:
#   CLANG (clang-22), LLVM_MC (llvm-mc-22), LLVM_NM (llvm-nm-22), LLD (ld.lld-22),
#   PYTHON (python3),
#   CUDA_HOME: a directory with bin/nvcc, bin/ptxas, nvvm/ and include/ laid out
#     as the nvidia-* wheels unpack (nvidia/cu13/*). When it is unset or has no
#     bin/nvcc, the wheels below are downloaded with pip into a virtual
#     environment under ${CUDA_WHEEL_DIR:-/tmp/calib-cuda} and unpacked there
#     (NVIDIA EULA: never commit them).
# Needs: apt-get install -y clang-22 llvm-22 lld-22 ; python3 with venv/pip.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

PINNED=1038c5d0d0f48cfe9912930d34eb2d8a31b72b9b
GPUB="${1:-${GPUB:-}}"
if [ -z "$GPUB" ] || [ ! -d "$GPUB" ]; then
  echo "usage: $0 GPU_BENCHES_DIR   (RRZE-HPC/gpu-benches at $PINNED)" >&2
  exit 2
fi
GPUB="$(cd "$GPUB" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# Benchmarks read at an older commit than the pinned one, as BENCH:COMMIT: the kernel
# version a published result file measured (mktu.py OLD_COMMITS; NVIDIA PTX only).
#   l2cache_f54baaa: gpu-l2-cache/main.cu at f54baaa (gpu-l2-cache/h100_pcie.txt)
OLD_BENCHES="l2cache_f54baaa:f54baaa60a142990dbaa3ad1fa3eaefa67595e46"
# A git repository (a checkout or a bare mirror) that has the pinned commit is
# read at that commit, whatever its HEAD; any other directory is taken as the
# tree of that commit (mktu.py checks the SHA-256 of each main.cu it reads).
gitdir=""
if git --git-dir="$GPUB/.git" cat-file -e "$PINNED^{commit}" 2>/dev/null; then
  gitdir="$GPUB/.git"
elif git --git-dir="$GPUB" cat-file -e "$PINNED^{commit}" 2>/dev/null; then
  gitdir="$GPUB"
fi
if [ -n "$gitdir" ]; then
  mkdir "$tmp/gpub" && git --git-dir="$gitdir" archive "$PINNED" | tar -x -C "$tmp/gpub"
  GPUB="$tmp/gpub"
fi
# The tree an OLD_BENCHES entry is read at: that commit of the same repository, or
# GPUB_<7-digit commit> when GPU_BENCHES_DIR is not a git repository.
old_tree() {  # BENCH COMMIT -> prints a directory
  local d="$tmp/gpub-$1" v="GPUB_${2:0:7}"
  if [ -n "$gitdir" ] && git --git-dir="$gitdir" cat-file -e "$2^{commit}" 2>/dev/null; then
    mkdir -p "$d" && git --git-dir="$gitdir" archive "$2" | tar -x -C "$d"
    echo "$d"
  elif [ -n "${!v:-}" ] && [ -d "${!v}" ]; then
    (cd "${!v}" && pwd)
  else
    echo "$1 needs gpu-benches at $2: pass a git clone that has it, or set $v=DIR" >&2
    return 1
  fi
}

CLANG="${CLANG:-clang-22}"
LLVM_MC="${LLVM_MC:-llvm-mc-22}"
LLVM_NM="${LLVM_NM:-llvm-nm-22}"
LLD="${LLD:-ld.lld-22}"
PYTHON="${PYTHON:-python3}"

# ---- nvcc from PyPI -------------------------------------------------------------
NV_WHEELS="nvidia-cuda-nvcc==13.5.37 nvidia-nvvm==13.5.37 nvidia-cuda-crt==13.5.37 nvidia-cuda-runtime==13.5.37"
if [ -z "${CUDA_HOME:-}" ] || [ ! -x "${CUDA_HOME}/bin/nvcc" ]; then
  CUDA_WHEEL_DIR="${CUDA_WHEEL_DIR:-/tmp/calib-cuda}"
  CUDA_HOME="$CUDA_WHEEL_DIR/cuda"
  if [ ! -x "$CUDA_HOME/bin/nvcc" ]; then
    echo "installing $NV_WHEELS into $CUDA_WHEEL_DIR"
    "$PYTHON" -m venv "$CUDA_WHEEL_DIR/venv"
    # shellcheck disable=SC2086
    "$CUDA_WHEEL_DIR/venv/bin/pip" download -q --no-deps -d "$CUDA_WHEEL_DIR/wheels" $NV_WHEELS
    rm -rf "$CUDA_WHEEL_DIR/x"
    for w in "$CUDA_WHEEL_DIR"/wheels/*.whl; do "$PYTHON" -m zipfile -e "$w" "$CUDA_WHEEL_DIR/x"; done
    mkdir -p "$CUDA_HOME"
    cp -r "$CUDA_WHEEL_DIR"/x/nvidia/cu13/* "$CUDA_HOME/"
    chmod +x "$CUDA_HOME"/bin/* "$CUDA_HOME"/nvvm/bin/*
  fi
fi
NVCC="$CUDA_HOME/bin/nvcc"
PTXAS="$CUDA_HOME/bin/ptxas"
echo "nvcc:  $("$NVCC" --version | tail -1)"
echo "clang: $("$CLANG" --version | head -1)"

BENCHES="stream l2cache cache latency roofline l2stream strides"
SMS="80 90"
GFXS="gfx90a gfx942 gfx1030 gfx1100"

# The benchmark's own extra hipcc flags: gpu-strides/Makefile builds with -mcumode
# (a workgroup on one CU of an RDNA WGP: one L0, two SIMDs); the others add none.
hip_flags() {  # BENCH GFX
  case "$1:$2" in
    strides:gfx10*|strides:gfx11*) echo -mcumode ;;
  esac
}

# ---- 1./2. translation units and compilation --------------------------------------
mkdir -p ptx amdgpu
# the TU file names are fixed (bench.cu / bench.hip): they are the only
# source names that can reach the outputs
mkdir -p "$tmp/nvcc" "$tmp/clang" "$tmp/hip"
compile_ptx() {  # BENCH (its TUs in $tmp/nvcc and $tmp/clang)
  local b="$1" sm
  for sm in $SMS; do
    echo "nvcc  $b sm_$sm -> ptx/${b}_sm${sm}_nvcc.ptx"
    (cd "$tmp/nvcc" && "$NVCC" -ptx -arch="sm_$sm" -O3 -std=c++17 -I"$CUDA_HOME/include" \
       "$b.cu" -o "$here/ptx/${b}_sm${sm}_nvcc.ptx")
    echo "clang $b sm_$sm -> ptx/${b}_sm${sm}_clang.ptx"
    (cd "$tmp/clang" && "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch="sm_$sm" \
       -nocudainc -nocudalib --cuda-feature=+ptx80 -O3 -S "$b.cu" \
       -o "$here/ptx/${b}_sm${sm}_clang.ptx")
  done
}
for b in $BENCHES; do
  "$PYTHON" mktu.py "$GPUB" "$b" nvcc "$tmp/nvcc/$b.cu"
  "$PYTHON" mktu.py "$GPUB" "$b" clang-cuda "$tmp/clang/$b.cu"
  "$PYTHON" mktu.py "$GPUB" "$b" hip "$tmp/hip/$b.hip"
  compile_ptx "$b"
  for g in $GFXS; do
    echo "clang $b $g -> amdgpu/${b}_$g.s"
    (cd "$tmp/hip" && "$CLANG" -x hip --cuda-device-only --offload-arch="$g" -nogpuinc \
       -nogpulib -cuid="$b" -O3 $(hip_flags "$b" "$g") -S "$b.hip" -o "$here/amdgpu/${b}_$g.s")
  done
done
OLD_NAMES=""
for bc in $OLD_BENCHES; do
  b="${bc%%:*}"
  dir="$(old_tree "$b" "${bc#*:}")"
  "$PYTHON" mktu.py "$dir" "$b" nvcc "$tmp/nvcc/$b.cu"
  "$PYTHON" mktu.py "$dir" "$b" clang-cuda "$tmp/clang/$b.cu"
  compile_ptx "$b"
  OLD_NAMES="$OLD_NAMES $b"
done

# ---- 3. checks -------------------------------------------------------------------
fail=0
symbols() {  # the kernels every file of a benchmark must define (Itanium-mangled)
  case "$1" in
    stream) echo _Z11init_kernelIdEvPT_PKS0_S3_S3_mb _Z11read_kernelIdEvPT_PKS0_S3_S3_mb \
                 _Z12scale_kernelIdEvPT_PKS0_S3_S3_mb _Z12triad_kernelIdEvPT_PKS0_S3_S3_mb \
                 _Z19stencil1d3pt_kernelIdEvPT_PKS0_S3_S3_mb _Z19stencil1d5pt_kernelIdEvPT_PKS0_S3_S3_mb ;;
    l2cache|l2cache_f54baaa) echo _Z10initKernelPdm _Z9sumKernelILi64ELi1024EEvPdPKdi ;;
    cache)
      if [ "$2" = amd ]; then p=P6float4PKS0_; i=_Z10initKernelP6float4m; else p=PfPKf; i=_Z10initKernelPfm; fi
      echo "$i"
      for nib in 128:200:128 256:200:256 512:200:512 2048:200:512 8192:200:512 16384:200:512 67072:50:512; do
        IFS=: read -r n it bs <<< "$nib"
        echo "_Z9sumKernelILi${n}ELi${it}ELi${bs}EEv${p}i"
      done ;;
    latency) echo _Z6pchaseIlEvPT_S1_l ;;
    l2stream)
      for k in 11read 12scale 12triad 12write; do echo "_Z${k}_kernelIdLi24545EEvPT_PKS0_S3_S3_mb"; done ;;
    strides)
      for n in 256 1024; do for t in f d; do
        echo "_Z12strideKernelI${t}Li${n}EEvPT_S1_ii _Z11blockKernelI${t}Li${n}EEvPT_S1_ii"
      done; done ;;
    roofline)
      echo _Z10initKernelIfEvPT_m
      for m in 4000 400; do for n in 0 48 272; do echo "_Z7testfunIfLi${n}ELi${m}ELi256EEvPT_S1_S1_"; done; done ;;
  esac
}
for b in $BENCHES $OLD_NAMES; do
  for sm in $SMS; do
    for c in nvcc clang; do
      f="ptx/${b}_sm${sm}_$c.ptx"
      for s in $(symbols "$b" nv); do
        grep -Eq "^\.visible \.entry $s\(" "$f" || { echo "CHECK FAILED: $f lacks .entry $s"; fail=1; }
      done
      n="$(grep -c '^\.visible \.entry' "$f")"
      [ "$n" -eq "$(symbols "$b" nv | wc -w)" ] || { echo "CHECK FAILED: $f has $n entries"; fail=1; }
      "$PTXAS" -arch="sm_$sm" "$f" -o "$tmp/out.cubin" || { echo "ptxas FAILED: $f"; fail=1; }
    done
  done
done
for b in $BENCHES; do
  for g in $GFXS; do
    f="amdgpu/${b}_$g.s"
    for s in $(symbols "$b" amd); do
      grep -Eq "^\s*\.amdhsa_kernel $s\$" "$f" || { echo "CHECK FAILED: $f lacks .amdhsa_kernel $s"; fail=1; }
    done
    grep -Eq "^\s*\.amdgcn_target \"amdgcn-amd-amdhsa--$g\"" "$f" || { echo "CHECK FAILED: $f target"; fail=1; }
    if grep -Eq '^\s*s_swappc_b64|__ockl_|__ocml_|@(rel32|gotpcrel)' "$f"; then
      echo "CHECK FAILED: $f calls a function"; fail=1
    fi
    if grep -Eq '\.amdhsa_private_segment_fixed_size [1-9]' "$f"; then
      echo "CHECK FAILED: $f uses scratch"; fail=1
    fi
    o="$tmp/$(basename "${f%.s}").o"
    "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$g" -filetype=obj "$f" -o "$o" \
      || { echo "llvm-mc FAILED: $f"; fail=1; continue; }
    undef="$("$LLVM_NM" -u "$o")"
    [ -z "$undef" ] || { echo "$f: undefined symbols: $undef"; fail=1; }
    "$LLD" -shared "$o" -o "${o%.o}.hsaco" || { echo "ld.lld FAILED: $f"; fail=1; }
  done
done
[ "$fail" -eq 0 ] || exit 1
echo "checks: ok ($(ls ptx/*.ptx | wc -l) PTX files through ptxas, $(ls amdgpu/*.s | wc -l) .s files through llvm-mc + ld.lld)"

# ---- 4. published data -----------------------------------------------------------
"$PYTHON" published.py "$GPUB" > published.yaml
echo "published.yaml: $(grep -c '^  - id:' published.yaml) rows"
