// bitfield: unpack bit fields of a packed u32 word. Plain C shifts/masks that
// the AMDGPU back end selects as v_bfe_u32 / v_bfe_i32 by itself, plus the
// builtins with per-element (register) offset and width:
//   ufield[i] = (x >> 13) & 0x3ff            unsigned 10-bit field at bit 13
//   sfield[i] = ((int)x << 3) >> 27          signed 5-bit field at bit 24
//   mixed[i]  = ((x >> 2) & 0x7f) * 3 + (((int)x << 20) >> 26)
//               unsigned 7 bits at 2, signed 6 bits at 6 (wrapping u32 result)
//   dyn[i]    = (x >> (i & 15)) & 0xff       8-bit field at a per-item position
//   ub[i]     = __builtin_amdgcn_ubfe(x, o, w)   v_bfe_u32 x, o, w
//   sb[i]     = __builtin_amdgcn_sbfe(x, o, w)   v_bfe_i32 x, o, w
//               with o = ow[i] & 0xff, w = ow[i] >> 8 taken from memory: the
//               instructions use only bits [4:0] of o and w; w == 0 gives 0
//               and o + w > 32 gives the plain (logical / arithmetic) shift.
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitfield(uint n, __global const uint* restrict in, __global const uint* restrict ow,
              __global uint* restrict ufield, __global int* restrict sfield,
              __global uint* restrict mixed, __global uint* restrict dyn,
              __global uint* restrict ub, __global int* restrict sb) {
  uint i = __builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x();
  if (i >= n) return;
  uint x = in[i];
  ufield[i] = (x >> 13) & 0x3ffu;
  sfield[i] = ((int)x << 3) >> 27;
  mixed[i] = ((x >> 2) & 0x7fu) * 3u + (uint)(((int)x << 20) >> 26);
  dyn[i] = (x >> (i & 15u)) & 0xffu;
  uint q = ow[i];
  uint o = q & 0xffu, w = q >> 8;
  ub[i] = __builtin_amdgcn_ubfe(x, o, w);
  sb[i] = __builtin_amdgcn_sbfe((int)x, o, w);
}
