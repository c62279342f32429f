//! Device `printf` (CUDA's `vprintf(format, args)`): the C format string applied to
//! the argument buffer nvcc and clang pack. Each argument sits at the next offset
//! aligned to its size: 4 bytes for `int`-sized conversions (`%d %i %u %x %X %o %c`
//! without a length, or with `h`/`hh`), 8 for `l`/`ll`/`j`/`z`/`t` integers, `%p`,
//! `%s` (a pointer to the string) and every floating-point conversion (a `float` is
//! promoted to `double`). CUDA C++ Programming Guide, "Formatted Output": the
//! conversions are C's, `%n` is not supported, and printf returns the number of
//! arguments parsed.
//!
//! The output of a launch is collected per thread and printed after it, in a fixed
//! order (block, warp, the warp's printf count, lane), so that it is the same for
//! either engine and any `--threads` (the hardware's order between threads is not
//! defined).

/// One thread's printed text, with its place in the fixed order.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct PrintRec {
    /// The grid of a group of launches (set by the engine).
    pub grid: u32,
    /// Linear block index in the grid.
    pub block: u64,
    pub warp: u32,
    /// The warp's earlier printf instructions.
    pub seq: u32,
    pub lane: u32,
    /// The bytes printed (C's printf prints bytes, not necessarily UTF-8).
    pub text: Vec<u8>,
}

/// Where the arguments come from: `arg(offset, size)` reads the buffer, `string(addr,
/// max)` the NUL-terminated text a `%s` pointer names (at most `max` bytes: with a
/// precision C reads no further, so the array need not be terminated).
pub trait Args {
    fn arg(&mut self, offset: u64, size: u32) -> Result<u64, String>;
    fn string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, String>;
}

/// The largest field width or precision warpsim prints (a larger one is a fault: the
/// device's printf buffer is 1 MB, and glibc refuses widths above INT_MAX).
pub const MAX_FIELD: usize = 4096;

