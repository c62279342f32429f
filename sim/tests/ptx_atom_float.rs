//! Floating-point atomics (PTX ISA, "atom"/"red"): the half-precision `.noftz` adds
//! (`.f16`, `.bf16`, `.f16x2`, `.bf16x2`), the sm_90 vector forms (`.v4.f32.add`,
//! `.v8.f16.max.noftz`, `.v2.bf16x2.min.noftz`), and `.f32` adds that flush subnormals
//! on global memory but not on shared memory (nor with `.noftz`, PTX 9.4). Every old
//! value and final value is checked against an independent formulation (exact f64
//! sums rounded to the format here), in both engines.

mod common;
use common::*;

const SM90: &str = ".version 8.5\n.target sm_90\n.address_size 64\n";

/// A 16-bit float format: fraction bits and the smallest normal exponent.
#[derive(Clone, Copy)]
struct Fmt {
    man: i32,
    emin: i32,
    emax: i32,
}
const F16: Fmt = Fmt {
    man: 10,
    emin: -14,
    emax: 15,
};
const BF16: Fmt = Fmt {
    man: 7,
    emin: -126,
    emax: 127,
};

fn pow2(e: i32) -> f64 {
    2f64.powi(e)
}

impl Fmt {
    fn exp_bits(self) -> u32 {
        15 - self.man as u32
    }
    fn bias(self) -> i32 {
        (1 << (self.exp_bits() - 1)) - 1
    }
    fn is_nan(self, b: u16) -> bool {
        let e = (b as u32 >> self.man) & ((1 << self.exp_bits()) - 1);
        e == (1 << self.exp_bits()) - 1 && b as u32 & ((1 << self.man) - 1) != 0
    }
    fn value(self, b: u16) -> f64 {
        let s = if b & 0x8000 != 0 { -1.0 } else { 1.0 };
        let e = (b as i32 >> self.man) & ((1 << self.exp_bits()) - 1);
        let f = (b as i32 & ((1 << self.man) - 1)) as f64;
        if e == 0 {
            s * f * pow2(self.emin - self.man)
        } else if e == (1 << self.exp_bits()) - 1 {
            if f == 0.0 {
                s * f64::INFINITY
            } else {
                f64::NAN
            }
        } else {
            s * (1.0 + f / pow2(self.man)) * pow2(e - self.bias())
        }
    }
    /// `x` rounded to nearest even in this format (NaN: the canonical 0x7FFF).
    fn round(self, x: f64) -> u16 {
        if x.is_nan() {
            return 0x7FFF;
        }
        let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
        let a = x.abs();
        if a == 0.0 {
            return sign;
        }
        let inf = sign | (((1u32 << self.exp_bits()) - 1) << self.man) as u16;
        if a.is_infinite() {
            return inf;
        }
        // The exponent of `a` (an f64 normal), at least the format's smallest.
        let e = (((a.to_bits() >> 52) & 0x7FF) as i32 - 1023).max(self.emin);
        let ulp = pow2(e - self.man);
        let q = a / ulp;
        let mut r = q.floor();
        let rem = q - r;
        if rem > 0.5 || (rem == 0.5 && r % 2.0 == 1.0) {
            r += 1.0;
        }
        let v = r * ulp;
        if v >= pow2(self.emax + 1) {
            return inf;
        }
        if v < pow2(self.emin) {
            return sign | (v / pow2(self.emin - self.man)) as u16;
        }
        let e2 = ((v.to_bits() >> 52) & 0x7FF) as i32 - 1023;
        let frac = (v / pow2(e2 - self.man)) as u32 - (1 << self.man);
        sign | (((e2 + self.bias()) as u32) << self.man | frac) as u16
    }
    fn add(self, a: u16, b: u16) -> u16 {
        self.round(self.value(a) + self.value(b))
    }
    /// max/min: one NaN operand gives the other; -0 < +0.
    fn minmax(self, a: u16, b: u16, max: bool) -> u16 {
        match (self.is_nan(a), self.is_nan(b)) {
            (true, true) => return 0x7FFF,
            (true, false) => return b,
            (false, true) => return a,
            _ => {}
        }
        let (va, vb) = (self.value(a), self.value(b));
        let a_first = if va == vb {
            // -0.0 is less than +0.0.
            (a & 0x8000 != 0) != max
        } else {
            (va < vb) != max
        };
        if a_first {
            a
        } else {
            b
        }
    }
}

fn pair(f: impl Fn(u16, u16) -> u16, a: u32, b: u32) -> u32 {
    f(a as u16, b as u16) as u32 | (f((a >> 16) as u16, (b >> 16) as u16) as u32) << 16
}

