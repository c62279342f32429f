//! The third dword of GFX11+ VOP3-DPP (`_e64_dpp`) instructions: the DPP16 controls
//! (`quad_perm`, `row_*`, `row_mask`, `bank_mask`, `bound_ctrl`, `fi`) and the DPP8
//! lane selects, parsed from modifiers, packed into the word and printed back in
//! llvm-mc's canonical order.

use super::codes::{DPP16, DPP8, DPP8_FI};

/// A DPP control as encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Dpp {
    Dpp16 {
        ctrl: u16,
        row_mask: u8,
        bank_mask: u8,
        bound_ctrl: bool,
        fi: bool,
    },
    Dpp8 {
        sel: [u8; 8],
        fi: bool,
    },
}

// DPP_CTRL values (GFX10+ set; the GFX8/9 wave shifts and row broadcasts are gone).
const QUAD_PERM_MAX: u16 = 0x0ff;
const ROW_SHL: u16 = 0x100;
const ROW_SHR: u16 = 0x110;
const ROW_ROR: u16 = 0x120;
const ROW_MIRROR: u16 = 0x140;
const ROW_HALF_MIRROR: u16 = 0x141;
const ROW_SHARE: u16 = 0x150;
const ROW_XMASK: u16 = 0x160;

// Word 2 layout.
const CTRL_SHIFT: u32 = 8;
const FI_BIT: u32 = 18;
const BOUND_CTRL_BIT: u32 = 19;
const BANK_MASK_SHIFT: u32 = 24;
const ROW_MASK_SHIFT: u32 = 28;
const DPP8_SHIFT: u32 = 8;

/// Row controls taking a count: (name, base, smallest count). Shifts start at 1 because
/// a zero shift would be a different control (0x100 is not a valid DPP_CTRL).
const ROW_OPS: [(&str, u16, u16); 5] = [
    ("row_shl", ROW_SHL, 1),
    ("row_shr", ROW_SHR, 1),
    ("row_ror", ROW_ROR, 1),
    ("row_share", ROW_SHARE, 0),
    ("row_xmask", ROW_XMASK, 0),
];

