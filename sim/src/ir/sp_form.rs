//! The `spdecompress` form (PTX ISA 9.4, sm_107a): element size, index size, the
//! S:T sparsity factor and the group count, with the rules that make a form legal
//! and the register counts of its operands. The PTX front end checks forms with
//! these when it reads them; the executor sizes the operand lists with the same
//! counts.

/// `spdecompress` form: element bits, index bits, S:T factor, group count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpForm {
    pub elem_bits: u8,
    pub idx_bits: u8,
    pub s: u8,
    pub t: u8,
    pub num: u8,
}

impl SpForm {
    /// (element bits E, index bits I, S, T, groups R) as numbers.
    pub fn dims(&self) -> (u32, u32, u32, u32, u32) {
        (
            self.elem_bits as u32,
            self.idx_bits as u32,
            self.s as u32,
            self.t as u32,
            self.num as u32,
        )
    }
}

/// Why a form is illegal (LLVM `VerifierNVVM.cpp` rules), or `None` if it is legal.
pub fn check_form(f: &SpForm) -> Option<String> {
    let (e, i, s, t, r) = f.dims();
    if e != 8 && e != 16 {
        return Some(format!("element size .b{e} is not .b8 or .b16"));
    }
    if i != 2 && i != 4 {
        return Some(format!("index size .b{i} is not .b2 or .b4"));
    }
    const FACTORS: [(u32, u32); 9] = [
        (1, 2),
        (1, 4),
        (1, 8),
        (1, 16),
        (2, 4),
        (2, 8),
        (2, 16),
        (4, 8),
        (4, 16),
    ];
    if !FACTORS.contains(&(s, t)) {
        return Some(format!(
            ".sp::{s}:{t} is not a legal sparsity factor (1:2, 1:4, 1:8, 1:16, 2:4, 2:8, 2:16, 4:8, 4:16)"
        ));
    }
    if !r.is_power_of_two() || r > 64 {
        return Some(format!(".x{r} is not one of .x1, .x2, .x4, ... .x64"));
    }
    if s * e > 32 {
        return Some(format!("S*elemsize = {s}*{e} = {} exceeds 32 bits", s * e));
    }
    if i == 2 && t > 4 {
        return Some(format!(
            "2-bit indices cannot address {t} target positions (.b2 needs T <= 4)"
        ));
    }
    let data_bits = t * e * r;
    if !(32..=4096).contains(&data_bits) {
        return Some(format!(
            "data size T*elemsize*num = {t}*{e}*{r} = {data_bits} bits is outside 32..4096"
        ));
    }
    let (m, c, d) = reg_counts(f);
    if m + c + d > 253 {
        return Some(format!("{m}+{c}+{d} registers exceed the limit of 253"));
    }
    None
}

/// Register counts (mdata, cdata, data) of a legal form.
pub fn reg_counts(f: &SpForm) -> (u32, u32, u32) {
    let (e, i, s, t, r) = f.dims();
    (
        (s * i * r).div_ceil(32),
        (s * e * r).div_ceil(32),
        t * e * r / 32,
    )
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A form from its five numbers.
    pub(crate) fn form(e: u8, i: u8, s: u8, t: u8, num: u8) -> SpForm {
        SpForm {
            elem_bits: e,
            idx_bits: i,
            s,
            t,
            num,
        }
    }

    #[test]
    fn register_counts_table() {
        assert_eq!(reg_counts(&form(8, 2, 2, 4, 32)), (4, 16, 32));
        assert_eq!(reg_counts(&form(8, 4, 2, 4, 2)), (1, 1, 2));
        assert_eq!(reg_counts(&form(16, 4, 2, 4, 1)), (1, 1, 2));
        assert_eq!(reg_counts(&form(8, 2, 1, 4, 4)), (1, 1, 4));
        assert_eq!(reg_counts(&form(8, 4, 1, 2, 2)), (1, 1, 1));
        assert_eq!(reg_counts(&form(16, 4, 2, 16, 16)), (4, 16, 128));
        for f in [
            form(8, 2, 2, 4, 32),
            form(8, 4, 2, 4, 2),
            form(16, 4, 2, 16, 16),
        ] {
            assert_eq!(check_form(&f), None);
        }
    }

    #[test]
    fn illegal_forms() {
        assert!(check_form(&form(8, 2, 2, 8, 4)).unwrap().contains("2-bit"));
        assert!(check_form(&form(16, 4, 4, 8, 1))
            .unwrap()
            .contains("exceeds 32"));
        assert!(check_form(&form(8, 4, 3, 4, 1))
            .unwrap()
            .contains("sparsity"));
        assert!(check_form(&form(8, 4, 1, 2, 1))
            .unwrap()
            .contains("outside 32..4096"));
        assert!(check_form(&form(8, 4, 2, 4, 3)).unwrap().contains(".x3"));
        assert!(check_form(&form(32, 4, 2, 4, 1))
            .unwrap()
            .contains("element size"));
    }
}