/// f32 add, flushing subnormal inputs and results (sign kept) when `ftz`.
fn add32(a: u32, b: u32, ftz: bool) -> u32 {
    let flush = |x: u32| {
        if ftz && x & 0x7F80_0000 == 0 {
            x & 0x8000_0000
        } else {
            x
        }
    };
    let r = (f32::from_bits(flush(a)) + f32::from_bits(flush(b))).to_bits();
    let r = if f32::from_bits(r).is_nan() {
        0x7FFF_FFFF
    } else {
        r
    };
    flush(r)
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }
    /// A finite f16 (subnormals included).
    fn f16(&mut self) -> u16 {
        loop {
            let b = self.next() as u16;
            if (b >> 10) & 0x1F != 0x1F {
                return b;
            }
        }
    }
    /// A bf16 of magnitude in [2^-7, 2^8) (so that every sum is exact in f64).
    fn bf16(&mut self) -> u16 {
        let r = self.next();
        let e = 120 + (r >> 8) % 15;
        ((r & 0x8000) | e << 7 | (r & 0x7F)) as u16
    }
    /// An f32 whose sums stay exact enough for f32 rounding (moderate exponents), or
    /// now and then a subnormal.
    fn f32(&mut self) -> u32 {
        let r = self.next();
        if r.is_multiple_of(5) {
            return (r & 0x8000_0000) | (r >> 9) & 0xFF;
        }
        (r & 0x8000_0000) | (100 + (r >> 3) % 40) << 23 | (r & 0x7F_FFFF)
    }
}

const LANES: usize = 32;

/// One warp: per lane 8 input words, 16 output words; `acc` the atomics' targets.
const KERNEL: &str = ".visible .entry k(.param .u64 k_in, .param .u64 k_acc, .param .u64 k_out)
{
\t.reg .pred %p<2>;
\t.reg .b16 %h<24>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<16>;
\t.shared .align 4 .b32 s;
\tld.param.u64 %rd1, [k_in];
\tld.param.u64 %rd2, [k_acc];
\tld.param.u64 %rd3, [k_out];
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd4, %r1, 32;
\tadd.u64 %rd5, %rd1, %rd4;
\tmul.wide.u32 %rd6, %r1, 64;
\tadd.u64 %rd7, %rd3, %rd6;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 st.shared.u32 [s], 0;
\tbar.sync 0;
\tld.global.v4.u32 {%r2, %r3, %r4, %r5}, [%rd5];
\tld.global.v4.u32 {%r6, %r7, %r8, %r9}, [%rd5+16];
\tmov.b32 {%h1, %h2}, %r2;
\tmov.b32 {%h3, %h4}, %r3;
\tmov.b32 {%h5, %h6}, %r7;
\tatom.global.add.noftz.f16 %h10, [%rd2], %h1;
\tatom.global.add.noftz.bf16 %h11, [%rd2+2], %h3;
\tatom.global.add.noftz.f16x2 %r10, [%rd2+4], %r4;
\tatom.global.add.noftz.bf16x2 %r11, [%rd2+8], %r5;
\tatom.global.add.f32 %r12, [%rd2+12], %r6;
\tatom.global.v4.f32.add {%r13, %r14, %r15, %r16}, [%rd2+16], {%r6, %r8, %r6, %r8};
\tred.global.v8.f16.max.noftz [%rd2+32], {%h5, %h6, %h6, %h5, %h5, %h6, %h6, %h5};
\tatom.global.v2.bf16x2.min.noftz {%r17, %r18}, [%rd2+48], {%r7, %r9};
\tatom.shared.add.f32 %r19, [s], %r6;
\tmov.b32 %r20, {%h10, %h11};
\tst.global.v4.u32 [%rd7], {%r20, %r10, %r11, %r12};
\tst.global.v4.u32 [%rd7+16], {%r13, %r14, %r15, %r16};
\tst.global.v4.u32 [%rd7+32], {%r17, %r18, %r19, %r19};
\tbar.sync 0;
\tld.shared.u32 %r21, [s];
\t@%p1 st.global.u32 [%rd2+56], %r21;
\tret;
}
";

