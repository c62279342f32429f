//! `cvt.pack.sat.convertType.s32{.b32}`, PTX ISA 9.1 §9.7.9.22, as
//! `shared/docs/isa-semantics.md` §1 pins it down: both inputs clamp on both sides
//! (the PTX pseudo-code's second assignment is a documentation slip), `b` lands in
//! the low field and `a` above it, and `c` fills `d[31:2n]`.

/// Pack `a` and `b` (s32) saturated to `n`-bit fields (n = 16, 8, 4 or 2), with `c`
/// supplying the upper bits when `n < 16`. Returns the 32-bit `d`.
#[inline]
pub fn cvt_pack_sat(a: i32, b: i32, c: u32, n: u32, signed: bool) -> u32 {
    let (lo, hi) = if signed {
        (-(1i64 << (n - 1)), (1i64 << (n - 1)) - 1)
    } else {
        (0, (1i64 << n) - 1)
    };
    let mask = ((1u64 << n) - 1) as u32;
    let ta = (a as i64).clamp(lo, hi) as u32 & mask;
    let tb = (b as i64).clamp(lo, hi) as u32 & mask;
    let td = tb | (ta << n);
    if n == 16 {
        td
    } else {
        td | (c << (2 * n))
    }
}

/// Independent formulation for tests: the spec's bit loops, with the MIN clamp restored.
pub fn cvt_pack_sat_spec(a: i32, b: i32, c: u32, n: u32, signed: bool) -> u32 {
    let (min, max): (i64, i64) = if signed {
        (-(2i64.pow(n - 1)), 2i64.pow(n - 1) - 1)
    } else {
        (0, 2i64.pow(n) - 1)
    };
    let sat = |x: i32| -> i64 {
        let x = x as i64;
        if x < min {
            min
        } else if x > max {
            max
        } else {
            x
        }
    };
    let (ta, tb) = (sat(a) as u64, sat(b) as u64);
    let mut td = [0u32; 32];
    for (i, bit) in td.iter_mut().enumerate().take(n as usize) {
        *bit = ((tb >> i) & 1) as u32;
    }
    for i in n..2 * n {
        td[i as usize] = ((ta >> (i - n)) & 1) as u32;
    }
    let mut d = 0u32;
    if n == 16 {
        for (i, bit) in td.iter().enumerate() {
            d |= bit << i;
        }
    } else {
        for i in 0..2 * n {
            d |= td[i as usize] << i;
        }
        for i in 2 * n..32 {
            d |= ((c >> (i - 2 * n)) & 1) << i;
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every worked example of isa-semantics.md §1.3.
    #[test]
    fn worked_examples() {
        let rows: &[(u32, bool, i32, i32, u32, u32)] = &[
            (8, false, -257, 257, 0xF839B0ED, 0xB0ED00FF),
            (8, true, -257, 257, 0xF839B0ED, 0xB0ED807F),
            (16, true, -40000, 40000, 0, 0x80007FFF),
            (16, false, -40000, 40000, 0, 0x00009C40),
            (16, false, 70000, 5, 0, 0xFFFF0005),
            (8, false, 300, -1, 0x88776655, 0x6655FF00),
            (8, true, -200, 100, 0x88776655, 0x66558064),
            (4, false, 16, 7, 0x88776655, 0x776655F7),
            (4, true, -9, 8, 0x88776655, 0x77665587),
            (2, false, 5, 2, 0xFFFFFFFF, 0xFFFFFFFE),
            (2, true, -3, 2, 0, 0x00000009),
        ];
        for &(n, s, a, b, c, d) in rows {
            assert_eq!(cvt_pack_sat(a, b, c, n, s), d, "n={n} s={s} a={a} b={b}");
            assert_eq!(cvt_pack_sat_spec(a, b, c, n, s), d, "spec n={n} a={a}");
        }
    }

    #[test]
    fn cutlass_s4_chain() {
        // elements 1,-2,3,-4,5,-6,7,-8 packed element 0 lowest, chained through c.
        let e = [1, -2, 3, -4, 5, -6, 7, -8];
        let mut d = cvt_pack_sat(e[7], e[6], 0, 4, true);
        d = cvt_pack_sat(e[5], e[4], d, 4, true);
        d = cvt_pack_sat(e[3], e[2], d, 4, true);
        d = cvt_pack_sat(e[1], e[0], d, 4, true);
        assert_eq!(d, 0x87A5C3E1);
    }
}
