// vadd: out[i] = a[i] + b[i] (f32), bounds-checked: n is not a multiple of the
// block size, so the last workgroup has work-items that must not store.
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void vadd(uint n, __global const float* restrict a, __global const float* restrict b,
          __global float* restrict out) {
  uint i = __builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x();
  if (i < n) out[i] = a[i] + b[i];
}