#[test]
fn half_vector_and_f32_atomics_match_an_independent_formulation_in_both_engines() {
    let mut rng = Rng(0x5eed_a70f);
    let mut input = vec![0u32; LANES * 8];
    for l in 0..LANES {
        let w = &mut input[l * 8..l * 8 + 8];
        w[0] = rng.f16() as u32;
        w[1] = rng.bf16() as u32;
        w[2] = rng.f16() as u32 | (rng.f16() as u32) << 16;
        w[3] = rng.bf16() as u32 | (rng.bf16() as u32) << 16;
        w[4] = rng.f32();
        // min/max operands: f16 halves (lane 5 a NaN, lanes 6/7 the two zeros).
        w[5] = match l {
            5 => 0x7E00 | (rng.f16() as u32) << 16,
            6 => 0x8000_0000,
            7 => 0x0000_8000,
            _ => rng.f16() as u32 | (rng.f16() as u32) << 16,
        };
        w[6] = rng.f32();
        w[7] = rng.bf16() as u32 | (rng.bf16() as u32) << 16;
    }
    // Lane 0 adds subnormals to subnormals (flushed on global memory, kept on shared).
    input[4] = 0x0000_0005;
    input[6] = 0x8000_0002;
    let mut acc = vec![0u32; 16];
    acc[0] = rng.f16() as u32 | (rng.bf16() as u32) << 16;
    acc[1] = rng.f16() as u32 | (rng.f16() as u32) << 16;
    acc[2] = rng.bf16() as u32 | (rng.bf16() as u32) << 16;
    acc[3] = 0x0000_0003; // a subnormal: flushed by the first global add
    for a in &mut acc[4..8] {
        *a = rng.f32();
    }
    acc[5] = 0x8000_0007;
    for a in &mut acc[8..12] {
        *a = rng.f16() as u32 | (rng.f16() as u32) << 16;
    }
    acc[12] = rng.bf16() as u32 | (rng.bf16() as u32) << 16;
    acc[13] = 0x7FC0_FF80; // bf16 NaN | -inf

    // The reference: lanes in increasing order, each lane's elements in order.
    let mut a = acc.clone();
    let mut out = vec![0u32; LANES * 16];
    let mut s = 0u32;
    for l in 0..LANES {
        let w = &input[l * 8..l * 8 + 8];
        let o = &mut out[l * 16..l * 16 + 16];
        let (old_h, old_b) = (a[0] as u16, (a[0] >> 16) as u16);
        a[0] = F16.add(old_h, w[0] as u16) as u32 | (BF16.add(old_b, w[1] as u16) as u32) << 16;
        o[0] = old_h as u32 | (old_b as u32) << 16;
        o[1] = a[1];
        a[1] = pair(|x, y| F16.add(x, y), a[1], w[2]);
        o[2] = a[2];
        a[2] = pair(|x, y| BF16.add(x, y), a[2], w[3]);
        o[3] = a[3];
        a[3] = add32(a[3], w[4], true);
        for (k, b) in [w[4], w[6], w[4], w[6]].into_iter().enumerate() {
            o[4 + k] = a[4 + k];
            a[4 + k] = add32(a[4 + k], b, true);
        }
        let (h5, h6) = (w[5] as u16, (w[5] >> 16) as u16);
        for (k, b) in [h5, h6, h6, h5, h5, h6, h6, h5].into_iter().enumerate() {
            let word = &mut a[8 + k / 2];
            let sh = 16 * (k % 2);
            let old = (*word >> sh) as u16;
            let new = F16.minmax(old, b, true);
            *word = (*word & !(0xFFFF << sh)) | (new as u32) << sh;
        }
        for (k, b) in [w[5], w[7]].into_iter().enumerate() {
            o[8 + k] = a[12 + k];
            a[12 + k] = pair(|x, y| BF16.minmax(x, y, false), a[12 + k], b);
        }
        o[10] = s;
        o[11] = s;
        s = add32(s, w[4], false);
    }
    a[14] = s;
    assert!(
        input
            .iter()
            .skip(4)
            .step_by(8)
            .any(|&x| x != 0 && x & 0x7F80_0000 == 0),
        "the inputs have f32 subnormals"
    );

    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [{LANES}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {}, init: {{ values: {:?} }} }}\n  acc: {{ type: u32, count: 16, init: {{ values: {:?} }} }}\n  out: {{ type: u32, count: {} }}\nargs: [in, acc, out]\n",
        input.len(),
        input,
        acc,
        out.len()
    );
    let (func, timed) = run_both(&format!("{SM90}{KERNEL}"), &yaml, &[]);
    let func = func.unwrap();
    let timed = timed.unwrap();
    for (engine, got_acc, got_out) in [
        ("functional", func.u32s("acc"), func.u32s("out")),
        ("timing", timed.u32s("acc"), timed.u32s("out")),
    ] {
        for (k, (g, w)) in got_acc.iter().zip(&a).enumerate().take(15) {
            assert_eq!(g, w, "{engine}: acc[{k}] {g:#010x} != {w:#010x}");
        }
        for l in 0..LANES {
            for k in 0..12 {
                let (g, w) = (got_out[l * 16 + k], out[l * 16 + k]);
                assert_eq!(g, w, "{engine}: lane {l} out[{k}] {g:#010x} != {w:#010x}");
            }
        }
    }
}

