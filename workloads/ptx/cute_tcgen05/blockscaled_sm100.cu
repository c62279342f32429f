// warpsim's block-scaled Blackwell GEMM tile, written with CUTLASS's CuTe (commit
// 7107b05) the way its sm100 block-scaled collective
// (cutlass/gemm/collective/sm100_blockscaled_mma_warpspecialized.hpp) drives the tensor
// core, on the plain-load skeleton of CuTe's tutorial 01_mma_sm100.cu:
//
//   D (128 x 128, f32) = (A x SFA) (B x SFB)^T, K = 256, NVFP4: A and B packed e2m1,
//   K-major; one UE4M3 scale factor per 16 k (block16, 4 per MMA of K = 64).
//
// One CTA of 128 threads loads A and B into 128-byte-swizzled shared memory (CuTe
// tensors, element by element) and the factors as bytes (the tile's factors occupy the
// same 2 KB in global memory, laid out by Sm1xxBlockScaledConfig<16>::tile_atom_to_shape_SF*,
// and in shared memory, laid out by deduce_smem_layoutSF*). Warp 0 copies the factors
// to tensor memory with CuTe's UTCCP atom (tcgen05.cp.32x128b.warpx4, one elected
// thread) and issues the 4 MMAs (SM100_MMA_MXF4_SS with the factors' tensor-memory
// addresses) and the commit, and the CTA reads D back (tcgen05.ld) to global memory.
//
// Built by build.sh (nvcc 13.5, -arch=sm_100a); the test harness is
// sim/tests/ptx_tcgen05_scaled.rs. Licence: BSD-3-Clause as CUTLASS (NOTICE).

#include <cute/tensor.hpp>
#include <cute/algorithm/cooperative_copy.hpp>
#include <cute/arch/tmem_allocator_sm100.hpp>
#include <cute/atom/copy_traits_sm100.hpp>
#include <cutlass/detail/sm100_blockscaled_layout.hpp>
#include <cutlass/detail/sm100_tmem_helper.hpp>
#include <cutlass/arch/barrier.h>

using namespace cute;

using TypeA = cutlass::float_e2m1_t;
using TypeSF = cutlass::float_ue4m3_t;
constexpr int VS = 16;
using TileMNK = Shape<_128, _128, _256>;
using MmaOp = SM100_MMA_MXF4_SS<TypeA, TypeA, float, TypeSF, 128, 128, VS,
                                UMMA::Major::K, UMMA::Major::K>;
using SfConfig = cutlass::detail::Sm1xxBlockScaledConfig<VS>;

template <class TiledMma>
struct Layouts {
  using MmaShapeA = decltype(partition_shape_A(TiledMma{}, make_shape(_128{}, _256{})));
  using MmaShapeB = decltype(partition_shape_B(TiledMma{}, make_shape(_128{}, _256{})));
  using SmemA = decltype(UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<TypeA>{}, MmaShapeA{}));
  using SmemB = decltype(UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<TypeA>{}, MmaShapeB{}));
  using SmemSFA = decltype(SfConfig::deduce_smem_layoutSFA(TiledMma{}, TileMNK{}));
  using SmemSFB = decltype(SfConfig::deduce_smem_layoutSFB(TiledMma{}, TileMNK{}));
};

template <class L>
struct SharedStorage {
  alignas(1024) cute::ArrayEngine<TypeA, cute::cosize_v<typename L::SmemA>> A;
  alignas(1024) cute::ArrayEngine<TypeA, cute::cosize_v<typename L::SmemB>> B;
  alignas(128) cute::ArrayEngine<TypeSF, cute::cosize_v<typename L::SmemSFA>> SFA;
  alignas(128) cute::ArrayEngine<TypeSF, cute::cosize_v<typename L::SmemSFB>> SFB;
  alignas(16) cute::uint64_t mma_barrier;
  alignas(16) cute::uint32_t tmem_base_ptr;
};

