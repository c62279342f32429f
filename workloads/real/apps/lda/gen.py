#!/usr/bin/env python3
"""lda: inputs, expected outputs and the launch list of the whole host program.

Ports HeCBench src/lda-cuda/main.cu main(): srand(123); alpha[i], beta[i] =
(float)rand() / (float)RAND_MAX (glibc rand() ported exactly); the document pointer array
indptr built backwards from num_words - 1 with rand() % (num_words / num_indptr) gaps; cols[i]
= i, counts[i] = 0.5; the launch sequence: `repeat` training launches of EstepKernel
(vali all false, init_gamma only on the first) then `repeat` validation launches (vali
memset to 0xFF, init_gamma false), over the same gamma, grad_alpha, new_beta, losses.
The benchmark has no CPU check (it prints the summed losses). The expected outputs come from
a Python port of the E step it implements (kernel.h EstepKernel, Digamma; one document per
block as block_cnt = num_indptr here; f32 operations, the block reductions as sequential
sums, logf/expf correctly rounded), compared within 32 ulp (the final gamma exactly; see TOL below for the measured
distances): the device sums in a tree order. gamma is also saved (copied) after the training
launches, where it holds the trained topic weights.
Sizes: num_topics 64, num_words 512, block_cnt = num_indptr 8, block_dim 256, num_iters 4
(the benchmark: 1000, 10266, 500, 256, 64), repeat 2 (the run: 100): 4 launches.
Also writes lda.yaml.
"""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import pack, write, f32  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
T, W, BLOCKS, BLOCK_DIM, ITERS, REPEAT = 64, 512, 8, 256, 4, 2
NUM_INDPTR = BLOCKS
RAND_MAX = 2147483647
EPS = f32(1e-6)
KERNEL = "_Z11EstepKernelPKiS0_PKbPKfbiiiiS4_S4_PfS5_S5_S5_S5_Pi"


