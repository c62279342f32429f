#!/usr/bin/env python3
"""cooling: inputs and expected outputs of the whole host program.

Ports HeCBench src/cooling-cuda/main.cu: main() (n = 0.0899, T[i] = -275.0 + i*275*2.0/num,
`repeat` warm-up launches then `repeat` timed launches of cool_kernel<<<(num+255)/256, 256>>>
(num, n, T, r, 1)) and reference() / primordial_cool() (the __host__ __device__ function the
host evaluates, in f64 with the C library's sqrt/pow/exp/log, operations in C's
left-to-right order, as the expected output). Half of the temperatures are negative, so
sqrt/pow give NaN there, on the host as on the device (warpsim's expect matches NaN with NaN;
the benchmark's fabs(r - h_r) > 1e-3 test lets NaN pass too).
Tolerance: the benchmark accepts |r - h_r| <= 1e-3, which is vacuous for rates of ~1e-23;
the workload checks ulp: 8 instead (much tighter; warpsim measured 3 at most: the device's libdevice pow/exp/log/sqrt
are within 1-2 ulp of the host's, and the rate sums a few such products).
Sizes: num = 4096 (the benchmark: 10^6), repeat = 2 (1000): 4 launches.
"""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import pack, write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NUM = 4096


def sqrt(x):
    return math.sqrt(x) if x >= 0 else math.nan


def pow_(x, y):
    if x < 0 and y != int(y):
        return math.nan
    return math.pow(x, y)


def exp(x):
    if math.isnan(x):
        return math.nan
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def log(x):
    if math.isnan(x) or x < 0:
        return math.nan
    if x == 0:
        return -math.inf
    return math.log(x)


def primordial_cool(n, T, heat_flag):
    Y = 0.24
    y = Y / (4 - 4 * Y)
    n_h = n
    alpha_hp = (8.4e-11) * (1.0 / sqrt(T)) * pow_((T / 1e3), (-0.2)) * (1.0 / (1.0 + pow_((T / 1e6), (0.7))))
    alpha_hep = (1.5e-10) * (pow_(T, (-0.6353)))
    alpha_d = (1.9e-3) * (pow_(T, (-1.5))) * exp(-470000.0 / T) * (1.0 + 0.3 * exp(-94000.0 / T))
    alpha_hepp = (3.36e-10) * (1.0 / sqrt(T)) * pow_((T / 1e3), (-0.2)) * (1.0 / (1.0 + pow_((T / 1e6), (0.7))))
    gamma_eh0 = (5.85e-11) * sqrt(T) * exp(-157809.1 / T) * (1.0 / (1.0 + sqrt(T / 1e5)))
    gamma_ehe0 = (2.38e-11) * sqrt(T) * exp(-285335.4 / T) * (1.0 / (1.0 + sqrt(T / 1e5)))
    gamma_ehep = (5.68e-12) * sqrt(T) * exp(-631515.0 / T) * (1.0 / (1.0 + sqrt(T / 1e5)))
    gamma_lh0 = 3.19851e-13
    gamma_lhe0 = 3.13029e-13
    gamma_lhep = 2.00541e-14
    e_h0 = 2.4796e-24
    e_he0 = 6.86167e-24
    e_hep = 6.21868e-25
    n_e = n_h
    n_iter = 20
    tol = 1.0e-6
    if heat_flag:
        for _ in range(n_iter):
            n_e_old = n_e
            n_h0 = n_h * alpha_hp / (alpha_hp + gamma_eh0 + gamma_lh0 / n_e)
            n_hp = n_h - n_h0
            n_hep = y * n_h / (1.0 + (alpha_hep + alpha_d) / (gamma_ehe0 + gamma_lhe0 / n_e)
                               + (gamma_ehep + gamma_lhep / n_e) / alpha_hepp)
            n_he0 = n_hep * (alpha_hep + alpha_d) / (gamma_ehe0 + gamma_lhe0 / n_e)
            n_hepp = n_hep * (gamma_ehep + gamma_lhep / n_e) / alpha_hepp
            n_e = n_hp + n_hep + 2 * n_hepp
            diff = abs(n_e_old - n_e)
            if diff < tol:
                break
    else:
        n_h0 = n_h * alpha_hp / (alpha_hp + gamma_eh0)
        n_hp = n_h - n_h0
        n_hep = y * n_h / (1.0 + (alpha_hep + alpha_d) / (gamma_ehe0) + (gamma_ehep) / alpha_hepp)
        n_he0 = n_hep * (alpha_hep + alpha_d) / (gamma_ehe0)
        n_hepp = n_hep * (gamma_ehep) / alpha_hepp
        n_e = n_hp + n_hep + 2 * n_hepp
    s = 1.0 / (1.0 + sqrt(T / 1e5))
    le_h0 = (7.50e-19) * exp(-118348.0 / T) * s * n_e * n_h0
    le_hep = (5.54e-17) * pow_(T, (-0.397)) * exp(-473638.0 / T) * s * n_e * n_hep
    li_h0 = (1.27e-21) * sqrt(T) * exp(-157809.1 / T) * s * n_e * n_h0
    li_he0 = (9.38e-22) * sqrt(T) * exp(-285335.4 / T) * s * n_e * n_he0
    li_hep = (4.95e-22) * sqrt(T) * exp(-631515.0 / T) * s * n_e * n_hep
    lr_hp = (8.70e-27) * sqrt(T) * pow_((T / 1e3), (-0.2)) * (1.0 / (1.0 + pow_((T / 1e6), (0.7)))) * n_e * n_hp
    lr_hep = (1.55e-26) * pow_(T, (0.3647)) * n_e * n_hep
    lr_hepp = (3.48e-26) * sqrt(T) * pow_((T / 1e3), (-0.2)) * (1.0 / (1.0 + pow_((T / 1e6), (0.7)))) * n_e * n_hepp
    ld_hep = (1.24e-13) * pow_(T, (-1.5)) * exp(-470000.0 / T) * (1.0 + 0.3 * exp(-94000.0 / T)) * n_e * n_hep
    g_ff = 1.1 + 0.34 * exp(-(5.5 - log(T)) * (5.5 - log(T)) / 3.0)
    l_ff = (1.42e-27) * g_ff * sqrt(T) * (n_hp + n_hep + 4 * n_hepp) * n_e
    cool = le_h0 + le_hep + li_h0 + li_he0 + li_hep + lr_hp + lr_hep + lr_hepp + ld_hep + l_ff
    H = 0.0
    if heat_flag:
        H = n_h0 * e_h0 + n_he0 * e_he0 + n_hep * e_hep
    cool -= H
    return cool


def main():
    n = 0.0899
    T = [-275.0 + float(i * 275) * 2.0 / NUM for i in range(NUM)]
    r = []
    for t in T:
        try:
            r.append(primordial_cool(n, t, 1))
        except (ZeroDivisionError, ValueError):
            r.append(math.nan)
    write(os.path.join(HERE, "T.bin"), pack("f64", T))
    write(os.path.join(HERE, "r_expected.bin"), pack("f64", r))


if __name__ == "__main__":
    main()
