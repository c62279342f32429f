// warpsim calibration shim for HIP device code without the HIP headers or the
// ROCm device libraries (clang-22 -x hip --cuda-device-only -nogpuinc -nogpulib).
//
// Provides what the extracted gpu-benches kernels use:
//  * __global__/__device__/__host__/__shared__ and __launch_bounds__ as clang
//    attributes;
//  * threadIdx/blockIdx via __builtin_amdgcn_workitem_id_*/workgroup_id_*;
//  * blockDim via __builtin_amdgcn_workgroup_size_* (hidden_group_size_* of the
//    code-object-v5+ implicit kernel arguments), gridDim from hidden_block_count_*
//    (implicit-argument offsets 0/4/8): the same sources the ROCm device library
//    (__ockl_get_local_size / __ockl_get_num_groups) reads;
//  * float4: a 16-byte, 16-byte-aligned vector of 4 floats with the element-wise
//    + * += *= operators, an explicit constructor that broadcasts a scalar, and
//    an == that is true when all four lanes compare equal (HIP's semantics).
#pragma once
#include <stddef.h>
#include <stdint.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
// __launch_bounds__(N), as HIP's headers define it (one argument)
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))

#define CALIB_DIM3_PROPS(getx, gety, getz)                                     \
  __declspec(property(get = __get_x)) unsigned int x;                          \
  __declspec(property(get = __get_y)) unsigned int y;                          \
  __declspec(property(get = __get_z)) unsigned int z;                          \
  static __device__ __attribute__((always_inline)) unsigned int __get_x() { return getx; } \
  static __device__ __attribute__((always_inline)) unsigned int __get_y() { return gety; } \
  static __device__ __attribute__((always_inline)) unsigned int __get_z() { return getz; }

static __device__ __attribute__((always_inline)) unsigned int calib_block_count(int d) {
  return ((const __attribute__((address_space(4))) unsigned int *)
              __builtin_amdgcn_implicitarg_ptr())[d];
}

struct calib_threadIdx_t {
  CALIB_DIM3_PROPS(__builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(),
                   __builtin_amdgcn_workitem_id_z())
};
struct calib_blockIdx_t {
  CALIB_DIM3_PROPS(__builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),
                   __builtin_amdgcn_workgroup_id_z())
};
struct calib_blockDim_t {
  CALIB_DIM3_PROPS(__builtin_amdgcn_workgroup_size_x(), __builtin_amdgcn_workgroup_size_y(),
                   __builtin_amdgcn_workgroup_size_z())
};
struct calib_gridDim_t {
  CALIB_DIM3_PROPS(calib_block_count(0), calib_block_count(1), calib_block_count(2))
};
extern const __device__ __attribute__((weak)) calib_threadIdx_t threadIdx;
extern const __device__ __attribute__((weak)) calib_blockIdx_t blockIdx;
extern const __device__ __attribute__((weak)) calib_blockDim_t blockDim;
extern const __device__ __attribute__((weak)) calib_gridDim_t gridDim;

struct float4 {
  typedef float native_t __attribute__((ext_vector_type(4)));
  union {
    native_t data;
    struct { float x, y, z, w; };
  };
  float4() = default;
  template <typename U>
  __host__ __device__ explicit constexpr float4(U s)
      : data{(float)s, (float)s, (float)s, (float)s} {}
  __host__ __device__ float4 &operator+=(const float4 &o) { data += o.data; return *this; }
  __host__ __device__ float4 &operator*=(const float4 &o) { data *= o.data; return *this; }
};
__host__ __device__ inline float4 operator+(float4 a, const float4 &b) { return a += b; }
__host__ __device__ inline float4 operator*(float4 a, const float4 &b) { return a *= b; }
__host__ __device__ inline bool operator==(const float4 &a, const float4 &b) {
  return (a.data.x == b.data.x) & (a.data.y == b.data.y) & (a.data.z == b.data.z) &
         (a.data.w == b.data.w);
}
