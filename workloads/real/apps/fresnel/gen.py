#!/usr/bin/env python3
"""fresnel: inputs and expected outputs.

Ports HeCBench fresnel-cuda main.cu: the kernel evaluates Fresnel_Sine_Integral(x) (in
fresnel.cu, calling the auxiliary cosine and sine integrals of cosine.cu and sine.cu,
which call xChebyshev_Tn_Series of xchebyshev.cu: a build of relocatable device code,
five files linked) for x = i * interval. The benchmark checks the device against the
same C function on the host within 1e-6 (`fabs(h_output[i] - output[i]) > 1e-6`).
The expected values here are independent of that code, but follow what it computes:
* the definitions of its notes: S(x) = integral from 0 to x of sqrt(2/pi) sin(t^2) dt,
  C(x) likewise with cos, and the auxiliary integrals f(x), g(x) = integral from 0 to
  infinity of sqrt(2/pi) exp(-2xt) cos(t^2) (sin(t^2)) dt, which satisfy
  C = 1/2 + f sin(x^2) - g cos(x^2) and S = 1/2 - f cos(x^2) - g sin(x^2), so
  f = (C - 1/2) sin(x^2) - (S - 1/2) cos(x^2), g = -(C - 1/2) cos(x^2) - (S - 1/2) sin(x^2);
* for |x| < 0.5 the code returns S(x) (its power series); for larger x it returns
  `0.5 - cos(x2) * f - cos(x2) * g`: a slip for `... - sin(x2) * g` (the formula above),
  which host and device share, so the benchmark passes. The expected values reproduce
  it: 1/2 - cos(x^2) (f + g), which is not the Fresnel integral for x >= 0.5.
C and S are summed from their power series
  S(x) = sqrt(2/pi) * sum over n >= 0 of (-1)^n x^(4n+3) / ((2n+1)! (4n+3)),
  C(x) = sqrt(2/pi) * sum over n >= 0 of (-1)^n x^(4n+1) / ((2n)! (4n+1)),
and cos, sin by theirs, in 60-digit decimal arithmetic (the terms reach 1e23 at x = 8,
so f64 would cancel), rounded to f64; the tolerance is the benchmark's 1e-6.
Sizes: 2000 points, interval 0.004 (x in [0, 7.996]; the benchmark's [0, 8) in steps of
1e-7 is 80 million points).
"""
import decimal
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from common import write  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
POINTS = 2000
INTERVAL = 0.004
D = decimal.Decimal


def pi60():
    """pi to 60 digits (Machin's formula in decimal)."""
    def arctan_inv(n):
        x = D(1) / n
        x2 = x * x
        s, t, k = D(0), x, 1
        while abs(t) > D(10) ** -70:
            s += t / k
            t = -t * x2
            k += 2
        return s
    return 16 * arctan_inv(5) - 4 * arctan_inv(239)


def series(x, first, step_fact):
    """sum over n >= 0 of (-1)^n x^(4n+first) / (k(n)! (4n+first)), k(n) = 2n + step_fact."""
    total, n = D(0), 0
    fact = D(1)  # k(0)! = 0! or 1! = 1
    while True:
        term = x ** (4 * n + first) / (fact * (4 * n + first))
        total += -term if n % 2 else term
        if term < D(10) ** -40 and n > 2:
            return total
        n += 1
        k = 2 * n + step_fact
        fact *= (k - 1) * k


def cos_sin(y):
    """cos(y), sin(y) by their Taylor series."""
    c, s, term, k = D(0), D(0), D(1), 0
    while abs(term) > D(10) ** -45 or k < 4:
        if k % 4 == 0:
            c += term
        elif k % 4 == 1:
            s += term
        elif k % 4 == 2:
            c -= term
        else:
            s -= term
        k += 1
        term = term * y / k
    return c, s


def benchmark_s(x, scale):
    """What Fresnel_Sine_Integral(x) computes (x >= 0)."""
    x = D(x)
    big_s = scale * series(x, 3, 1)
    if x < D("0.5"):
        return big_s
    big_c = scale * series(x, 1, 0)
    c, s = cos_sin(x * x)
    f = (big_c - D("0.5")) * s - (big_s - D("0.5")) * c
    g = -(big_c - D("0.5")) * c - (big_s - D("0.5")) * s
    return D("0.5") - c * f - c * g


def main():
    decimal.getcontext().prec = 60
    scale = (2 / pi60()).sqrt()
    xs = [float(i) * INTERVAL for i in range(POINTS)]
    out = [float(benchmark_s(x, scale)) for x in xs]
    write(os.path.join(HERE, 'x.bin'), struct.pack('<%dd' % POINTS, *xs))
    write(os.path.join(HERE, 'output_expected.bin'), struct.pack('<%dd' % POINTS, *out))
    print('S(0.4) =', out[100], ' Fresnel_Sine_Integral(1) =', out[250])


if __name__ == '__main__':
    main()