/// Format `fmt` with the arguments; returns the text (bytes, as C prints them) and
/// the number of arguments read.
pub fn format(fmt: &[u8], args: &mut dyn Args) -> Result<(Vec<u8>, u32), String> {
    let mut out: Vec<u8> = Vec::new();
    let mut off = 0u64;
    let mut count = 0u32;
    let mut i = 0;
    let mut next = |size: u32, args: &mut dyn Args| -> Result<u64, String> {
        off = off.next_multiple_of(size as u64);
        let v = args.arg(off, size)?;
        off += size as u64;
        count += 1;
        Ok(v)
    };
    while i < fmt.len() {
        let c = fmt[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let start = i - 1;
        let spec = |i: usize| String::from_utf8_lossy(&fmt[start..i.min(fmt.len())]).into_owned();
        // Flags, width, precision, length, conversion.
        let (mut left, mut plus, mut space, mut alt, mut zero) =
            (false, false, false, false, false);
        while let Some(&f) = fmt.get(i) {
            match f {
                b'-' => left = true,
                b'+' => plus = true,
                b' ' => space = true,
                b'#' => alt = true,
                b'0' => zero = true,
                _ => break,
            }
            i += 1;
        }
        // A number, or `*`: the next (int) argument.
        let mut field = |i: &mut usize, args: &mut dyn Args| -> Result<Option<i64>, String> {
            if fmt.get(*i) == Some(&b'*') {
                *i += 1;
                return Ok(Some(next(4, args)? as u32 as i32 as i64));
            }
            let s = *i;
            let mut v: i64 = 0;
            while let Some(d) = fmt.get(*i).filter(|b| b.is_ascii_digit()) {
                v = v.saturating_mul(10).saturating_add((d - b'0') as i64);
                *i += 1;
            }
            Ok((s != *i).then_some(v))
        };
        let mut width = field(&mut i, args)?.unwrap_or(0);
        if width < 0 {
            // A negative `*` width is the `-` flag and its magnitude.
            left = true;
            width = width.saturating_neg();
        }
        let prec = if fmt.get(i) == Some(&b'.') {
            i += 1;
            // A negative `*` precision is taken as if omitted.
            match field(&mut i, args)? {
                Some(p) if p < 0 => None,
                p => Some(p.unwrap_or(0)),
            }
        } else {
            None
        };
        if width as u64 > MAX_FIELD as u64 || prec.is_some_and(|p| p as u64 > MAX_FIELD as u64) {
            return Err(format!(
                "`{}`: a field width or precision above {MAX_FIELD} is not printed",
                spec(i + 1)
            ));
        }
        let (width, prec) = (width as usize, prec.map(|p| p as usize));
        // Length: `l`/`ll`/`j`/`z`/`t` make integers 8 bytes; `h`/`hh` convert the
        // promoted int to short/char as the host's printf does.
        let (mut long, mut half) = (false, 0u32);
        while let Some(&l) = fmt.get(i) {
            match l {
                b'h' => half += 1,
                b'l' | b'j' | b'z' | b't' | b'L' | b'q' => long = true,
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else {
            return Err(format!(
                "the format ends inside a conversion (`{}`)",
                spec(i)
            ));
        };
        i += 1;
        let isz = if long { 8 } else { 4 };
        let bits = match (long, half) {
            (true, _) => 64,
            (false, 0) => 32,
            (false, 1) => 16,
            _ => 8,
        };
        let sign = |neg: bool| -> &'static [u8] {
            if neg {
                b"-"
            } else if plus {
                b"+"
            } else if space {
                b" "
            } else {
                b""
            }
        };
        let (prefix, body): (&[u8], Vec<u8>) = match conv {
            b'%' => {
                out.push(b'%');
                continue;
            }
            b'd' | b'i' => {
                let v = next(isz, args)?;
                let v = (v << (64 - bits)) as i64 >> (64 - bits);
                (sign(v < 0), int_digits(v.unsigned_abs().to_string(), prec))
            }
            b'u' | b'x' | b'X' | b'o' => {
                let v = next(isz, args)?;
                let v = if bits == 64 {
                    v
                } else {
                    v & ((1u64 << bits) - 1)
                };
                let digits = match conv {
                    b'u' => v.to_string(),
                    b'x' => format!("{v:x}"),
                    b'X' => format!("{v:X}"),
                    _ => format!("{v:o}"),
                };
                let mut d = int_digits(digits, prec);
                let p: &[u8] = match conv {
                    b'x' if alt && v != 0 => b"0x",
                    b'X' if alt && v != 0 => b"0X",
                    _ => b"",
                };
                if conv == b'o' && alt && d.first() != Some(&b'0') {
                    d.insert(0, b'0');
                }
                (p, d)
            }
            // A `char` (or `wint_t` with `l`) is promoted to a 4-byte int.
            b'c' => (b"", vec![next(4, args)? as u8]),
            b'p' => {
                let v = next(8, args)?;
                if v == 0 {
                    // glibc's text for a null pointer.
                    (b"", b"(nil)".to_vec())
                } else {
                    (b"0x", format!("{v:x}").into_bytes())
                }
            }
            b's' => {
                let a = next(8, args)?;
                let s = if a == 0 {
                    // glibc prints "(null)", or nothing when the precision cuts it.
                    if prec.is_some_and(|p| p < 6) {
                        Vec::new()
                    } else {
                        b"(null)".to_vec()
                    }
                } else {
                    args.string(a, prec)?
                };
                (b"", s)
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let v = f64::from_bits(next(8, args)?);
                // glibc prints a NaN's sign too (`-nan`).
                let neg = v.is_sign_negative();
                let body = if matches!(conv, b'a' | b'A') {
                    hex_body(v.abs(), conv == b'A', prec, alt)
                } else {
                    float_body(v.abs(), conv, prec.unwrap_or(6), alt)
                };
                (sign(neg), body.into_bytes())
            }
            b'n' => {
                return Err("the conversion `%n` is not supported (CUDA's printf has none)".into())
            }
            _ => return Err(format!("unknown conversion `{}` in the format", spec(i))),
        };
        // Padding (in bytes, as C counts): `-` left-justifies; `0` pads numbers after
        // the sign and any 0x (not with an integer precision, nor for inf/nan).
        let pad = width.saturating_sub(prefix.len() + body.len());
        let numeric = !matches!(conv, b'c' | b's' | b'p');
        let finite = body.iter().any(|b| b.is_ascii_digit());
        let zero_ok = zero
            && !left
            && numeric
            && finite
            && !(prec.is_some() && matches!(conv, b'd' | b'i' | b'u' | b'x' | b'X' | b'o'));
        if left {
            out.extend_from_slice(prefix);
            out.extend_from_slice(&body);
            out.extend(std::iter::repeat_n(b' ', pad));
        } else if zero_ok {
            out.extend_from_slice(prefix);
            out.extend(std::iter::repeat_n(b'0', pad));
            out.extend_from_slice(&body);
        } else {
            out.extend(std::iter::repeat_n(b' ', pad));
            out.extend_from_slice(prefix);
            out.extend_from_slice(&body);
        }
    }
    Ok((out, count))
}

/// `%a`/`%A` of a non-negative `v` (C11 7.21.6.1, as glibc prints it): `0x1.<hex>p<exp>`
/// for normal numbers, `0x0.<hex>p-1022` for subnormals; without a precision the
/// exact hex digits with trailing zeros dropped, with one the digits rounded to
/// nearest, ties to even.
fn hex_body(v: f64, upper: bool, prec: Option<usize>, alt: bool) -> String {
    let s = if v.is_nan() {
        "nan".to_string()
    } else if v.is_infinite() {
        "inf".to_string()
    } else {
        let b = v.to_bits();
        let (mut lead, mut frac, exp) = match (b >> 52) as i32 {
            0 if b == 0 => (0u64, 0u64, 0i32),
            0 => (0, b & ((1 << 52) - 1), -1022),
            e => (1, b & ((1 << 52) - 1), e - 1023),
        };
        // 13 hex digits of fraction.
        let digits = match prec {
            None => {
                let mut d = format!("{frac:013x}");
                while d.ends_with('0') {
                    d.pop();
                }
                d
            }
            Some(p) if p >= 13 => format!("{frac:013x}{}", "0".repeat(p - 13)),
            Some(p) => {
                // Round the value's hex digits after the point to p, the leading
                // digit included in the tie-to-even (1.5 to 0 digits is 0x2p+0).
                let drop = 4 * (13 - p) as u32;
                let all = lead << 52 | frac;
                let (keep, rest) = (all >> drop, all & ((1u64 << drop) - 1));
                let half = 1u64 << (drop - 1);
                let keep = keep + (rest > half || (rest == half && keep & 1 == 1)) as u64;
                lead = keep >> (4 * p as u32);
                frac = keep & ((1u64 << (4 * p as u32)) - 1);
                if p == 0 {
                    String::new()
                } else {
                    format!("{frac:0w$x}", w = p)
                }
            }
        };
        let point = if digits.is_empty() && !alt { "" } else { "." };
        format!(
            "0x{lead}{point}{digits}p{}{}",
            if exp < 0 { '-' } else { '+' },
            exp.abs()
        )
    };
    if upper {
        s.to_ascii_uppercase()
    } else {
        s
    }
}

/// Integer digits with C's precision: at least `prec` digits; precision 0 prints no
/// digit for the value 0.
fn int_digits(d: String, prec: Option<usize>) -> Vec<u8> {
    match prec {
        Some(0) if d == "0" => Vec::new(),
        Some(p) if d.len() < p => format!("{}{d}", "0".repeat(p - d.len())).into_bytes(),
        _ => d.into_bytes(),
    }
}

/// `%f %e %g` (and upper case) of a non-negative `v` with precision `p` (C11
/// 7.21.6.1): exact decimal expansion rounded to nearest, ties to even, as glibc.
fn float_body(v: f64, conv: u8, p: usize, alt: bool) -> String {
    let upper = conv.is_ascii_uppercase();
    let s = if v.is_nan() {
        "nan".to_string()
    } else if v.is_infinite() {
        "inf".to_string()
    } else {
        match conv.to_ascii_lowercase() {
            b'f' => {
                let s = format!("{v:.p$}");
                if alt && p == 0 {
                    s + "."
                } else {
                    s
                }
            }
            b'e' => exp_form(v, p, alt),
            _ => {
                // %g: P = p (0 -> 1); X = the exponent of the %e form with P - 1 digits.
                let pp = p.max(1);
                let x = exp_of(v, pp - 1);
                let mut s = if (x as i64) < pp as i64 && x >= -4 {
                    format!("{v:.*}", (pp as i64 - 1 - x as i64) as usize)
                } else {
                    exp_form(v, pp - 1, alt)
                };
                if !alt {
                    s = strip_zeros(&s);
                }
                s
            }
        }
    };
    if upper {
        s.to_ascii_uppercase()
    } else {
        s
    }
}

/// The decimal exponent of `v` printed with `p` digits after the point (after
/// rounding: 9.99 with 1 digit is 1.0e+01).
fn exp_of(v: f64, p: usize) -> i32 {
    let s = format!("{v:.p$e}");
    s.rsplit_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0)
}

/// C's `%e`: d.ddde±XX (at least two exponent digits).
fn exp_form(v: f64, p: usize, alt: bool) -> String {
    let s = format!("{v:.p$e}");
    let (mant, e) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let mant = if alt && p == 0 {
        format!("{mant}.")
    } else {
        mant.to_string()
    };
    format!("{mant}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

/// `%g` without `#`: trailing zeros of the fraction go, and the point with them.
fn strip_zeros(s: &str) -> String {
    let (m, e) = match s.find('e') {
        Some(k) => (&s[..k], &s[k..]),
        None => (s, ""),
    };
    let m = if m.contains('.') {
        m.trim_end_matches('0').trim_end_matches('.')
    } else {
        m
    };
    format!("{m}{e}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An argument buffer built as nvcc packs one: each value at the next offset
    /// aligned to its size.
    struct Buf {
        bytes: Vec<u8>,
        strings: Vec<(u64, &'static str)>,
    }

    impl Buf {
        fn new() -> Buf {
            Buf {
                bytes: Vec::new(),
                strings: Vec::new(),
            }
        }
        fn put(mut self, v: u64, size: usize) -> Buf {
            while !self.bytes.len().is_multiple_of(size) {
                self.bytes.push(0xAA);
            }
            self.bytes.extend_from_slice(&v.to_le_bytes()[..size]);
            self
        }
        fn i(self, v: i32) -> Buf {
            self.put(v as u32 as u64, 4)
        }
        fn d(self, v: f64) -> Buf {
            self.put(v.to_bits(), 8)
        }
        fn s(mut self, text: &'static str) -> Buf {
            let a = 0x1000 + 0x100 * self.strings.len() as u64;
            self.strings.push((a, text));
            self.put(a, 8)
        }
    }

    impl Args for Buf {
        fn arg(&mut self, offset: u64, size: u32) -> Result<u64, String> {
            let o = offset as usize;
            let b = self
                .bytes
                .get(o..o + size as usize)
                .ok_or("past the buffer")?;
            Ok(b.iter().rev().fold(0, |v, &x| v << 8 | x as u64))
        }
        fn string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, String> {
            let s = self
                .strings
                .iter()
                .find(|s| s.0 == addr)
                .map(|s| s.1.as_bytes().to_vec())
                .ok_or("no string")?;
            Ok(s[..max.unwrap_or(usize::MAX).min(s.len())].to_vec())
        }
    }

    fn fmt(f: &str, mut b: Buf) -> String {
        String::from_utf8(format(f.as_bytes(), &mut b).unwrap().0).unwrap()
    }

    /// Expected strings are what glibc's printf prints for the same arguments.
    #[test]
    fn conversions_print_as_c_does() {
        assert_eq!(
            fmt(
                "t=%d|%5d|%-5d|%05d|%+d|% d|%.3d|%.0d|",
                Buf::new().i(-7).i(42).i(42).i(-42).i(3).i(3).i(5).i(0)
            ),
            "t=-7|   42|42   |-0042|+3| 3|005||"
        );
        assert_eq!(
            fmt(
                "%u %x %X %#x %o %#o %c",
                Buf::new()
                    .i(-1)
                    .i(255)
                    .i(255)
                    .i(255)
                    .i(8)
                    .i(8)
                    .i(b'z' as i32)
            ),
            "4294967295 ff FF 0xff 10 010 z"
        );
        assert_eq!(
            fmt(
                "%lld %lu %ld",
                Buf::new().put(-5i64 as u64, 8).put(u64::MAX, 8).put(7, 8)
            ),
            "-5 18446744073709551615 7"
        );
        assert_eq!(fmt("%f %.2f %10.3f %-8.1f| %e %.3E %g %g %g %g %G", Buf::new().d(1.5).d(2.675).d(-3.14259).d(0.25).d(12345.678).d(0.000123456).d(100000.0).d(1e6).d(0.0001).d(1.0 / 3.0).d(1e-5)),
            "1.500000 2.67     -3.143 0.2     | 1.234568e+04 1.235E-04 100000 1e+06 0.0001 0.333333 1E-05");
        assert_eq!(
            fmt(
                "%f %f %5.1f %e %g",
                Buf::new()
                    .d(f64::INFINITY)
                    .d(-f64::NAN)
                    .d(f64::NEG_INFINITY)
                    .d(0.0)
                    .d(-0.0)
            ),
            "inf -nan  -inf 0.000000e+00 -0"
        );
        assert_eq!(
            fmt(
                "%s|%.2s|%8s|%-4s|%p|%%",
                Buf::new()
                    .s("hi")
                    .s("hello")
                    .s("right")
                    .s("l")
                    .put(0xdead, 8)
            ),
            "hi|he|   right|l   |0xdead|%"
        );
        assert_eq!(
            fmt("%#g %#.0f %#.0e", Buf::new().d(1.0).d(3.0).d(3.0)),
            "1.00000 3. 3.e+00"
        );
        assert_eq!(fmt("%hd %hhd %zu", Buf::new().i(5).i(6).put(9, 8)), "5 6 9");
    }

    /// More of glibc's output for the same arguments: %a, `*` fields, h/hh, %lc,
    /// null pointers, raw bytes.
    #[test]
    fn hex_floats_star_fields_and_lengths_print_as_glibc_does() {
        let b = Buf::new()
            .d(1.0)
            .d(1.5)
            .d(0.1)
            .d(0.0)
            .d(-3.75)
            .d(0.1)
            .d(1.5)
            .d(1.0)
            .d(f64::from_bits(1))
            .d(1.96875)
            .d(1.0)
            .d(2.0)
            .d(0.5);
        assert_eq!(fmt("%a|%a|%a|%a|%A|%.2a|%.0a|%#.0a|%a|%.1a|%13a|%-12a|%+a", b),
            "0x1p+0|0x1.8p+0|0x1.999999999999ap-4|0x0p+0|-0X1.EP+1|0x1.9ap-4|0x2p+0|0x1.p+0|0x0.0000000000001p-1022|0x2.0p+0|       0x1p+0|0x1p+1      |+0x1p-1");
        assert_eq!(
            fmt(
                "%.1a %.0a %.3a",
                Buf::new()
                    .d(1.96875)
                    .d(1.9)
                    .d(f64::from_bits(0x3FFF_FF00_0000_0000))
            ),
            "0x2.0p+0 0x2p+0 0x1.fffp+0"
        );
        assert_eq!(
            fmt(
                "%*d|%-*d|%.*f|%*.*f|%.*d",
                Buf::new()
                    .i(5)
                    .i(42)
                    .i(4)
                    .i(7)
                    .i(2)
                    .d(3.14259)
                    .i(8)
                    .i(3)
                    .d(2.5)
                    .i(-1)
                    .i(7)
            ),
            "   42|7   |3.14|   2.500|7"
        );
        assert_eq!(fmt("%*d|", Buf::new().i(-4).i(9)), "9   |");
        assert_eq!(
            fmt("%hd %hhx %hhd %hu", Buf::new().i(70000).i(-1).i(200).i(-1)),
            "4464 ff -56 65535"
        );
        assert_eq!(fmt("%lc|%d", Buf::new().i(b'x' as i32).i(5)), "x|5");
        assert_eq!(
            fmt("%p|%.3s|%.7s", Buf::new().put(0, 8).put(0, 8).put(0, 8)),
            "(nil)||(null)"
        );
        assert_eq!(
            fmt("%5c|%-3c|", Buf::new().i(b'a' as i32).i(b'b' as i32)),
            "    a|b  |"
        );
        // Bytes, not characters: a byte above 0x7F passes as it is, and widths count bytes.
        let mut b = Buf::new().i(0xE9).s("\u{e9}");
        assert_eq!(format(b"%c|%4s|", &mut b).unwrap().0, b"\xE9|  \xC3\xA9|");
    }

    #[test]
    fn arguments_are_counted_and_bad_formats_refused() {
        let mut b = Buf::new().i(1).d(2.0);
        assert_eq!(
            format(b"%d %f %%\n", &mut b).unwrap(),
            (b"1 2.000000 %\n".to_vec(), 2)
        );
        assert!(format(b"%.5000f", &mut Buf::new().d(1.0)).is_err());
        assert!(format(b"%*d", &mut Buf::new().i(70000).i(1)).is_err());
        assert!(format(b"%n", &mut Buf::new().i(1)).is_err());
        assert!(format(b"%5", &mut Buf::new()).is_err());
        assert!(format(b"%d", &mut Buf::new()).is_err());
    }
}
