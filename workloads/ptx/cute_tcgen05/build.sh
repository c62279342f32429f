#!/usr/bin/env bash
# Rebuilds cute_tcgen05.ptx, cute_tcgen05_tma.ptx, cute_tcgen05_multicast.ptx,
# cute_tcgen05_2sm.ptx and cute_blockscaled.ptx:
# CUTLASS's CuTe Blackwell tutorial GEMMs (examples/cute/tutorial/blackwell/
# 01_mma_sm100.cu: tcgen05.mma 128x256x16 f16 -> f32 from 128B-swizzled shared memory,
# the accumulator in tensor memory, tcgen05.ld to registers; 02_mma_tma_sm100.cu: the
# tiles loaded by TMA; 03_mma_tma_multicast_sm100.cu: 4x4 clusters, TMA multicast and a
# multicast tcgen05.commit; 04_mma_tma_2sm_sm100.cu: 256x256x16 MMAs over CTA pairs
# (.cta_group::2) fed by TMA multicast over the pairs; and warpsim's own
# blockscaled_sm100.cu (an NVFP4 tile written with CuTe as CUTLASS's sm100 block-scaled
# collective drives the tensor core: tcgen05.cp of the scale factors, block-scaled
# tcgen05.mma); NVIDIA/cutlass at 7107b05535f8977f5ecb9d01ee203205b1fd9bc4, BSD-3-Clause:
# see NOTICE), compiled unmodified by nvcc 13.5 for sm_100a with -DNDEBUG (CuTe's
# asserts call __assertfail, a CUDA runtime function warpsim does not link). Its
# device-side prints (thread 0 of block 0) are vprintf calls. Nothing of CUTLASS is
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
src=/tmp/cute-tcgen05-src
rm -rf "$src" && mkdir -p "$src"
git -C "$CUTLASS" archive "$COMMIT" include tools/util/include examples/cute/tutorial/blackwell | tar -x -C "$src"
# Run from the source's directory with relative paths, so no local path reaches the PTX.
for f in 01_mma_sm100:cute_tcgen05 02_mma_tma_sm100:cute_tcgen05_tma \
         03_mma_tma_multicast_sm100:cute_tcgen05_multicast 04_mma_tma_2sm_sm100:cute_tcgen05_2sm; do
  (cd "$src" && "$NVCC" -ptx -arch=sm_100a -O3 -std=c++17 -DNDEBUG -I include -I tools/util/include \
    --expt-relaxed-constexpr "examples/cute/tutorial/blackwell/${f%%:*}.cu" -o out.ptx)
  cp "$src/out.ptx" "${f##*:}.ptx"
done
cp blockscaled_sm100.cu "$src/"
(cd "$src" && "$NVCC" -ptx -arch=sm_100a -O3 -std=c++17 -DNDEBUG -I include -I tools/util/include \
  --expt-relaxed-constexpr blockscaled_sm100.cu -o out.ptx)
cp "$src/out.ptx" cute_blockscaled.ptx
echo "cute_tcgen05{,_tma,_multicast,_2sm}.ptx and cute_blockscaled.ptx rebuilt from CUTLASS $COMMIT"
