#!/usr/bin/env bash
# Rebuilds cute_wgmma.ptx and cute_wgmma_tma.ptx: CUTLASS's CuTe Hopper tutorial
# GEMMs (examples/cute/tutorial/hopper/wgmma_sm90.cu, cp.async loads, and
# wgmma_tma_sm90.cu, TMA loads completing mbarriers; NVIDIA/cutlass at
# 7107b05535f8977f5ecb9d01ee203205b1fd9bc4, BSD-3-Clause: see NOTICE), compiled
# unmodified by nvcc 13.5 for sm_90a with -DNDEBUG (CuTe's asserts call
# __assertfail, a CUDA runtime function warpsim does not link). Nothing of CUTLASS is
# committed but this generated PTX.
#
#   CUTLASS=<a checkout or bare clone with that commit> NVCC=<nvcc 13.5> ./build.sh
#
# (workloads/real/toolchains.sh sets up nvcc from NVIDIA's PyPI wheels; the `fetch`
# tool's mirror of NVIDIA/cutlass serves as the clone.)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
: "${CUTLASS:?set CUTLASS to a clone of NVIDIA/cutlass}"
NVCC="${NVCC:-${CUDA13_HOME:-/tmp/real-tc/cuda13}/bin/nvcc}"
COMMIT=7107b05535f8977f5ecb9d01ee203205b1fd9bc4
# A fixed directory: nvcc names internal-linkage symbols (_INTERNAL_<hash>_...) from
# the source's absolute directory, so the same place gives the same PTX.
src=/tmp/cute-wgmma-src
rm -rf "$src" && mkdir -p "$src"
git -C "$CUTLASS" archive "$COMMIT" include tools/util/include examples/cute/tutorial/hopper | tar -x -C "$src"
# Run from the source's directory with relative paths, so no local path reaches the PTX.
for f in wgmma_sm90:cute_wgmma wgmma_tma_sm90:cute_wgmma_tma; do
  (cd "$src" && "$NVCC" -ptx -arch=sm_90a -O3 -std=c++17 -DNDEBUG -I include -I tools/util/include \
    --expt-relaxed-constexpr "examples/cute/tutorial/hopper/${f%%:*}.cu" -o out.ptx)
  cp "$src/out.ptx" "${f##*:}.ptx"
done
echo "cute_wgmma.ptx and cute_wgmma_tma.ptx rebuilt from CUTLASS $COMMIT"
