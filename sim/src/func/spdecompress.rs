//! `spdecompress.elemsize.idxsize.sp::S:T.xR data, mdata, cdata` (PTX ISA 9.4, sm_107a),
//! as `shared/docs/isa-semantics.md` §4.3 specifies: all operands are little-endian bit
//! streams over their register lists; every data position not written is zero; a
//! duplicate index inside a group lets the later source win (undefined by the spec,
//! TVM's choice); an index >= T is undefined and reported as an error.

use crate::ir::SpForm;

#[inline]
fn get_bits(words: &[u32], start: u32, len: u32) -> u32 {
    let mut v = 0u64;
    let w = (start / 32) as usize;
    let sh = start % 32;
    v |= words.get(w).copied().unwrap_or(0) as u64;
    v |= (words.get(w + 1).copied().unwrap_or(0) as u64) << 32;
    ((v >> sh) & ((1u64 << len) - 1)) as u32
}

#[inline]
fn set_bits(words: &mut [u32], start: u32, len: u32, val: u32) {
    for k in 0..len {
        let bit = start + k;
        let (w, b) = ((bit / 32) as usize, bit % 32);
        words[w] = (words[w] & !(1 << b)) | (((val >> k) & 1) << b);
    }
}

/// Decompress one lane. `data` must hold exactly the form's data register count.
///
/// # Errors
/// The (group, source) position whose metadata index is >= T.
pub fn spdecompress(
    f: &SpForm,
    mdata: &[u32],
    cdata: &[u32],
    data: &mut [u32],
) -> Result<(), String> {
    let (e, i, s, t, r) = f.dims();
    data.iter_mut().for_each(|d| *d = 0);
    for g in 0..r {
        for src in 0..s {
            let k = g * s + src;
            let idx = get_bits(mdata, k * i, i);
            if idx >= t {
                return Err(format!(
                    "spdecompress metadata index {idx} (group {g}, element {src}) is outside 0..{t}"
                ));
            }
            let val = get_bits(cdata, k * e, e);
            set_bits(data, (g * t + idx) * e, e, val);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sp_form::tests::form;

    #[test]
    fn worked_examples() {
        // PTX ISA 9.4 Figure 44
        let mut d = [0u32; 2];
        spdecompress(&form(8, 4, 2, 4, 2), &[0x3121], &[0x060503F9], &mut d).unwrap();
        assert_eq!(d, [0x0003F900, 0x06000500]);
        let mut d = [0u32; 4];
        spdecompress(&form(8, 2, 1, 4, 4), &[0x63], &[0x44332211], &mut d).unwrap();
        assert_eq!(d, [0x11000000, 0x00000022, 0x00330000, 0x00004400]);
        let mut d = [0xFFFF_FFFFu32; 2];
        spdecompress(&form(8, 2, 2, 4, 2), &[0xDD], &[0x03040304], &mut d).unwrap();
        assert_eq!(d, [0x03000400, 0x03000400]);
    }

    #[test]
    fn index_out_of_range_is_an_error() {
        // 1:2 with 4-bit index 3 >= T=2
        let mut d = [0u32; 1];
        let e = spdecompress(&form(8, 4, 1, 2, 4), &[0x3], &[0x11], &mut d).unwrap_err();
        assert!(e.contains("outside 0..2"));
    }

    #[test]
    fn duplicate_index_later_wins() {
        // 2:4 b8 b2: both sources index 1 -> position 1 holds the second value.
        let mut d = [0u32; 1];
        spdecompress(&form(8, 2, 2, 4, 1), &[0b0101], &[0xBBAA], &mut d).unwrap();
        assert_eq!(d, [0x0000BB00]);
    }
}