// A: 128 x 256 e2m1, row-major (K-major), two per byte, the even k in the low half;
// B: 128 (N) x 256 likewise; sfa, sfb: 2048 bytes each in CUTLASS's global layout;
// d: 128 x 128 f32, row-major.
__global__ void blockscaled_gemm(uint8_t const* a, uint8_t const* b, uint8_t const* sfa,
                                 uint8_t const* sfb, float* d) {
  auto tiled_mma = make_tiled_mma(MmaOp{});
  using L = Layouts<decltype(tiled_mma)>;
  extern __shared__ char shared_memory[];
  auto& smem = *reinterpret_cast<SharedStorage<L>*>(shared_memory);

  // (make_gmem_ptr<T> of a 4-bit T: a packed subbyte iterator.)
  Tensor mA = make_tensor(make_gmem_ptr<TypeA const>(a),
                          make_layout(make_shape(_128{}, _256{}), make_stride(_256{}, _1{})));
  Tensor mB = make_tensor(make_gmem_ptr<TypeA const>(b),
                          make_layout(make_shape(_128{}, _256{}), make_stride(_256{}, _1{})));
  Tensor mD = make_tensor(make_gmem_ptr(d),
                          make_layout(make_shape(_128{}, _128{}), make_stride(_128{}, _1{})));

  ThrMMA cta_mma = tiled_mma.get_slice(0);
  Tensor tCgA = cta_mma.partition_A(mA);
  Tensor tCgB = cta_mma.partition_B(mB);
  Tensor tCgD = cta_mma.partition_C(mD);
  Tensor tCsA = make_tensor(make_smem_ptr(smem.A.begin()), typename L::SmemA{});
  Tensor tCsB = make_tensor(make_smem_ptr(smem.B.begin()), typename L::SmemB{});
  Tensor tCrA = cta_mma.make_fragment_A(tCsA);
  Tensor tCrB = cta_mma.make_fragment_B(tCsB);
  Tensor tCtAcc = cta_mma.make_fragment_C(tCgD);

  // The factors' tensor-memory tensors, as the collective makes them.
  Tensor tCtSFA = make_tensor<typename decltype(tiled_mma)::FrgTypeSFA>(shape(typename L::SmemSFA{}));
  Tensor tCtSFB = make_tensor<typename decltype(tiled_mma)::FrgTypeSFB>(shape(typename L::SmemSFB{}));

  bool warp0 = threadIdx.x / 32 == 0;
  using TmemAllocator = cute::TMEM::Allocator1Sm;
  TmemAllocator tmem_allocator{};
  if (warp0) {
    tmem_allocator.allocate(TmemAllocator::Sm100TmemCapacityColumns, &smem.tmem_base_ptr);
  }
  __syncthreads();
  tCtAcc.data() = smem.tmem_base_ptr;
  tCtSFA.data() = tCtAcc.data().get() + cutlass::detail::find_tmem_tensor_col_offset(tCtAcc);
  tCtSFB.data() = tCtSFA.data().get() + cutlass::detail::find_tmem_tensor_col_offset(tCtSFA);

  // A and B element by element (CuTe's cooperative_copy has no 4-bit form), each
  // thread both halves of a byte.
  for (int idx = threadIdx.x; idx < 128 * 128; idx += 128) {
    int mn = idx / 128, j = idx % 128;
    for (int h = 0; h < 2; ++h) {
      int k = 2 * j + h;
      auto at = make_coord(make_coord(mn, k % 64), 0, k / 64);
      tCsA(at) = tCgA(at);
      tCsB(at) = tCgB(at);
    }
  }
  // The tile's factors: the same bytes in global and shared memory (one 128 x 256 tile).
  static_assert(cute::cosize_v<typename L::SmemSFA> == 2048, "one tile of factors");
  static_assert(cute::cosize_v<typename L::SmemSFB> == 2048, "one tile of factors");
  for (int i = threadIdx.x; i < 2048; i += 128) {
    reinterpret_cast<uint8_t*>(smem.SFA.begin())[i] = sfa[i];
    reinterpret_cast<uint8_t*>(smem.SFB.begin())[i] = sfb[i];
  }
  if (threadIdx.x == 0) {
    cute::initialize_barrier(smem.mma_barrier, 1);
  }
  cutlass::arch::fence_view_async_shared();
  __syncthreads();

  // Warp 0 issues (CuTe's MMA atoms and umma_arrive elect one thread themselves).
  if (warp0) {
    Tensor tCsSFA = make_tensor(make_smem_ptr(smem.SFA.begin()), typename L::SmemSFA{});
    Tensor tCsSFB = make_tensor(make_smem_ptr(smem.SFB.begin()), typename L::SmemSFB{});
    auto tCsSFA_c = make_tensor(tCsSFA.data(), filter_zeros(tCsSFA.layout()));
    auto tCtSFA_c = make_tensor(tCtSFA.data(), filter_zeros(tCtSFA.layout()));
    auto tCsSFB_c = make_tensor(tCsSFB.data(), filter_zeros(tCsSFB.layout()));
    auto tCtSFB_c = make_tensor(tCtSFB.data(), filter_zeros(tCtSFB.layout()));
    using UtccpOp = SM100_UTCCP_4x32dp128bit_1cta;
    auto copy_sfa = make_utccp_copy(UtccpOp{}, tCtSFA_c);
    auto copy_sfb = make_utccp_copy(UtccpOp{}, tCtSFB_c);
    auto thr_sfa = copy_sfa.get_slice(0);
    auto thr_sfb = copy_sfb.get_slice(0);
    auto s_sfa = get_utccp_smem_desc_tensor<UtccpOp>(thr_sfa.partition_S(tCsSFA_c));
    auto s_sfb = get_utccp_smem_desc_tensor<UtccpOp>(thr_sfb.partition_S(tCsSFB_c));
    if (cute::elect_one_sync()) {
      copy(copy_sfa, s_sfa, thr_sfa.partition_D(tCtSFA_c));
      copy(copy_sfb, s_sfb, thr_sfb.partition_D(tCtSFB_c));
    }
    tiled_mma.accumulate_ = UMMA::ScaleOut::Zero;
    for (int k_block = 0; k_block < size<2>(tCrA); ++k_block) {
      gemm(tiled_mma.with(tiled_mma.accumulate_, tCtSFA(_, _, k_block), tCtSFB(_, _, k_block)),
           tCrA(_, _, k_block), tCrB(_, _, k_block), tCtAcc);
      tiled_mma.accumulate_ = UMMA::ScaleOut::One;
    }
    cutlass::arch::umma_arrive(&smem.mma_barrier);
  }
  cute::wait_barrier(smem.mma_barrier, 0);

  TiledCopy t2r = make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, tCtAcc);
  ThrCopy thr_t2r = t2r.get_slice(threadIdx.x);
  Tensor tDtAcc = thr_t2r.partition_S(tCtAcc);
  Tensor tDgD = thr_t2r.partition_D(tCgD);
  Tensor tDrAcc = make_tensor<float>(shape(tDgD));
  copy(t2r, tDtAcc, tDrAcc);
  copy(tDrAcc, tDgD);

  __syncthreads();
  if (warp0) {
    tmem_allocator.release_allocation_lock();
    tmem_allocator.free(smem.tmem_base_ptr, TmemAllocator::Sm100TmemCapacityColumns);
  }
}

// The dynamic shared memory the kernel needs (for the workload's dynamic_shared_bytes).
__global__ void shared_bytes(int* out) {
  *out = int(sizeof(SharedStorage<Layouts<decltype(make_tiled_mma(MmaOp{}))>>));
}
