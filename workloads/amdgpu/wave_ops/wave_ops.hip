// wave_ops (HIP): cross-lane operations whose results depend on the wave size
// (32 on gfx1100, 64 on gfx942). For work-item i (lane l = i % W within its wave,
// W = wave size, x = in[i]), with one output row of 8 u32 per work-item:
//   o[0] = ds_bpermute_b32 with byte address 4*(l ^ 5): x of lane l ^ 5
//   o[1] = DPP row_shr:1 (rows of 16 lanes): x of lane l-1 within the row,
//          0 for the first lane of each row (bound_ctrl:1 = an invalid source
//          lane reads as zero; the destination is not initialised before)
//   o[2] = DPP quad_perm:[3,2,1,0]: x of lane (l & ~3) | (3 - (l & 3))
//   o[3] = ds_swizzle, offset 0x041f (bit-mask mode: and_mask 0x1f, or_mask 0,
//          xor_mask 1; printed as offset:swizzle(SWAP,1)): x of lane l ^ 1
//   o[4] = readfirstlane(x): x of lane 0 of the wave (all lanes are active)
//   o[5] = low 32 bits of ballot(x & 1) (64-bit ballot, zero-extended on wave32)
//   o[6] = high 32 bits of that ballot (always 0 on wave32)
//   o[7] = popcount(h) + (number of set bits of h below lane l),
//          h = ballot(x > 0x80000000) (s_bcnt1, v_mbcnt_lo/hi with a mask)
// All lanes of every wave are active (n = grid * block).
#define WG 256
#ifndef KERNEL  // (hostcheck/prelude.h defines it for the CPU build)
#define KERNEL extern "C" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(WG, WG)))
#endif

KERNEL void wave_ops(const unsigned* __restrict__ in, unsigned* __restrict__ out) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  unsigned i = __builtin_amdgcn_workgroup_id_x() * WG + t;
  unsigned x = in[i];
  // lane id within the wave: the usual mbcnt_lo + mbcnt_hi pair (on wave32 the
  // _hi part adds 0; the compiler drops it there)
  unsigned lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  unsigned* o = out + 8 * i;
  o[0] = (unsigned)__builtin_amdgcn_ds_bpermute((int)((lane ^ 5u) << 2), (int)x);
  o[1] = (unsigned)__builtin_amdgcn_update_dpp(0, (int)x, 0x111, 0xf, 0xf, true);  // row_shr:1
  o[2] = (unsigned)__builtin_amdgcn_mov_dpp((int)x, 0x1b, 0xf, 0xf, false);        // quad_perm:[3,2,1,0]
  o[3] = (unsigned)__builtin_amdgcn_ds_swizzle((int)x, 0x041f);
  o[4] = (unsigned)__builtin_amdgcn_readfirstlane((int)x);
  unsigned long long b = __builtin_amdgcn_ballot_w64((x & 1u) != 0);
  o[5] = (unsigned)b;
  o[6] = (unsigned)(b >> 32);
  unsigned long long h = __builtin_amdgcn_ballot_w64(x > 0x80000000u);
  unsigned below = __builtin_amdgcn_mbcnt_lo((unsigned)h, 0u);
  below = __builtin_amdgcn_mbcnt_hi((unsigned)(h >> 32), below);
  o[7] = (unsigned)__builtin_popcountll(h) + below;
}
