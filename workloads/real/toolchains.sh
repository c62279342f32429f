#!/usr/bin/env bash
# Sets up the three compiler environments that regen.sh uses, under
# ${REAL_TC_DIR:-/tmp/real-tc}, and prints the variables to export:
#
#   CUDA13_HOME  nvcc 13.5.37 from NVIDIA's PyPI wheels (bin/nvcc, bin/ptxas,
#                nvvm/, include/ incl. cccl), plus the cuBLAS/cuRAND/cuSPARSE
#                headers of their 13.x wheels (headers only, no libraries)
#   CUDA12_HOME  a CUDA 12.9 tree for clang-22 --cuda-path (clang-22 rejects the
#                13.x headers): include/ from the -cu12 runtime, nvcc (crt/),
#                cccl, curand, cusparse, cublas wheels; nvvm/libdevice; bin/ptxas
#   ROCM_TREE    a ROCm 6.4 header tree + ROCm 7.0.2 device libraries for
#                clang-22 --rocm-path, unpacked (dpkg-deb -x, not installed)
#                from Debian unstable (sid) .deb files fetched with
#                `apt-get download` through a private apt configuration
#
# Every download is a pinned version from PyPI or Debian; this script says what
# it fetches before it does. It installs nothing system-wide. The NVIDIA wheels
# are under NVIDIA's EULA: never commit them or anything unpacked from them.
#
# Usage: eval "$(workloads/real/toolchains.sh)"   (progress goes to stderr)
# Needs: python3 with venv+pip, apt-get + dpkg-deb (Debian), network access
#        to PyPI and deb.debian.org.
set -euo pipefail
TC="${REAL_TC_DIR:-/tmp/real-tc}"
PY="${PYTHON:-python3}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$TC"
say() { echo "toolchains.sh: $*" >&2; }

WHEELS13="nvidia-cuda-nvcc==13.5.37 nvidia-nvvm==13.5.37 nvidia-cuda-crt==13.5.37 nvidia-cuda-runtime==13.5.37 nvidia-cuda-cccl==13.3.5.0.6"
LIBWHEELS13="nvidia-curand==10.4.5.25 nvidia-cusparse==12.9.4.2 nvidia-cublas==13.10.0.20"
WHEELS12="nvidia-cuda-runtime-cu12==12.9.79 nvidia-cuda-nvcc-cu12==12.9.86 nvidia-cuda-cccl-cu12==12.9.27"
LIBWHEELS12="nvidia-curand-cu12==10.3.10.19 nvidia-cusparse-cu12==12.5.10.65 nvidia-cublas-cu12==12.9.3.13"
# Debian sid, as of 2026-12: HIP 6.4.3 headers, rocPRIM/hipCUB/rocThrust/
# rocRAND/hipRAND/rocSPARSE/hipSPARSE 6.4.x, rocBLAS/hipBLAS 6.4.4, hipBLAS-common 7.1.0,
# hipBLASLt 7.1.1, HSA runtime headers, ROCm 7.0.2 device libraries (LLVM 21
# bitcode, read by LLVM 22)
DEBS="libamdhip64-dev=6.4.3-5 libhsa-runtime-dev=6.4.3+dfsg-5 libamd-comgr-dev=7.0.2+dfsg-3
rocm-device-libs-21=7.0.2+dfsg-3 librocprim-dev=6.4.3-2 libhipcub-dev=6.4.3-2 librocthrust-dev=6.4.4-1
librocrand-dev=6.4.3-1 libhiprand-dev=6.4.3-1 librocsparse-dev=6.4.3-3 libhipsparse-dev=6.4.3-1
librocblas-dev=6.4.4-4 libhipblas-common-dev=7.1.0-1+b1 libhipblas-dev=6.4.4-1 libhipblaslt-dev=7.1.1+dfsg-4"

pip_download() {  # DIR SPEC...
  local d="$1"; shift
  [ -x "$TC/venv/bin/pip" ] || "$PY" -m venv "$TC/venv"
  say "pip download --no-deps $*"
  # shellcheck disable=SC2068
  "$TC/venv/bin/pip" download -q --no-deps -d "$d" $@
}

