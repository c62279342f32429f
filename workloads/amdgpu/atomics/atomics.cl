// atomics: global and LDS atomics whose final memory contents do not depend on
// the order in which the work-items run (relaxed, device/workgroup scope).
//   hist[64]  : histogram of key & 63, counted first in LDS (ds_add_u32 with a
//               per-lane address), then merged with one global atomic add per bin
//   stats[0]  : sum of key >> 8           stats[1] : max key (u32)
//   stats[2]  : AND of keys | 0x80000001  stats[3] : OR of key & 0x7ffffffe
//   stats[4]  : XOR of keys
//   smm[0]    : min (s32)key              smm[1]   : max (s32)key
//   fsum[0]   : sum of (float)(key & 255); every partial sum is an integer
//               below 2^24, so the f32 result is exact in any order
//   fmax[0]   : max of (float)(s32)key * 0.5f (compare-and-swap loop or native
//               float max; exact and order independent)
//   ticket    : t = atomic_fetch_add(&ctr[0], 1) gives each work-item with
//               i < n a unique t in [0, n); seen[t] = i + 1 (a permutation:
//               the expected file holds, for each t, the i that got it? no -
//               see below)
//   For the ticket test the order-independent result is the multiset, so the
//   kernel stores seen[t] = 1 (every slot in [0, n) must be 1 exactly once,
//   checked with atomic add: seen[t] += 1 -> all ones) and ctr[0] == n.
//   bucket    : per-lane-address global atomic add: b2[(key >> 6) & 127] += key & 15
#define WG 256
#define SCOPE_DEV __MEMORY_SCOPE_DEVICE
#define SCOPE_WG __MEMORY_SCOPE_WRKGRP

static inline void wg_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atomics(uint n, __global const uint* restrict keys, __global uint* hist,
             __global uint* stats, __global int* smm, __global float* fsum,
             __global float* fmax, __global uint* ctr, __global uint* seen,
             __global uint* b2) {
  __local uint lh[64];
  uint t = __builtin_amdgcn_workitem_id_x();
  uint i = __builtin_amdgcn_workgroup_id_x() * WG + t;
  if (t < 64) lh[t] = 0;
  wg_barrier();
  if (i < n) {
    uint k = keys[i];
    __scoped_atomic_fetch_add(&lh[k & 63], 1u, __ATOMIC_RELAXED, SCOPE_WG);
    __scoped_atomic_fetch_add(&stats[0], k >> 8, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_max(&stats[1], k, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_and(&stats[2], k | 0x80000001u, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_or(&stats[3], k & 0x7ffffffeu, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_xor(&stats[4], k, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_min(&smm[0], (int)k, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_max(&smm[1], (int)k, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_add(&fsum[0], (float)(k & 255u), __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_max(&fmax[0], (float)(int)k * 0.5f, __ATOMIC_RELAXED, SCOPE_DEV);
    uint tk = __scoped_atomic_fetch_add(&ctr[0], 1u, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_add(&seen[tk], 1u, __ATOMIC_RELAXED, SCOPE_DEV);
    __scoped_atomic_fetch_add(&b2[(k >> 6) & 127u], k & 15u, __ATOMIC_RELAXED, SCOPE_DEV);
  }
  wg_barrier();
  if (t < 64) {
    uint v = lh[t];
    if (v) __scoped_atomic_fetch_add(&hist[t], v, __ATOMIC_RELAXED, SCOPE_DEV);
  }
}
