// wmma_gemm: GEMMs through the CUDA WMMA API (nvcuda::wmma, <mma.h>), compiled by
// nvcc 13.5: each warp loads A and B fragments from global memory with
// load_matrix_sync, multiplies with mma_sync and stores its 16 x 16 tile of C with
// store_matrix_sync, the way the CUDA samples' simple WMMA GEMM does.
//
//   hgemm: f16 A (row-major) x f16 B (column-major), f32 accumulation, m16n16k16,
//          C scaled by alpha and added to beta * C0 element by element in the fragment
//   igemm: s8 A (row-major) x s8 B (column-major), s32 accumulation, m16n16k16
//   tgemm: tf32 A (row-major) x tf32 B (row-major), f32 accumulation, m16n16k8
//
// C is m x n row-major; warp w of the grid owns tile w in row-major tile order.
#include <mma.h>
using namespace nvcuda;

template <typename In, typename Acc, int K_STEP, typename LayoutB, typename AFrag, typename BFrag>
__device__ static void tile(const In* a, const In* b, Acc* c, const Acc* c0, Acc alpha, Acc beta,
                            int m, int n, int k) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int tiles_n = n / 16;
  int row0 = warp / tiles_n * 16, col0 = warp % tiles_n * 16;
  if (row0 >= m) return;
  AFrag fa;
  BFrag fb;
  wmma::fragment<wmma::accumulator, 16, 16, K_STEP, Acc> acc, old;
  wmma::fill_fragment(acc, Acc(0));
  for (int k0 = 0; k0 < k; k0 += K_STEP) {
    wmma::load_matrix_sync(fa, a + row0 * k + k0, k);
    if (std::is_same<LayoutB, wmma::col_major>::value)
      wmma::load_matrix_sync(fb, b + col0 * k + k0, k);  // B column-major: n x k
    else
      wmma::load_matrix_sync(fb, b + k0 * n + col0, n);  // B row-major: k x n
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::load_matrix_sync(old, c0 + row0 * n + col0, n, wmma::mem_row_major);
  for (int i = 0; i < acc.num_elements; ++i) acc.x[i] = alpha * acc.x[i] + beta * old.x[i];
  wmma::store_matrix_sync(c + row0 * n + col0, acc, n, wmma::mem_row_major);
}

extern "C" __global__ void hgemm(const half* a, const half* b, float* c, const float* c0,
                                 float alpha, float beta, int m, int n, int k) {
  tile<half, float, 16, wmma::col_major,
       wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major>,
       wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major>>(a, b, c, c0, alpha, beta,
                                                                          m, n, k);
}

extern "C" __global__ void igemm(const signed char* a, const signed char* b, int* c,
                                 const int* c0, int alpha, int beta, int m, int n, int k) {
  tile<signed char, int, 16, wmma::col_major,
       wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major>,
       wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major>>(
      a, b, c, c0, alpha, beta, m, n, k);
}

extern "C" __global__ void tgemm(const float* a, const float* b, float* c, const float* c0,
                                 float alpha, float beta, int m, int n, int k) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int tiles_n = n / 16;
  int row0 = warp / tiles_n * 16, col0 = warp % tiles_n * 16;
  if (row0 >= m) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc, old;
  wmma::fill_fragment(acc, 0.0f);
  for (int k0 = 0; k0 < k; k0 += 8) {
    wmma::load_matrix_sync(fa, a + row0 * k + k0, k);
    wmma::load_matrix_sync(fb, b + k0 * n + col0, n);
    for (int i = 0; i < fa.num_elements; ++i) fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
    for (int i = 0; i < fb.num_elements; ++i) fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::load_matrix_sync(old, c0 + row0 * n + col0, n, wmma::mem_row_major);
  for (int i = 0; i < acc.num_elements; ++i) acc.x[i] = alpha * acc.x[i] + beta * old.x[i];
  wmma::store_matrix_sync(c + row0 * n + col0, acc, n, wmma::mem_row_major);
}