/// An unsigned number as modifiers write it (decimal or 0x hex).
pub(super) fn parse_num(s: &str) -> Option<u32> {
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

/// `[a,b,...]` with each entry below `limit`.
pub(super) fn parse_list(s: &str, len: usize, limit: u32, what: &str) -> Result<Vec<u32>, String> {
    let bad = || {
        format!(
            "`{what}` expects [{}] with entries 0..{}",
            vec!["n"; len].join(","),
            limit - 1
        )
    };
    let inner = s
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .ok_or_else(bad)?;
    let v: Vec<u32> = inner
        .split(',')
        .map(|x| parse_num(x.trim()).filter(|&n| n < limit))
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    if v.len() != len {
        return Err(bad());
    }
    Ok(v)
}

/// DPP modifiers collected from an instruction.
#[derive(Debug, Default)]
pub(super) struct DppBuilder {
    ctrl: Option<u16>,
    sel: Option<[u8; 8]>,
    row_mask: Option<u8>,
    bank_mask: Option<u8>,
    bound_ctrl: Option<bool>,
    fi: Option<bool>,
}

impl DppBuilder {
    /// Take one modifier (`key` before the colon, `val` after it). Ok(false): not a DPP
    /// modifier.
    pub fn accept(&mut self, key: &str, val: Option<&str>) -> Result<bool, String> {
        let twice = |k: &str| format!("`{k}` given twice");
        let ctrl = match (key, val) {
            ("quad_perm", Some(v)) => {
                let p = parse_list(v, 4, 4, "quad_perm")?;
                Some(
                    p.iter()
                        .enumerate()
                        .map(|(i, &x)| (x << (2 * i)) as u16)
                        .sum(),
                )
            }
            ("row_mirror", None) => Some(ROW_MIRROR),
            ("row_half_mirror", None) => Some(ROW_HALF_MIRROR),
            ("wave_shl" | "wave_shr" | "wave_rol" | "wave_ror" | "row_bcast", _) => {
                return Err(format!(
                    "`{key}` is a GFX8/9 DPP control; VOP3-DPP (GFX11+) does not have it"
                ))
            }
            _ => match ROW_OPS.iter().find(|(n, _, _)| *n == key) {
                Some(&(n, base, lo)) => {
                    let k = val
                        .and_then(parse_num)
                        .filter(|k| (u32::from(lo)..=15).contains(k));
                    let k = k.ok_or_else(|| format!("`{n}` expects a count {lo}..15"))?;
                    Some(base + k as u16)
                }
                None => None,
            },
        };
        if let Some(c) = ctrl {
            if self.ctrl.is_some() || self.sel.is_some() {
                return Err(format!("more than one DPP control (`{key}`)"));
            }
            self.ctrl = Some(c);
            return Ok(true);
        }
        let nibble = |v: Option<&str>| v.and_then(parse_num).filter(|&n| n <= 0xf).map(|n| n as u8);
        let flag = |v: Option<&str>| v.and_then(parse_num).filter(|&n| n <= 1).map(|n| n == 1);
        match key {
            "dpp8" => {
                let v = parse_list(val.unwrap_or(""), 8, 8, "dpp8")?;
                if self.ctrl.is_some() || self.sel.is_some() {
                    return Err("more than one DPP control (`dpp8`)".into());
                }
                let mut sel = [0u8; 8];
                for (s, x) in sel.iter_mut().zip(v) {
                    *s = x as u8;
                }
                self.sel = Some(sel);
            }
            "row_mask" | "bank_mask" => {
                let n = nibble(val).ok_or_else(|| format!("`{key}` expects a value 0..0xf"))?;
                let slot = if key == "row_mask" {
                    &mut self.row_mask
                } else {
                    &mut self.bank_mask
                };
                if slot.replace(n).is_some() {
                    return Err(twice(key));
                }
            }
            "bound_ctrl" | "fi" => {
                let b = flag(val).ok_or_else(|| format!("`{key}` expects 0 or 1"))?;
                let slot = if key == "fi" {
                    &mut self.fi
                } else {
                    &mut self.bound_ctrl
                };
                if slot.replace(b).is_some() {
                    return Err(twice(key));
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The control these modifiers describe.
    pub fn finish(self) -> Result<Dpp, String> {
        let fi = self.fi.unwrap_or(false);
        match (self.ctrl, self.sel) {
            (Some(ctrl), None) => Ok(Dpp::Dpp16 {
                ctrl,
                // Masks default to all rows/banks enabled, as in llvm-mc.
                row_mask: self.row_mask.unwrap_or(0xf),
                bank_mask: self.bank_mask.unwrap_or(0xf),
                bound_ctrl: self.bound_ctrl.unwrap_or(false),
                fi,
            }),
            (None, Some(sel)) => {
                if self.row_mask.is_some() || self.bank_mask.is_some() || self.bound_ctrl.is_some() {
                    return Err("`row_mask`, `bank_mask` and `bound_ctrl` belong to DPP16, not `dpp8`".into());
                }
                Ok(Dpp::Dpp8 { sel, fi })
            }
            _ => Err("the `_e64_dpp` form needs a DPP control (`quad_perm:[...]`, `row_*`, or `dpp8:[...]`)".into()),
        }
    }
}

impl Dpp {
    /// The SRC0 marker code.
    pub fn marker(&self) -> u16 {
        match self {
            Dpp::Dpp16 { .. } => DPP16,
            Dpp::Dpp8 { fi: false, .. } => DPP8,
            Dpp::Dpp8 { fi: true, .. } => DPP8_FI,
        }
    }

    /// Word 2, with `src0` the VGPR number DPP reads.
    pub fn word(&self, src0: u8) -> u32 {
        match *self {
            Dpp::Dpp16 {
                ctrl,
                row_mask,
                bank_mask,
                bound_ctrl,
                fi,
            } => {
                u32::from(src0)
                    | u32::from(ctrl) << CTRL_SHIFT
                    | u32::from(fi) << FI_BIT
                    | u32::from(bound_ctrl) << BOUND_CTRL_BIT
                    | u32::from(bank_mask) << BANK_MASK_SHIFT
                    | u32::from(row_mask) << ROW_MASK_SHIFT
            }
            Dpp::Dpp8 { sel, .. } => sel.iter().enumerate().fold(u32::from(src0), |w, (i, &s)| {
                w | u32::from(s) << (DPP8_SHIFT + 3 * i as u32)
            }),
        }
    }

    /// Decode word 2 given the SRC0 marker: the control and the src0 VGPR number.
    pub fn decode(marker: u16, w: u32) -> Result<(Dpp, u8), String> {
        let src0 = (w & 0xff) as u8;
        let dpp = match marker {
            DPP8 | DPP8_FI => {
                let sel = std::array::from_fn(|i| ((w >> (DPP8_SHIFT + 3 * i as u32)) & 7) as u8);
                Dpp::Dpp8 {
                    sel,
                    fi: marker == DPP8_FI,
                }
            }
            _ => {
                let ctrl = ((w >> CTRL_SHIFT) & 0x1ff) as u16;
                if ctrl_name(ctrl).is_none() {
                    return Err(format!("invalid DPP control {ctrl:#x}"));
                }
                Dpp::Dpp16 {
                    ctrl,
                    row_mask: (w >> ROW_MASK_SHIFT) as u8,
                    bank_mask: ((w >> BANK_MASK_SHIFT) & 0xf) as u8,
                    bound_ctrl: (w >> BOUND_CTRL_BIT) & 1 != 0,
                    fi: (w >> FI_BIT) & 1 != 0,
                }
            }
        };
        // Bits 17 and 20..23 of a DPP16 word are reserved.
        if dpp.word(src0) != w {
            return Err(format!("reserved bits set in the DPP word {w:#010x}"));
        }
        Ok((dpp, src0))
    }

    /// The canonical modifier text (without a leading space).
    pub fn text(&self) -> String {
        match *self {
            Dpp::Dpp16 {
                ctrl,
                row_mask,
                bank_mask,
                bound_ctrl,
                fi,
            } => {
                let mut s = format!(
                    "{} row_mask:{row_mask:#x} bank_mask:{bank_mask:#x}",
                    ctrl_name(ctrl).unwrap_or_default()
                );
                if bound_ctrl {
                    s.push_str(" bound_ctrl:1");
                }
                if fi {
                    s.push_str(" fi:1");
                }
                s
            }
            Dpp::Dpp8 { sel, fi } => {
                let v: Vec<String> = sel.iter().map(u8::to_string).collect();
                format!("dpp8:[{}]{}", v.join(","), if fi { " fi:1" } else { "" })
            }
        }
    }
}

/// The text of a DPP16 control, or None for a value with no meaning on GFX10+.
fn ctrl_name(c: u16) -> Option<String> {
    if c <= QUAD_PERM_MAX {
        let q: Vec<String> = (0..4).map(|i| ((c >> (2 * i)) & 3).to_string()).collect();
        return Some(format!("quad_perm:[{}]", q.join(",")));
    }
    match c {
        ROW_MIRROR => return Some("row_mirror".into()),
        ROW_HALF_MIRROR => return Some("row_half_mirror".into()),
        _ => {}
    }
    ROW_OPS
        .iter()
        .find(|(_, base, lo)| (base + lo..=base + 15).contains(&c))
        .map(|(n, base, _)| format!("{n}:{}", c - base))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_from_the_fixtures() {
        let mut b = DppBuilder::default();
        for (k, v) in [
            ("quad_perm", Some("[3,2,1,0]")),
            ("row_mask", Some("0xf")),
            ("bank_mask", Some("0xf")),
        ] {
            assert_eq!(b.accept(k, v), Ok(true));
        }
        let d = b.finish().unwrap();
        assert_eq!(d.word(1).to_le_bytes(), [0x01, 0x1b, 0x00, 0xff]);
        assert_eq!(d.text(), "quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf");
        let d = Dpp::Dpp16 {
            ctrl: ROW_SHL + 1,
            row_mask: 0xa,
            bank_mask: 5,
            bound_ctrl: true,
            fi: true,
        };
        assert_eq!(d.word(1).to_le_bytes(), [0x01, 0x01, 0x0d, 0xa5]);
        assert_eq!(Dpp::decode(DPP16, d.word(1)), Ok((d, 1)));
        let d = Dpp::Dpp8 {
            sel: [7, 6, 5, 4, 3, 2, 1, 0],
            fi: false,
        };
        assert_eq!(d.word(1).to_le_bytes(), [0x01, 0x77, 0x39, 0x05]);
        assert!(Dpp::decode(DPP16, 0x0002_0001).is_err());
        assert!(
            Dpp::decode(DPP16, 0xff01_0001).is_err(),
            "row_shl:0 is not a control"
        );
    }
}
