// Host cross-check of the expected outputs (optional; run.sh drives it).
//
// Compiles the workloads' CUDA sources for the CPU (run.sh first rewrites
// `__shared__` to `static` in a temporary copy) and runs them with one OS
// thread per CUDA thread, one block at a time, with C++20 barriers for
// bar.sync/barrier.sync and per-warp barriers for shfl/vote. The outputs are
// written under OUTDIR with the same names as the *_expected.bin files, so
// run.sh can compare them byte for byte. This is a second implementation,
// independent of expected.py: the kernel code itself, native integer and IEEE
// arithmetic, hardware FMA where clang contracts (-mfma -ffp-contract=on).
// spdecompress (hand-written PTX) is checked against a separate C
// implementation of the instruction's definition (sp_ref below).
// Not covered: vote's activemask output, vadd_1m (no expect).
//
// usage: hostcheck WORKLOADS_DIR OUTDIR WORKLOAD
#include <barrier>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>
#include <climits>

#define __CUDA_BUILTIN_VARS_H
struct V3 { unsigned x, y, z; };
thread_local V3 threadIdx, blockIdx;
V3 blockDim, gridDim;

struct Warp { std::barrier<>* bar; int vals[32]; };
static std::barrier<>* g_block_bar;
static Warp* g_warps;
thread_local unsigned g_lane, g_warp;