class GlibcRand:
    """glibc srand()/rand() (random_r TYPE_3, degree 31, separation 3)."""

    def __init__(self, seed):
        r = [0] * 34
        r[0] = seed & 0xFFFFFFFF if seed else 1
        for i in range(1, 31):
            s = r[i - 1] - (1 << 32) if r[i - 1] >= (1 << 31) else r[i - 1]
            hi = int(s / 127773)
            lo = s - hi * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.r = r
        for _ in range(310):
            self.rand()

    def rand(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        del r[0]
        return v >> 1


def digamma(x):
    result = 0.0
    while x < 7.0:
        result = f32(result - f32(1.0 / x))
        x = f32(x + 1.0)
    x = f32(x - 0.5)
    xx = f32(1.0 / x)
    xx2 = f32(xx * xx)
    xx4 = f32(xx2 * xx2)
    t = f32(f32(math.log(x)) + f32(f32(1.0 / 24.0) * xx2))
    t = f32(t - f32(f32(7.0 / 960.0) * xx4))
    t = f32(t + f32(f32(f32(31.0 / 8064.0) * xx4) * xx2))
    t = f32(t - f32(f32(f32(127.0 / 30720.0) * xx4) * xx4))
    return f32(result + t)


def fsum(v):
    s = 0.0
    for x in v:
        s = f32(s + x)
    return s


def estep(st, init_gamma, vali):
    alpha, beta, indptr, counts = st["alpha"], st["beta"], st["indptr"], st["counts"]
    gamma, grad_alpha, new_beta = st["gamma"], st["grad_alpha"], st["new_beta"]
    train, vloss = st["train"], st["vali"]
    for b in range(BLOCKS):
        for i in range(b, NUM_INDPTR, BLOCKS):
            beg, end = indptr[i], indptr[i + 1]
            g = gamma[T * i:T * (i + 1)]
            if init_gamma:
                g = [f32(alpha[j] + float((end - beg) // T)) for j in range(T)]
            vps = [0.0] * T
            new_g = [0.0] * T
            for it in range(ITERS):
                new_g = [0.0] * T
                for k in range(beg, end):
                    w = k  # cols[k] = k
                    v = vali[k]
                    c = counts[k]
                    last = it + 1 == ITERS
                    if (not v) or last:
                        phi = [f32(beta[w * T + l] * f32(math.exp(digamma(g[l])))) for l in range(T)]
                        ps = fsum(phi)
                        phi = [f32(p / ps) for p in phi]
                        for l in range(T):
                            if v:
                                vps[l] = f32(vps[l] + f32(phi[l] * c))
                            else:
                                new_g[l] = f32(new_g[l] + f32(phi[l] * c))
                    if last:
                        if not v:
                            for l in range(T):
                                new_beta[w * T + l] = f32(new_beta[w * T + l] + f32(phi[l] * c))
                        lv = []
                        for l in range(T):
                            x = f32(math.log(max(beta[w * T + l], EPS)))
                            x = f32(x - f32(math.log(max(phi[l], EPS))))
                            lv.append(f32(x * phi[l]))
                        loss = f32(fsum(lv) * c)
                        if v:
                            vloss[b] = f32(vloss[b] + loss)
                        else:
                            train[b] = f32(train[b] + loss)
                g = [f32(new_g[l] + alpha[l]) for l in range(T)]
            gs = fsum(g)
            dgs = digamma(gs)
            for j in range(T):
                el = f32(digamma(g[j]) - dgs)
                grad_alpha[T * b + j] = f32(grad_alpha[T * b + j] + el)
                new_g[j] = f32(new_g[j] * el)
                vps[j] = f32(vps[j] * el)
            train[b] = f32(train[b] + fsum(new_g))
            vloss[b] = f32(vloss[b] + fsum(vps))
            gamma[T * i:T * (i + 1)] = g


def main():
    g = GlibcRand(123)
    rmax = f32(float(RAND_MAX))
    alpha = [f32(f32(float(g.rand())) / rmax) for _ in range(T)]
    beta = [f32(f32(float(g.rand())) / rmax) for _ in range(T * W)]
    indptr = [0] * (NUM_INDPTR + 1)
    indptr[NUM_INDPTR] = W - 1
    for i in range(NUM_INDPTR, 0, -1):
        t = indptr[i] - 1 - (g.rand() % (W // NUM_INDPTR))
        if t < 0:
            break
        indptr[i - 1] = t
    counts = [0.5] * W
    st = dict(alpha=alpha, beta=beta, indptr=indptr, counts=counts, gamma=[0.0] * (NUM_INDPTR * T),
              grad_alpha=[0.0] * (T * BLOCKS), new_beta=[0.0] * (T * W),
              train=[0.0] * BLOCKS, vali=[0.0] * BLOCKS)
    for r in range(REPEAT):
        estep(st, r == 0, [False] * W)
    write(os.path.join(HERE, "gamma_train_expected.bin"), pack("f32", st["gamma"]))
    for r in range(REPEAT):
        estep(st, False, [True] * W)
    write(os.path.join(HERE, "alpha.bin"), pack("f32", alpha))
    write(os.path.join(HERE, "beta.bin"), pack("f32", beta))
    write(os.path.join(HERE, "indptr.bin"), pack("s32", indptr))
    for name, key in (("gamma", "gamma"), ("grad_alpha", "grad_alpha"), ("new_beta", "new_beta"),
                      ("train_losses", "train"), ("vali_losses", "vali")):
        write(os.path.join(HERE, name + "_expected.bin"), pack("f32", st[key]))
    print("lda: indptr", indptr, "train", st["train"], "vali", st["vali"])
    shared = 4 * T * 4

    def launch(init):
        return (f"  - {{ kernel: {KERNEL}, grid: {BLOCKS}, block: {BLOCK_DIM}, dynamic_shared_bytes: {shared}, "
                f"args: [cols, indptr, vali, counts, {init}, {W}, {NUM_INDPTR}, {T}, {ITERS}, alpha, beta, gamma, "
                f"grad_alpha, new_beta, train_losses, vali_losses, locks] }}")
    lines = [
        f"# lda: HeCBench lda-cuda main(): {REPEAT} training EstepKernel launches (init_gamma on the first), "
        "then vali memset",
        f"# to 0xFF and {REPEAT} validation launches; {T} topics, {W} words, {NUM_INDPTR} documents (blocks), "
        f"{ITERS} E-step iterations.",
        "# Outputs against a Python port of the E step (gen.py; the benchmark itself checks nothing).",
        "# Generated by gen.py.",
        "program: ../../ptx/nvcc_sm90/lda/main.ptx",
        "buffers:",
        f"  cols:         {{ type: s32, count: {W}, init: iota }}",
        f"  indptr:       {{ type: s32, count: {NUM_INDPTR + 1}, init: {{ file: indptr.bin }} }}",
        f"  vali:         {{ type: u8, count: {W} }}",
        f"  counts:       {{ type: f32, count: {W}, init: {{ fill: 0.5 }} }}",
        f"  alpha:        {{ type: f32, count: {T}, init: {{ file: alpha.bin }} }}",
        f"  beta:         {{ type: f32, count: {T * W}, init: {{ file: beta.bin }} }}",
        f"  gamma:        {{ type: f32, count: {NUM_INDPTR * T} }}",
        f"  gamma_train:  {{ type: f32, count: {NUM_INDPTR * T} }}",
        f"  grad_alpha:   {{ type: f32, count: {T * BLOCKS} }}",
        f"  new_beta:     {{ type: f32, count: {T * W} }}",
        f"  train_losses: {{ type: f32, count: {BLOCKS} }}",
        f"  vali_losses:  {{ type: f32, count: {BLOCKS} }}",
        f"  locks:        {{ type: s32, count: {W} }}",
        "launches:",
        "  - { fill: { buffer: vali, value: 0 } }",
        launch(1),
    ] + [launch(0)] * (REPEAT - 1) + [
        "  - { copy: { from: gamma, to: gamma_train } }",
        "  - { fill: { buffer: vali, value: 255 } }",
    ] + [launch(0)] * REPEAT + [
        "expect:",
        "  gamma_train:  { file: gamma_train_expected.bin, ulp: TOL_GTRAIN }",
        "  gamma:        { file: gamma_expected.bin }",
        "  grad_alpha:   { file: grad_alpha_expected.bin, ulp: TOL_GRAD }",
        "  new_beta:     { file: new_beta_expected.bin, ulp: TOL_BETA }",
        "  train_losses: { file: train_losses_expected.bin, ulp: TOL_TRAIN }",
        "  vali_losses:  { file: vali_losses_expected.bin, ulp: TOL_VALI }",
        "",
    ]
    text = "\n".join(lines)
    for k, v in TOL.items():
        text = text.replace(k, str(v))
    with open(os.path.join(HERE, "lda.yaml"), "w") as f:
        f.write(text)


# ulp tolerances; warpsim measured gamma 0 (validation leaves gamma = 0 + alpha), gamma_train 4, grad_alpha 3,
# new_beta 10, train_losses 5, vali_losses 8
TOL = {"TOL_GAMMA": 0, "TOL_GTRAIN": 32, "TOL_GRAD": 32, "TOL_BETA": 32, "TOL_TRAIN": 32, "TOL_VALI": 32}

if __name__ == "__main__":
    main()
