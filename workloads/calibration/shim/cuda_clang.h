// warpsim calibration shim for clang CUDA without a CUDA SDK
// (clang-22 --cuda-device-only -nocudainc -nocudalib).
// Provides what the extracted gpu-benches kernels use: the CUDA execution-space
// and memory-space keywords, __launch_bounds__, threadIdx/blockIdx/blockDim/gridDim (clang's own
// builtin-variable header) and the fixed-width integer types.
#pragma once
#include <__clang_cuda_builtin_vars.h>
#include <stddef.h>
#include <stdint.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