/// Run one thread's `body` (params `k_p`: u32 words) and return the words.
fn one_thread(hdr: &str, body: &str, init: &[u32]) -> Vec<u32> {
    let ptx = format!(
        "{hdr}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .b16 %h<8>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<4>;\n\t.shared .align 4 .b32 s[4];\n\tld.param.u64 %rd1, [k_p];\n{body}\tret;\n}}\n"
    );
    let yaml = format!(
        "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  p: {{ type: u32, count: {}, init: {{ values: {:?} }} }}\nargs: [p]\n",
        init.len(),
        init
    );
    let (func, timed) = run_both(&ptx, &yaml, &[]);
    let (f, t) = (func.unwrap().u32s("p"), timed.unwrap().u32s("p"));
    assert_eq!(f, t, "the engines differ");
    f
}

#[test]
fn f32_adds_keep_subnormals_on_shared_memory_and_with_noftz() {
    // 2 + 3 smallest subnormals: global flushes both inputs (0), shared keeps them (5),
    // .noftz keeps them on global memory (PTX 9.4); f16/bf16 subnormals are kept.
    let body = "\tatom.global.add.f32 %r1, [%rd1], 0f00000003;\n\
                \tst.shared.u32 [s], 2;\n\
                \tatom.shared.add.f32 %r2, [s], 0f00000003;\n\
                \tld.shared.u32 %r3, [s];\n\
                \tst.global.u32 [%rd1+4], %r3;\n\
                \tmov.b16 %h1, 0x0001;\n\
                \tatom.global.add.noftz.f16 %h2, [%rd1+8], %h1;\n\
                \tmov.b16 %h3, 0x0001;\n\
                \tatom.global.add.noftz.bf16 %h4, [%rd1+10], %h3;\n";
    let got = one_thread(SM90, body, &[2, 0, 0x0001_0001]);
    assert_eq!(got, vec![0, 5, 0x0002_0002]);
    let v94 = ".version 9.4\n.target sm_90\n.address_size 64\n";
    let got = one_thread(
        v94,
        "\tatom.global.add.noftz.f32 %r1, [%rd1], 0f00000003;\n",
        &[2],
    );
    assert_eq!(got, vec![5]);
}

#[test]
fn a_misaligned_vector_atomic_faults_naming_the_lane() {
    let body = "\tmov.b32 %r1, 0x3F800000;\n\
                \tatom.global.v2.f32.add {%r2, %r3}, [%rd1+4], {%r1, %r1};\n";
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<4>;\n\tld.param.u64 %rd1, [k_p];\n{body}\tret;\n}}\n"
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  p: { type: u32, count: 4 }\nargs: [p]\n";
    let (func, timed) = run_both(&ptx, yaml, &[]);
    for e in [func.err().unwrap(), timed.err().unwrap()] {
        assert!(e.contains("lane 0") && e.contains("align"), "{e}");
    }
}

#[test]
fn illegal_atomic_forms_are_located_errors() {
    let sm80 = ".version 8.5\n.target sm_80\n.address_size 64\n";
    for (hdr, line, want) in [
        (SM90, "atom.global.add.f16 %h1, [%rd1], %h2;", ".noftz is required"),
        (SM90, "atom.global.add.noftz.u32 %r1, [%rd1], %r2;", ".noftz is required"),
        (SM90, "atom.global.add.noftz.f32 %r1, [%rd1], %r2;", "PTX ISA 9.4"),
        (
            SM90,
            "atom.global.v2.f32.add.noftz {%r1, %r2}, [%rd1], {%r3, %r4};",
            "PTX ISA 9.4",
        ),
        (SM90, "atom.global.min.noftz.f16 %h1, [%rd1], %h2;", "illegal type `.f16`"),
        (SM90, "atom.global.max.f32 %r1, [%rd1], %r2;", "illegal type `.f32`"),
        (
            SM90,
            "atom.shared.v2.f32.add {%r1, %r2}, [%rd1], {%r3, %r4};",
            "global (or generic) addresses only",
        ),
        (
            SM90,
            "atom.global.v8.f32.add {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [%rd1], {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8};",
            "vector atomics are",
        ),
        (
            SM90,
            "atom.global.v2.f32.min {%r1, %r2}, [%rd1], {%r3, %r4};",
            "illegal type",
        ),
        (
            SM90,
            "atom.global.v4.f32.add {%r1, %r2}, [%rd1], {%r3, %r4};",
            "needs a vector of 4 registers",
        ),
        (
            SM90,
            "atom.global.add.f32 {%r1, %r2}, [%rd1], {%r3, %r4};",
            "vector operand without",
        ),
        (
            sm80,
            "atom.global.v2.f32.add {%r1, %r2}, [%rd1], {%r3, %r4};",
            "sm_90",
        ),
        (sm80, "atom.global.add.noftz.bf16 %h1, [%rd1], %h2;", "sm_90"),
    ] {
        let e = one_line_error(hdr, line);
        assert!(e.contains(want), "{line}: {e}");
        assert!(e.contains("k.ptx:10:"), "{line}: not located: {e}");
    }
}
