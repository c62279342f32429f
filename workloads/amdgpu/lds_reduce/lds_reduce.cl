// lds_reduce: per-workgroup sum of u32 through LDS (local memory) with
// s_barrier, one partial per workgroup, plus a device-scope atomic add of the
// partials onto *total.
//   Each work-item t of workgroup b loads two elements,
//     v = in[2*WG*b + t] + in[2*WG*b + WG + t]   (u32, wrapping)
//   and stores v to s[t]. Then a tree: for stride = WG/2 ... 1:
//     barrier; if (t < stride) s[t] += s[t + stride];
//   Finally work-item 0 writes partial[b] = s[0] and adds it to *total.
// All sums are u32 modulo 2^32, so the result does not depend on the order.
// The barrier is the usual workgroup-scope release fence + s_barrier +
// acquire fence (what HIP's __syncthreads() expands to).
#define WG 256

static inline void wg_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_reduce(__global const uint* restrict in, __global uint* restrict partial,
                __global uint* total) {
  __local uint s[WG];
  uint t = __builtin_amdgcn_workitem_id_x();
  uint b = __builtin_amdgcn_workgroup_id_x();
  __global const uint* p = in + 2 * WG * b;
  s[t] = p[t] + p[WG + t];
  for (uint stride = WG / 2; stride > 0; stride >>= 1) {
    wg_barrier();
    if (t < stride) s[t] += s[t + stride];
  }
  if (t == 0) {
    uint sum = s[0];
    partial[b] = sum;
    __scoped_atomic_fetch_add(total, sum, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
  }
}
