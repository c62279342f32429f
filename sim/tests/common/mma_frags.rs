//! The PTX ISA's mma fragment formulas ("Matrix fragments for mma.mMnNkK": groupID,
//! threadID_in_group), transcribed independently of the simulator's layout tables,
//! and packing matrices into each lane's fragment registers and back.

#[derive(Clone, Copy, PartialEq)]
pub enum K {
    A,
    B,
    C,
}

/// (row, col) of element `i` of `lane` in the A (M x K), B (K x N) or C/D (M x N)
/// fragment, transcribed from the PTX ISA's formulas (independently of the simulator's
/// layout tables). `bits`: A/B element width (64 for .f64).
pub fn pos(shape: &str, bits: u32, k: K, lane: u32, i: u32) -> (u32, u32) {
    let (g, t) = (lane >> 2, lane % 4);
    let hi = |c: bool| if c { g } else { g + 8 };
    match k {
        K::C if shape.starts_with("m8n8") => (g, 2 * t + i),
        K::C => (hi(i < 2), 2 * t + (i & 1)),
        K::A => match (shape, bits) {
            ("m16n8k16", 16) => (
                hi(i < 2 || (4..6).contains(&i)),
                2 * t + (i & 1) + if i >= 4 { 8 } else { 0 },
            ),
            ("m16n8k8", 16) => (hi(i < 2), 2 * t + (i & 1)),
            ("m16n8k4", 32 | 64) => (hi(i == 0), t),
            ("m16n8k8", 32 | 64) => (hi(i.is_multiple_of(2)), if i < 2 { t } else { t + 4 }),
            ("m16n8k16", 64) => (hi(i.is_multiple_of(2)), t + 4 * (i / 2)),
            ("m8n8k4", 64) => (g, t),
            ("m8n8k16", 8) => (g, 4 * t + i),
            ("m16n8k16", 8) => (hi(i < 4), 4 * t + (i & 3)),
            ("m16n8k32", 8) => (
                hi(i < 4 || (8..12).contains(&i)),
                4 * t + (i & 3) + if i >= 8 { 16 } else { 0 },
            ),
            ("m8n8k32", 4) => (g, 8 * t + i),
            ("m16n8k32", 4) => (hi(i < 8), 8 * t + (i & 7)),
            ("m16n8k64", 4) => (
                hi(i < 8 || (16..24).contains(&i)),
                8 * t + (i & 7) + if i >= 16 { 32 } else { 0 },
            ),
            ("m8n8k128", 1) => (g, 32 * t + i),
            ("m16n8k128", 1) => (hi(i < 32), 32 * t + (i & 31)),
            ("m16n8k256", 1) => (
                hi(i < 32 || (64..96).contains(&i)),
                32 * t + (i & 31) + if i >= 64 { 128 } else { 0 },
            ),
            _ => panic!("no A layout for {shape} {bits}"),
        },
        K::B => match (shape, bits) {
            ("m16n8k16", 16) => (2 * t + (i & 1) + if i >= 2 { 8 } else { 0 }, g),
            ("m16n8k8", 16) => (2 * t + i, g),
            (_, 32 | 64) => (t + 4 * i, g),
            ("m8n8k16" | "m16n8k16", 8) => (4 * t + i, g),
            ("m16n8k32", 8) => (4 * t + (i & 3) + if i >= 4 { 16 } else { 0 }, g),
            ("m8n8k32" | "m16n8k32", 4) => (8 * t + i, g),
            ("m16n8k64", 4) => (8 * t + (i & 7) + if i >= 8 { 32 } else { 0 }, g),
            ("m8n8k128" | "m16n8k128", 1) => (32 * t + i, g),
            ("m16n8k256", 1) => (32 * t + (i & 31) + if i >= 32 { 128 } else { 0 }, g),
            _ => panic!("no B layout for {shape} {bits}"),
        },
    }
}

pub fn mnk(shape: &str) -> (u32, u32, u32) {
    let s = &shape[1..];
    let (m, rest) = s.split_once('n').unwrap();
    let (n, k) = rest.split_once('k').unwrap();
    (m.parse().unwrap(), n.parse().unwrap(), k.parse().unwrap())
}

/// A matrix of raw element bits, row-major.
pub struct Mat {
    pub rows: u32,
    pub cols: u32,
    pub v: Vec<u64>,
}

impl Mat {
    pub fn at(&self, r: u32, c: u32) -> u64 {
        self.v[(r * self.cols + c) as usize]
    }
}

/// Pack a matrix into each lane's fragment registers (32-bit words).
pub fn pack(shape: &str, abits: u32, k: K, m: &Mat, ebits: u32) -> Vec<Vec<u32>> {
    let elems = m.rows * m.cols / 32;
    let per = 32 / ebits;
    (0..32)
        .map(|lane| {
            let mut regs = vec![0u32; (elems / per) as usize];
            for i in 0..elems {
                let (r, c) = pos(shape, abits, k, lane, i);
                let v = m.at(r, c) as u32 & (((1u64 << ebits) - 1) as u32);
                regs[(i / per) as usize] |= v << ((i % per) * ebits);
            }
            regs
        })
        .collect()
}

pub fn unpack(shape: &str, abits: u32, m: u32, n: u32, lanes: &[Vec<u32>], ebits: u32) -> Mat {
    let per = 32 / ebits;
    let mut out = Mat {
        rows: m,
        cols: n,
        v: vec![0; (m * n) as usize],
    };
    let mut seen = vec![false; (m * n) as usize];
    for (lane, regs) in lanes.iter().enumerate() {
        for i in 0..m * n / 32 {
            let (r, c) = pos(shape, abits, K::C, lane as u32, i);
            let w = regs[(i / per) as usize];
            let mask = ((1u64 << ebits) - 1) as u32;
            out.v[(r * n + c) as usize] = ((w >> ((i % per) * ebits)) & mask) as u64;
            assert!(!seen[(r * n + c) as usize], "D element ({r},{c}) twice");
            seen[(r * n + c) as usize] = true;
        }
    }
    assert!(seen.iter().all(|&s| s), "D not covered");
    out
}

pub fn list(first: usize, n: usize, pfx: &str) -> String {
    (first..first + n)
        .map(|k| format!("%{pfx}{k}"))
        .collect::<Vec<_>>()
        .join(", ")
}
