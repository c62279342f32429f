//! Table of simple lane functions: pure functions of up to four 64-bit inputs (and the
//! lane number) that many ISA instructions reduce to, each described once with its
//! name and arity. Instructions reach them through `Op::LaneFn` with the row index in
//! `Sub::LaneFn`, so a new instruction of this kind is one row here and one table
//! entry in its front end.

/// A lane function: inputs `x[0..arity]`, the lane number, the result bits.
pub type LaneFnPtr = fn(&[u64; 4], u32) -> u64;

/// One row.
pub struct LaneFnDesc {
    pub name: &'static str,
    pub arity: u8,
    pub f: LaneFnPtr,
}

#[inline]
fn lo(x: u64) -> u32 {
    x as u32
}

/// 3-input logic operation: bit i of the result is `lut[(a_i << 2) | (b_i << 1) | c_i]`.
pub fn lop3(a: u32, b: u32, c: u32, lut: u8) -> u32 {
    let mut d = 0u32;
    for k in 0..8u32 {
        if (lut >> k) & 1 == 1 {
            let ma = if k & 4 != 0 { a } else { !a };
            let mb = if k & 2 != 0 { b } else { !b };
            let mc = if k & 1 != 0 { c } else { !c };
            d |= ma & mb & mc;
        }
    }
    d
}

macro_rules! lanefns {
    ($($name:literal, $arity:literal, |$x:ident, $lane:ident| $body:expr;)*) => {
        /// Every lane function, in table order.
        pub static LANE_FNS: &[LaneFnDesc] = &[
            $(LaneFnDesc { name: $name, arity: $arity, f: |$x: &[u64; 4], $lane: u32| { let _ = $lane; $body } },)*
        ];
    };
}

#[rustfmt::skip]
lanefns! {
    "lop3_b32",        4, |x, l| lop3(lo(x[0]), lo(x[1]), lo(x[2]), x[3] as u8) as u64;
}

/// Index of a lane function by name.
pub fn lookup(name: &str) -> Option<u16> {
    LANE_FNS
        .iter()
        .position(|d| d.name == name)
        .map(|i| i as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lop3_truth_tables() {
        // 0xF0 = a, 0xCC = b, 0xAA = c, 0x96 = a^b^c, 0xE8 = majority.
        let (a, b, c) = (0x1234_5678, 0x0F0F_F0F0, 0xDEAD_BEEF);
        assert_eq!(lop3(a, b, c, 0xF0), a);
        assert_eq!(lop3(a, b, c, 0xCC), b);
        assert_eq!(lop3(a, b, c, 0xAA), c);
        assert_eq!(lop3(a, b, c, 0x96), a ^ b ^ c);
        assert_eq!(lop3(a, b, c, 0xE8), (a & b) | (a & c) | (b & c));
        assert_eq!(lop3(a, b, c, 0x00), 0);
        assert_eq!(lop3(a, b, c, 0xFF), u32::MAX);
        let names: std::collections::HashSet<_> = LANE_FNS.iter().map(|d| d.name).collect();
        assert_eq!(names.len(), LANE_FNS.len());
    }
}