# ---- CUDA 13.5 (nvcc) ---------------------------------------------------------
CUDA13_HOME="${CUDA13_HOME:-$TC/cuda13}"
if [ ! -x "$CUDA13_HOME/bin/nvcc" ]; then
  CUDA13_HOME="$TC/cuda13"
  pip_download "$TC/wheels13" $WHEELS13 $LIBWHEELS13
  rm -rf "$CUDA13_HOME" "$TC/x13"; mkdir -p "$CUDA13_HOME"
  "$PY" "$here/unwheel.py" "$TC/x13" "$TC"/wheels13/nvidia_cuda_nvcc-*.whl "$TC"/wheels13/nvidia_nvvm-*.whl \
      "$TC"/wheels13/nvidia_cuda_crt-*.whl "$TC"/wheels13/nvidia_cuda_runtime-*.whl "$TC"/wheels13/nvidia_cuda_cccl-*.whl
  "$PY" "$here/unwheel.py" --headers "$TC/x13" "$TC"/wheels13/nvidia_curand-*.whl "$TC"/wheels13/nvidia_cusparse-*.whl \
      "$TC"/wheels13/nvidia_cublas-*.whl
  cp -r "$TC"/x13/nvidia/cu13/. "$CUDA13_HOME/"
  chmod +x "$CUDA13_HOME"/bin/* "$CUDA13_HOME"/nvvm/bin/*
fi

# ---- CUDA 12.9 tree for clang-22 ---------------------------------------------
CUDA12_HOME="${CUDA12_HOME:-$TC/cuda12}"
if [ ! -f "$CUDA12_HOME/nvvm/libdevice/libdevice.10.bc" ]; then
  CUDA12_HOME="$TC/cuda12"
  pip_download "$TC/wheels12" $WHEELS12 $LIBWHEELS12
  rm -rf "$CUDA12_HOME" "$TC/x12"; mkdir -p "$CUDA12_HOME/include" "$CUDA12_HOME/bin"
  "$PY" "$here/unwheel.py" "$TC/x12" "$TC"/wheels12/nvidia_cuda_runtime_cu12-*.whl \
      "$TC"/wheels12/nvidia_cuda_nvcc_cu12-*.whl "$TC"/wheels12/nvidia_cuda_cccl_cu12-*.whl
  "$PY" "$here/unwheel.py" --headers "$TC/x12" "$TC"/wheels12/nvidia_curand_cu12-*.whl \
      "$TC"/wheels12/nvidia_cusparse_cu12-*.whl "$TC"/wheels12/nvidia_cublas_cu12-*.whl
  for p in cuda_runtime cuda_nvcc cuda_cccl curand cusparse cublas; do
    cp -r "$TC/x12/nvidia/$p/include/." "$CUDA12_HOME/include/"
  done
  cp -r "$TC/x12/nvidia/cuda_nvcc/nvvm" "$CUDA12_HOME/nvvm"
  cp "$TC/x12/nvidia/cuda_nvcc/bin/ptxas" "$CUDA12_HOME/bin/" && chmod +x "$CUDA12_HOME/bin/ptxas"
  find "$CUDA12_HOME" -name '__init__.py' -delete
fi

# ---- ROCm headers + device libraries from Debian sid ---------------------------
ROCM_TREE="${ROCM_TREE:-$TC/rocm}"
if [ ! -f "$ROCM_TREE/include/hip/hip_runtime.h" ] || [ ! -d "$ROCM_TREE/amdgcn/bitcode" ]; then
  ROCM_TREE="$TC/rocm"
  A="$TC/apt"
  mkdir -p "$A/etc/apt/sources.list.d" "$A/etc/apt/preferences.d" "$A/var/lib/apt/lists/partial" \
           "$A/var/cache/apt/archives/partial" "$A/var/lib/dpkg" "$TC/debs"
  touch "$A/var/lib/dpkg/status"
  cat > "$A/etc/apt/sources.list.d/debian.sources" <<'EOF'
Types: deb
URIs: http://deb.debian.org/debian
Suites: sid
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  APTO=(-o "Dir=$A" -o "Dir::State::status=$A/var/lib/dpkg/status" -o "Dir::Etc::trusted=/etc/apt/trusted.gpg"
        -o "Dir::Etc::trustedparts=/etc/apt/trusted.gpg.d" -o "APT::Architecture=amd64")
  say "apt-get update (private config: Debian sid, main)"
  apt-get "${APTO[@]}" update >&2
  say "apt-get download $(echo $DEBS | tr '\n' ' ')"
  # shellcheck disable=SC2086
  (cd "$TC/debs" && apt-get "${APTO[@]}" download $DEBS >&2)
  rm -rf "$TC/rocm-x" "$ROCM_TREE"; mkdir -p "$TC/rocm-x" "$ROCM_TREE/amdgcn" "$ROCM_TREE/share"
  for d in "$TC"/debs/*.deb; do dpkg-deb -x "$d" "$TC/rocm-x"; done
  cp -r "$TC/rocm-x/usr/include" "$ROCM_TREE/include"
  cp -r "$TC/rocm-x/usr/share/hip" "$ROCM_TREE/share/hip"
  bc="$(dirname "$(find "$TC/rocm-x" -name ocml.bc | head -1)")"
  cp -r "$bc" "$ROCM_TREE/amdgcn/bitcode"
fi

echo "export CUDA13_HOME='$CUDA13_HOME' CUDA12_HOME='$CUDA12_HOME' ROCM_TREE='$ROCM_TREE'"