void __nvvm_bar_sync(int) { g_block_bar->arrive_and_wait(); }
void __nvvm_barrier_sync(int) { g_block_bar->arrive_and_wait(); }
int __nvvm_shfl_sync_down_i32(unsigned, int v, int delta, int) {
  Warp& w = g_warps[g_warp];
  w.vals[g_lane] = v;
  w.bar->arrive_and_wait();
  int src = g_lane + delta;
  int r = src <= 31 ? w.vals[src] : v;
  w.bar->arrive_and_wait();
  return r;
}
static unsigned warp_ballot(bool p) {
  Warp& w = g_warps[g_warp];
  w.vals[g_lane] = p;
  w.bar->arrive_and_wait();
  unsigned b = 0;
  for (int l = 0; l < 32; ++l) if (w.vals[l]) b |= 1u << l;
  w.bar->arrive_and_wait();
  return b;
}
unsigned __nvvm_vote_ballot_sync(unsigned, bool p) { return warp_ballot(p); }
bool __nvvm_vote_any_sync(unsigned, bool p) { return warp_ballot(p) != 0; }
bool __nvvm_vote_all_sync(unsigned, bool p) { return warp_ballot(p) == 0xffffffffu; }
bool __nvvm_vote_uni_sync(unsigned, bool p) { unsigned b = warp_ballot(p); return b == 0 || b == 0xffffffffu; }
unsigned __nvvm_activemask() { return 0xdeadbeefu; }  // not emulated; amask is not compared
int __nvvm_atom_add_gen_i(int* p, int v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
int __nvvm_f2i_rn(float x) {
  if (std::isnan(x)) return 0;
  if (x >= 2147483648.0f) return INT_MAX;
  if (x < -2147483648.0f) return INT_MIN;
  return (int)std::nearbyint(x);
}
unsigned dsmem[8192];
unsigned __nvvm_mulhi_ui(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
int __nvvm_mulhi_i(int a, int b) { return (int)(((long long)a * b) >> 32); }
unsigned __nvvm_prmt(unsigned a, unsigned b, unsigned c) {
  unsigned long long v = ((unsigned long long)b << 32) | a; unsigned r = 0;
  for (int j = 0; j < 4; ++j) { unsigned sel = (c >> (4 * j)) & 15; unsigned byte = (v >> (8 * (sel & 7))) & 255;
    if (sel & 8) byte = (byte & 128) ? 255 : 0; r |= byte << (8 * j); }
  return r;
}

#include "hostsrc/vadd/vadd.cu"
#include "hostsrc/saxpy/saxpy.cu"
#include "hostsrc/divergent/divergent.cu"
#include "hostsrc/reduce/reduce.cu"
#include "hostsrc/quant_pack/quant_pack.cu"
#include "hostsrc/bitfield/bitfield.cu"
#include "hostsrc/call_func/call_func.cu"
#include "hostsrc/histogram/histogram.cu"
#include "hostsrc/matmul_tiled/matmul_tiled.cu"
#include "hostsrc/local_array/local_array.cu"
#include "hostsrc/vote/vote.cu"
#include "hostsrc/fp64/fp64.cu"
#include "hostsrc/dyn_shared/dyn_shared.cu"
#include "hostsrc/int_math/int_math.cu"
#include "hostsrc/fp32_math/fp32_math.cu"

static void launch(V3 grid, V3 block, const std::function<void()>& k) {
  gridDim = grid; blockDim = block;
  unsigned nt = block.x * block.y * block.z;
  unsigned nw = (nt + 31) / 32;
  for (unsigned bz = 0; bz < grid.z; ++bz)
  for (unsigned by = 0; by < grid.y; ++by)
  for (unsigned bx = 0; bx < grid.x; ++bx) {
    std::barrier<> bb(nt);
    g_block_bar = &bb;
    std::vector<Warp> warps(nw);
    std::vector<std::barrier<>*> wb;
    for (unsigned w = 0; w < nw; ++w) {
      unsigned cnt = (w + 1) * 32 <= nt ? 32 : nt - w * 32;
      warps[w].bar = new std::barrier<>(cnt);
    }
    g_warps = warps.data();
    std::vector<std::thread> th;
    for (unsigned t = 0; t < nt; ++t) {
      th.emplace_back([=, &k] {
        threadIdx = {t % block.x, (t / block.x) % block.y, t / (block.x * block.y)};
        blockIdx = {bx, by, bz};
        g_lane = t % 32; g_warp = t / 32;
        k();
      });
    }
    for (auto& x : th) x.join();
    for (auto& w : warps) delete w.bar;
  }
}

// ---- buffers ------------------------------------------------------------------
struct SM { uint64_t s; uint64_t next() { s += 0x9E3779B97F4A7C15ull; uint64_t z = s;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull; z = (z ^ (z >> 27)) * 0x94D049BB133111EBull; return z ^ (z >> 31); } };
template <class T> std::vector<T> rnd_f(uint64_t seed, size_t n, double lo, double hi) {
#pragma clang fp contract(off)
  SM g{seed}; std::vector<T> v(n);
  for (auto& x : v) { double u = (double)(g.next() >> 11) * 0x1p-53; x = (T)(lo + (hi - lo) * u); }
  return v;
}
template <class T> std::vector<T> rnd_i(uint64_t seed, size_t n, int64_t lo, uint64_t hi) {
  SM g{seed}; std::vector<T> v(n); uint64_t range = (uint64_t)(hi - lo) + 1;
  for (auto& x : v) x = (T)(lo + (int64_t)(range ? g.next() % range : g.next()));
  return v;
}
static std::string dir;
template <class T> std::vector<T> file(const char* rel, size_t n) {
  std::vector<T> v(n); FILE* f = fopen((dir + "/" + rel).c_str(), "rb");
  if (!f || fread(v.data(), sizeof(T), n, f) != n) { fprintf(stderr, "read %s\n", rel); exit(2); }
  fclose(f); return v;
}
static std::string outdir;
template <class T> void save(const char* rel, const std::vector<T>& v) {
  std::string p = outdir + "/" + rel; FILE* f = fopen(p.c_str(), "wb");
  if (!f) { fprintf(stderr, "open %s\n", p.c_str()); exit(2); }
  fwrite(v.data(), sizeof(T), v.size(), f); fclose(f);
}
// spdecompress.bE.bI.sp::S:T.xR on register arrays, element by element
// (register k/32 bits, not a big bit stream as in expected.py).
static void sp_ref(unsigned E, unsigned I, unsigned S, unsigned T, unsigned R,
                   const unsigned* md, const unsigned* cd, unsigned* out) {
  unsigned nd = T * E * R / 32;
  for (unsigned k = 0; k < nd; ++k) out[k] = 0;
  for (unsigned g = 0; g < R; ++g)
    for (unsigned s = 0; s < S; ++s) {
      unsigned k = g * S + s;
      unsigned idx = (md[k * I / 32] >> (k * I % 32)) & ((1u << I) - 1);
      unsigned val = (cd[k * E / 32] >> (k * E % 32)) & ((1u << E) - 1);
      if (idx >= T) { fprintf(stderr, "bad index\n"); exit(3); }
      unsigned pos = (g * T + idx) * E;
      out[pos / 32] |= val << (pos % 32);
    }
}

static V3 g1(unsigned x) { return {x, 1, 1}; }

int main(int argc, char** argv) {
  dir = argv[1]; outdir = argv[2];
  std::string w = argv[3];
  if (w == "vadd") {
    unsigned n = 10000; auto a = rnd_f<float>(1, n, -1, 1), b = rnd_f<float>(2, n, -100, 100);
    std::vector<float> out(10240);
    launch(g1(40), g1(256), [&] { vadd(n, a.data(), b.data(), out.data()); });
    save("vadd/out_expected.bin", out);
  } else if (w == "saxpy") {
    unsigned n = 16384; auto x = rnd_f<float>(3, n, -1, 1); auto y = file<float>("saxpy/y.bin", n);
    launch(g1(64), g1(256), [&] { saxpy(n, 2.5f, x.data(), y.data()); });
    save("saxpy/y_expected.bin", y);
  } else if (w == "divergent") {
    unsigned n = 8000; auto in = file<unsigned>("divergent/in.bin", n);
    std::vector<unsigned> r(n), c(n);
    launch(g1(32), g1(256), [&] { divergent(n, in.data(), r.data(), c.data()); });
    save("divergent/result_expected.bin", r); save("divergent/cls_expected.bin", c);
  } else if (w == "reduce") {
    auto in = rnd_i<unsigned>(6, 16384, 0, 100000);
    std::vector<unsigned> p(64), t(1, 7);
    launch(g1(64), g1(256), [&] { reduce(in.data(), p.data(), t.data()); });
    save("reduce/partial_expected.bin", p); save("reduce/total.bin", t);
  } else if (w == "quant_pack") {
    auto x = file<float>("quant_pack/x.bin", 16384);
    std::vector<int> q(16384); std::vector<unsigned> pk(4096);
    launch(g1(16), g1(256), [&] { quant_pack(4096, 40.0f, x.data(), q.data(), pk.data()); });
    save("quant_pack/q_expected.bin", q); save("quant_pack/packed_expected.bin", pk);
  } else if (w == "bitfield") {
    unsigned n = 8192; auto in = rnd_i<unsigned>(7, n, 0, 4294967295ull);
    std::vector<unsigned> u(n), m(n), d(n); std::vector<int> s(n);
    launch(g1(32), g1(256), [&] { bitfield(n, in.data(), u.data(), s.data(), m.data(), d.data()); });
    save("bitfield/ufield_expected.bin", u); save("bitfield/sfield_expected.bin", s);
    save("bitfield/mixed_expected.bin", m); save("bitfield/dyn_expected.bin", d);
  } else if (w == "call_func") {
    unsigned n = 8192; auto in = rnd_i<unsigned>(8, n, 0, 4294967295ull); std::vector<unsigned> o(n);
    launch(g1(32), g1(256), [&] { call_func(n, in.data(), o.data()); });
    save("call_func/out_expected.bin", o);
  } else if (w == "histogram") {
    unsigned n = 40000; auto k = rnd_i<unsigned>(9, n, 0, 3000); std::vector<unsigned> b(256);
    launch(g1(16), g1(128), [&] { histogram(n, k.data(), b.data()); });
    save("histogram/bins_expected.bin", b);
  } else if (w == "matmul_tiled") {
    unsigned M = 64, N = 48, K = 80;
    auto A = rnd_f<float>(10, M * K, -1, 1); auto B = file<float>("matmul_tiled/B.bin", K * N);
    std::vector<float> C(M * N);
    launch({N / 16, M / 16, 1}, {16, 16, 1}, [&] { matmul_tiled(M, N, K, A.data(), B.data(), C.data()); });
    save("matmul_tiled/C_expected.bin", C);
  } else if (w == "local_array") {
    unsigned n = 4096; auto in = rnd_i<unsigned>(12, n, 0, 4294967295ull);
    std::vector<unsigned> o(n), o2(n);
    launch(g1(16), g1(256), [&] { local_array(n, in.data(), o.data(), o2.data()); });
    save("local_array/out_expected.bin", o); save("local_array/out2_expected.bin", o2);
  } else if (w == "vote") {
    unsigned n = 8192; auto in = file<unsigned>("vote/in.bin", n);
    std::vector<unsigned> b(n), f(n), a(n);
    launch(g1(32), g1(256), [&] { vote(1000, in.data(), b.data(), f.data(), a.data()); });
    save("vote/ballot_expected.bin", b); save("vote/flags_expected.bin", f);
  } else if (w == "fp64") {
    unsigned n = 4096;
    auto A = rnd_f<double>(13, n, -10, 10), B = rnd_f<double>(14, n, -10, 10), D = rnd_f<double>(16, n, 0.5, 4.0);
    auto C = file<double>("fp64/C.bin", n);
    std::vector<double> r0(n), r1(n), r2(n), r5(n); std::vector<float> r3(n); std::vector<long long> r4(n);
    launch(g1(16), g1(256), [&] { fp64(n, 0.1, A.data(), B.data(), C.data(), D.data(), r0.data(), r1.data(), r2.data(), r3.data(), r4.data(), r5.data()); });
    save("fp64/r0_expected.bin", r0); save("fp64/r1_expected.bin", r1); save("fp64/r2_expected.bin", r2);
    save("fp64/r3_expected.bin", r3); save("fp64/r4_expected.bin", r4); save("fp64/r5_expected.bin", r5);
  } else if (w == "dyn_shared") {
    auto in = rnd_i<unsigned>(17, 32 * 192, 0, 4294967295ull); std::vector<unsigned> o(32 * 192);
    launch(g1(32), g1(192), [&] { dyn_shared(in.data(), o.data()); });
    save("dyn_shared/out_expected.bin", o);
  } else if (w == "int_math") {
    unsigned n = 4096; auto a = file<unsigned>("int_math/a.bin", n); auto b = rnd_i<unsigned>(52, n, 0, 4294967295ull);
    std::vector<unsigned> o(14 * n);
    launch(g1(16), g1(256), [&] { int_math(n, a.data(), b.data(), o.data()); });
    save("int_math/out_expected.bin", o);
  } else if (w == "fp32_math") {
    unsigned n = 4096; auto x = rnd_f<float>(61, n, -100, 100), y = rnd_f<float>(62, n, -8, 8);
    auto k = file<unsigned>("fp32_math/k.bin", n);
    std::vector<float> f(8 * n); std::vector<int> s(2 * n);
    launch(g1(16), g1(256), [&] { fp32_math(n, x.data(), y.data(), k.data(), f.data(), s.data()); });
    save("fp32_math/f_expected.bin", f); save("fp32_math/s_expected.bin", s);
  } else if (w == "spdecompress") {
    unsigned n = 1000; auto md = file<unsigned>("spdecompress/mdata.bin", 8 * n);
    auto cd = file<unsigned>("spdecompress/cdata.bin", 12 * n);
    std::vector<unsigned> A(2 * n), B(8 * n), C(4 * n), D(8 * n), E(8 * n);
    for (unsigned i = 0; i < n; ++i) {
      const unsigned* m = &md[8 * i]; const unsigned* c = &cd[12 * i];
      sp_ref(8, 4, 2, 4, 2, m + 0, c + 8, &A[2 * i]);
      sp_ref(16, 2, 2, 4, 4, m + 1, c + 0, &B[8 * i]);
      sp_ref(8, 4, 4, 16, 1, m + 2, c + 9, &C[4 * i]);
      sp_ref(16, 4, 1, 8, 2, m + 3, c + 10, &D[8 * i]);
      sp_ref(8, 4, 2, 4, 8, m + 4, c + 4, &E[8 * i]);
    }
    save("spdecompress/outA_expected.bin", A); save("spdecompress/outB_expected.bin", B);
    save("spdecompress/outC_expected.bin", C); save("spdecompress/outD_expected.bin", D);
    save("spdecompress/outE_expected.bin", E);
  } else { fprintf(stderr, "unknown %s\n", w.c_str()); return 2; }
  return 0;
}
