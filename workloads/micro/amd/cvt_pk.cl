// cvt_pk: v_cvt_pk_u8_f32 latency and throughput microbenchmarks.
//
// v_cvt_pk_u8_f32 D, S0, S1, S2 (__builtin_amdgcn_cvt_pk_u8_f32(S0, S1, S2)):
// u = S0 as an unsigned byte (NaN -> 0, else clamp(round half even(S0), 0, 255));
// D = S2 with byte S1[1:0] replaced by u.
//
// Every step is  acc = cvt_pk(as_float(acc), k & 1, acc):  the accumulator is
// both the float source and the packed destination, so each conversion depends
// on the one before, and the instruction reads a single VGPR (no register-bank
// conflict is possible, whatever registers clang picks; regen.sh checks the
// form `v_cvt_pk_u8_f32 vN, vN, <0|1>, vN`). The selector alternates between the
// two low mantissa bytes, so a value in [0, 255] stays in range and the chain
// settles on a value that depends on the input (bytes 2 and 3 would move the
// exponent and drive most inputs to 0, which would make a weak result check).
//
// The AMD front end has no clock-reading instruction (s_memtime, s_getreg of
// SHADER_CYCLES), so each benchmark is a pair of kernels identical but for the
// number of conversions (64 and 128): the difference of their total cycles is
// 64 conversions.
//   cvt_pk_chain_N  : one work-item chain of N conversions (latency).
//   cvt_pk_stream_N : 8 independent chains of N/8 conversions, interleaved
//                     (throughput: 8 x issue interval >= latency on every config).
// Launch: one wave (grid 1, block = wave size); work-item i reads in[i] (chain) or
// in[8i .. 8i+7] (stream) and writes the final accumulators to out.

#define PK(a, sel) a = __builtin_amdgcn_cvt_pk_u8_f32(__builtin_astype(a, float), (sel), a)

#define CHAIN(NAME, N)                                                              \
  __kernel void NAME(__global const uint* restrict in, __global uint* restrict out) { \
    uint i = __builtin_amdgcn_workitem_id_x();                                      \
    uint acc = in[i];                                                               \
    _Pragma("unroll")                                                               \
    for (int k = 0; k < N; k++) PK(acc, k & 1);                                     \
    out[i] = acc;                                                                   \
  }

#define STREAM(NAME, N)                                                             \
  __kernel void NAME(__global const uint8* restrict in, __global uint8* restrict out) { \
    uint i = __builtin_amdgcn_workitem_id_x();                                      \
    uint8 a = in[i];                                                                \
    uint a0 = a.s0, a1 = a.s1, a2 = a.s2, a3 = a.s3;                                \
    uint a4 = a.s4, a5 = a.s5, a6 = a.s6, a7 = a.s7;                                \
    _Pragma("unroll")                                                               \
    for (int k = 0; k < N / 8; k++) {                                               \
      PK(a0, k & 1); PK(a1, k & 1); PK(a2, k & 1); PK(a3, k & 1);                  \
      PK(a4, k & 1); PK(a5, k & 1); PK(a6, k & 1); PK(a7, k & 1);                  \
    }                                                                               \
    out[i] = (uint8)(a0, a1, a2, a3, a4, a5, a6, a7);                               \
  }

CHAIN(cvt_pk_chain_64, 64)
CHAIN(cvt_pk_chain_128, 128)
STREAM(cvt_pk_stream_64, 64)
STREAM(cvt_pk_stream_128, 128)
