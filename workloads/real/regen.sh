#!/usr/bin/env bash
# Regenerates the real-code corpus under workloads/real/ from HeCBench at the
# pinned commit (see README.md):
#
#   regen.sh HECBENCH          (or: HECBENCH=DIR regen.sh)
#
# HECBENCH: a git checkout or bare clone that has commit
# f27000a5188f8ac79bd43fc95a1b3f890c18823d (read at that commit, whatever its
# HEAD; objects of big data files may be missing), or a directory holding the
# tree of that commit. Nothing from HeCBench is committed: its sources are
# extracted to $REAL_SRC_ROOT (default /tmp/hecbench-real-src, deleted first;
# keep this default to reproduce the committed nvcc PTX byte for byte: nvcc
# hashes the source directory into its _INTERNAL_ symbol names).
#
#   1. toolchains.sh: nvcc 13.5 + CUDA 12.9 headers (NVIDIA PyPI wheels), ROCm
#      6.4 headers + 7.0.2 device libraries (Debian sid .debs, unpacked only),
#      in ${REAL_TC_DIR:-/tmp/real-tc}; or your own CUDA13_HOME / CUDA12_HOME /
#      ROCM_TREE laid out the same way
#   2. build.py: selection.json, compile_log.json, ptx/, amdgpu/
#   3. inventory.py: inventory.json
#   4. sanity.py: ptxas over every .ptx, llvm-mc-22 over every .s -> sanity.json
#
# Then `git status workloads/real` shows any difference from the committed files.
#
# Needs (this script installs nothing system-wide; it stops and names what is missing):
#   apt-get install -y clang-22 llvm-22 lld-22 libgsl-dev libboost-program-options-dev
#   python3 with venv and pip; network access to PyPI and deb.debian.org (step 1 only)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
HEC="${1:-${HECBENCH:-}}"
if [ -z "$HEC" ] || [ ! -d "$HEC" ]; then
  echo "usage: $0 HECBENCH_DIR   (zjin-lcf/HeCBench at f27000a5188f8ac79bd43fc95a1b3f890c18823d)" >&2
  exit 2
fi
missing=""
command -v "${CLANG:-clang-22}" >/dev/null || missing="$missing clang-22"
command -v "${LLVM_MC:-llvm-mc-22}" >/dev/null || missing="$missing llvm-22"
[ -f /usr/include/gsl/gsl_math.h ] || missing="$missing libgsl-dev"
[ -f /usr/include/boost/program_options.hpp ] || missing="$missing libboost-program-options-dev"
command -v dpkg-deb >/dev/null || missing="$missing dpkg"
if [ -n "$missing" ]; then
  echo "missing:$missing  (apt-get install -y$missing)" >&2
  exit 2
fi
if ! "${CLANG:-clang-22}" --version | grep -q 'clang version 22'; then
  echo "warning: $("${CLANG:-clang-22}" --version | head -1): the committed files were made with 22.1.8 (1~deb12u1)" >&2
fi

eval "$("$here/toolchains.sh")"
export CUDA13_HOME CUDA12_HOME ROCM_TREE
echo "nvcc:  $("$CUDA13_HOME/bin/nvcc" --version | tail -2 | head -1)"
echo "clang: $("${CLANG:-clang-22}" --version | head -1)"

python3 "$here/build.py" "$HEC" --src-root "${REAL_SRC_ROOT:-/tmp/hecbench-real-src}" --jobs "${JOBS:-$(nproc)}"
python3 "$here/inventory.py" "$HEC"
python3 "$here/sanity.py" --jobs "${JOBS:-$(nproc)}"
echo "done; compare with: git -C '$here' status --short ."
