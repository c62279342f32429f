// int_math: 32-bit (and one 64-bit) integer instructions. For x = a[i], y = b[i],
// sx = (int)x, sy = (int)y, the 16 results of work-item i go to out[16*i + k]:
//   0  mul_hi u32(x, y)                     v_mul_hi_u32
//   1  mul_hi s32(sx, sy)                   v_mul_hi_i32
//   2  x / (y | 1)   3  x % (y | 1)         u32 division sequence (v_rcp_iflag_f32 ...)
//   4  sx / d        5  sx % d              s32, d = (sy >> 4) | 1, C truncation
//   6  clz(x) (32 for 0)                    v_ffbh_u32 / v_clz_i32_u32
//   7  bitreverse(x)                        v_bfrev_b32
//   8  perm(x, y, c[i])                     v_perm_b32 (byte selector c[i] from memory)
//   9  alignbit(x, y, y >> 8)               v_alignbit_b32 = ({x,y} >> ((y >> 8) & 31))[31:0]
//   10 rotl(x, y & 31)                      a funnel shift
//   11 popcount(x) + ctz(y) (ctz(0) = 32)   v_bcnt_u32_b32, v_ffbl_b32
//   12 min(sx, sy) ^ max(x, y)              v_min_i32, v_max_u32
//   13 (u32)(((u64)x * y) >> 20)            64-bit product
//   14 (u32)((((u64)x << 32) | y) * 0x9E3779B97F4A7C15 >> 29)   64-bit multiply
//   15 (u32)(sx >> (y & 31)) + sad_u8(x, y, 7)
//        v_ashrrev_i32, v_sad_u8 (sum over the 4 bytes of |x_byte - y_byte|, plus 7)
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void int_math(uint n, __global const uint* restrict a, __global const uint* restrict b,
              __global const uint* restrict c, __global uint* restrict out) {
  uint i = __builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x();
  if (i >= n) return;
  uint x = a[i], y = b[i];
  int sx = (int)x, sy = (int)y;
  int d = (sy >> 4) | 1;
  __global uint* o = out + 16 * i;
  o[0] = (uint)(((ulong)x * y) >> 32);
  o[1] = (uint)(((long)sx * sy) >> 32);
  o[2] = x / (y | 1u);
  o[3] = x % (y | 1u);
  o[4] = (uint)(sx / d);
  o[5] = (uint)(sx % d);
  o[6] = (uint)__builtin_clzg(x, 32);
  o[7] = __builtin_bitreverse32(x);
  o[8] = __builtin_amdgcn_perm(x, y, c[i]);
  o[9] = __builtin_amdgcn_alignbit(x, y, y >> 8);
  o[10] = __builtin_rotateleft32(x, y & 31u);
  o[11] = (uint)__builtin_popcount(x) + (uint)__builtin_ctzg(y, 32);
  o[12] = (uint)(sx < sy ? sx : sy) ^ (x > y ? x : y);
  o[13] = (uint)(((ulong)x * y) >> 20);
  o[14] = (uint)(((((ulong)x << 32) | y) * 0x9E3779B97F4A7C15ul) >> 29);
  o[15] = (uint)(sx >> (y & 31u)) + __builtin_amdgcn_sad_u8(x, y, 7u);
}
