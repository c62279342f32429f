// divergent: per-element control flow that depends on the data, so the lanes
// of one wave take different paths and loop different numbers of times (the
// same algorithm as workloads/ptx/divergent):
//   class 0: x == 0                  -> result 0xffffffff
//   class 1: 0 < x < 16              -> x! (mod 2^32) by a counted loop
//   class 2: x odd, x % 3 == 0       -> Collatz step count to reach 1
//   class 3: x odd, x % 3 != 0       -> Collatz step count + 1000
//   class 4: x even, x >= 16         -> trailing zero count (shift loop), +100
//                                       when the remaining odd part is > 1000
// Collatz is capped at 1000 steps; arithmetic is u32 (wrapping).
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void divergent(uint n, __global const uint* restrict in, __global uint* restrict result,
               __global uint* restrict cls) {
  uint i = __builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x();
  if (i >= n) return;
  uint x = in[i];
  uint r, c;
  if (x == 0) {
    c = 0;
    r = 0xffffffffu;
  } else if (x < 16) {
    c = 1;
    uint acc = 1;
#pragma nounroll
    for (uint k = 2; k <= x; ++k) acc *= k;
    r = acc;
  } else if (x & 1) {
    uint steps = 0;
    if (x % 3 == 0) {
      c = 2;
    } else {
      c = 3;
      steps = 1000;
    }
    uint limit = steps + 1000;
    while (x != 1 && steps < limit) {
      if (x & 1)
        x = 3 * x + 1;
      else
        x >>= 1;
      ++steps;
    }
    r = steps;
  } else {
    c = 4;
    uint tz = 0;
    while ((x & 1) == 0) {
      x >>= 1;
      ++tz;
    }
    if (x > 1000) tz += 100;
    r = tz;
  }
  result[i] = r;
  cls[i] = c;
}
