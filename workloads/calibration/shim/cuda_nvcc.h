// warpsim calibration shim for nvcc (device-only PTX generation).
// nvcc pre-includes cuda_runtime.h itself; the extracted gpu-benches kernels
// only need the fixed-width integer types in addition.
#pragma once
#include <cstddef>
#include <cstdint>
