#!/usr/bin/env bash
# Rebuilds cutlass_ws_gemm.ptx: CUTLASS's Hopper warp-specialized GEMM example
# (examples/48_hopper_warp_specialized_gemm, NVIDIA/cutlass at
# 7107b05535f8977f5ecb9d01ee203205b1fd9bc4, BSD-3-Clause: see NOTICE), compiled
# unmodified by nvcc 13.5 for sm_90a with -DNDEBUG. Its GEMM kernel is CUTLASS's
# KernelTmaWarpSpecializedCooperative (TMA multicast loads in clusters of 4x2 CTAs,
# wgmma, setmaxnreg, a persistent tile scheduler); the others are CUTLASS's
# reference kernels. warpsim loads every kernel (tests/workloads.rs); the GEMM cannot
# run yet: its clusters multicast into each other's shared memory (distributed shared
# memory is not modelled), and its by-value Params (tensor maps, scheduler state)
# come from CUTLASS's host code. Nothing of CUTLASS is committed but this PTX.
#
#   CUTLASS=<a checkout or bare clone with that commit> NVCC=<nvcc 13.5> \
#   CURAND_INCLUDE=<curand headers: the include/ of PyPI nvidia-curand==10.4.5.25> ./build.sh
#
# (The example's host utilities include <curand_kernel.h>; workloads/real/toolchains.sh
# unpacks those headers into its CUDA 13 tree.)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
: "${CUTLASS:?set CUTLASS to a clone of NVIDIA/cutlass}"
NVCC="${NVCC:-${CUDA13_HOME:-/tmp/real-tc/cuda13}/bin/nvcc}"
CURAND_INCLUDE="${CURAND_INCLUDE:-$(dirname "$NVCC")/../include}"
COMMIT=7107b05535f8977f5ecb9d01ee203205b1fd9bc4
# A fixed directory: nvcc names internal-linkage symbols from the source's directory.
src=/tmp/cutlass-ws-src
rm -rf "$src" && mkdir -p "$src"
git -C "$CUTLASS" archive "$COMMIT" include tools/util/include examples/common \
  examples/48_hopper_warp_specialized_gemm | tar -x -C "$src"
(cd "$src" && "$NVCC" -ptx -arch=sm_90a -O3 -std=c++17 -DNDEBUG -I include -I tools/util/include \
  -I examples/common -I "$CURAND_INCLUDE" --expt-relaxed-constexpr \
  examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu -o out.ptx)
cp "$src/out.ptx" cutlass_ws_gemm.ptx
echo "cutlass_ws_gemm.ptx rebuilt from CUTLASS $COMMIT"
