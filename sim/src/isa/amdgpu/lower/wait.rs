//! Wait-counter operands: `s_waitcnt vmcnt(1) lgkmcnt(0)` (symbolic, or the raw
//! 16-bit encoding of each generation), the GFX10/11 `s_waitcnt_*cnt null, N` forms
//! and GFX12's `s_wait_*cnt N`, turned into the limits of outstanding events.

use super::super::syntax::Text;
use super::super::table::WaitK;
use super::super::target::{Gen, Gfx};
use super::Err;
use crate::error::Pos;
use crate::ir::WaitLimits;

/// A counter value: the field's maximum means "not waited on".
fn lim(v: u32, max: u32) -> u8 {
    if v >= max {
        255
    } else {
        v as u8
    }
}

fn num(s: &str) -> Option<u32> {
    let s = s.trim();
    if let Some(h) = s.strip_prefix("0x") {
        u32::from_str_radix(h, 16).ok()
    } else {
        s.parse().ok()
    }
}

/// Field widths per generation: (vmcnt max, lgkmcnt max).
fn maxes(g: Gen) -> (u32, u32) {
    match g {
        Gen::Gfx6 | Gen::Gfx8 => (15, 15),
        Gen::Gfx9 => (63, 15),
        _ => (63, 63),
    }
}

/// Decode the raw `s_waitcnt` immediate (vmcnt, lgkmcnt).
fn decode_raw(v: u32, g: Gen) -> (u32, u32) {
    match g {
        Gen::Gfx11 => ((v >> 10) & 0x3F, (v >> 4) & 0x3F),
        Gen::Gfx10 => ((v & 0xF) | ((v >> 14) & 3) << 4, (v >> 8) & 0x3F),
        Gen::Gfx9 => ((v & 0xF) | ((v >> 14) & 3) << 4, (v >> 8) & 0xF),
        _ => (v & 0xF, (v >> 8) & 0xF),
    }
}

/// Limits of a wait instruction of kind `k` with operand texts `ops`.
pub fn limits(k: WaitK, ops: &[Text], gfx: &Gfx, at: &Text) -> Result<WaitLimits, Err> {
    let mut l = WaitLimits::NONE;
    l.vm_has_stores = gfx.stores_in_vmcnt();
    let (vmax, lmax) = maxes(gfx.gen);
    // The count: the last operand (`s_waitcnt_vscnt null, 0x0`, `s_wait_loadcnt 0x1`),
    // at most `max`.
    let count_max = |max: u32| -> Result<u32, Err> {
        let t = ops
            .last()
            .ok_or_else(|| (at.pos, format!("`{}` needs a count", at.text)))?;
        let v = num(&t.text).ok_or_else(|| (t.pos, format!("malformed count `{}`", t.text)))?;
        if v > max {
            return Err((
                t.pos,
                format!(
                    "count `{}` of `{}` is out of range 0..{max}",
                    t.text, at.text
                ),
            ));
        }
        Ok(v)
    };
    let count = || count_max(0xFFFF);
    match k {
        WaitK::Waitcnt => {
            let t = ops
                .first()
                .ok_or_else(|| (at.pos, "`s_waitcnt` needs counters".to_string()))?;
            if let Some(v) = num(&t.text) {
                let (vm, lgkm) = decode_raw(v, gfx.gen);
                l.vm = lim(vm, vmax);
                l.lgkm = lim(lgkm, lmax);
                return Ok(l);
            }
            let mut off = 0;
            for part in t
                .text
                .split(|c: char| c.is_whitespace() || c == '&' || c == ',')
            {
                let at_part = Pos {
                    line: t.pos.line,
                    col: t.pos.col + t.text[..off].chars().count() as u32,
                };
                off += part.len() + 1;
                if part.is_empty() {
                    continue;
                }
                let bad = || {
                    (at_part, format!("malformed wait counter `{part}` (expected vmcnt(N), expcnt(N) or lgkmcnt(N))"))
                };
                let (name, rest) = part.split_once('(').ok_or_else(bad)?;
                let v = rest.strip_suffix(')').and_then(num).ok_or_else(bad)?;
                // `_sat` forms clamp to the field; plain ones must fit it.
                let max = match name.trim_end_matches("_sat") {
                    "vmcnt" => vmax,
                    "lgkmcnt" => lmax,
                    "expcnt" => 7,
                    _ => return Err(bad()),
                };
                if v > max && !name.ends_with("_sat") {
                    return Err((
                        at_part,
                        format!("`{part}` is out of range: {} counts 0..{max}", gfx.name),
                    ));
                }
                match name.trim_end_matches("_sat") {
                    "vmcnt" => l.vm = lim(v, vmax),
                    "lgkmcnt" => l.lgkm = lim(v, lmax),
                    _ => {}
                }
            }
        }
        WaitK::Load => l.vm = lim(count_max(63)?, 63),
        WaitK::Store => l.store = lim(count_max(63)?, 63),
        WaitK::Km if gfx.shared_lgkm() => l.lgkm = lim(count_max(lmax)?, lmax),
        WaitK::Km => l.km = lim(count_max(31)?, 31),
        WaitK::Ds => l.ds = lim(count_max(63)?, 63),
        // Combined GFX12 forms: the first counter in [13:8], dscnt in [5:0].
        WaitK::LoadDs => {
            let v = count()?;
            l.vm = lim((v >> 8) & 0x3F, 63);
            l.ds = lim(v & 0x3F, 63);
        }
        WaitK::StoreDs => {
            let v = count()?;
            l.store = lim((v >> 8) & 0x3F, 63);
            l.ds = lim(v & 0x3F, 63);
        }
        WaitK::Other => {
            count()?;
        }
    }
    Ok(l)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Text {
        Text {
            text: s.to_string(),
            pos: Pos { line: 1, col: 1 },
        }
    }

    #[test]
    fn waitcnt_fields() {
        let g11 = Gfx::parse("gfx1100").unwrap();
        let g9 = Gfx::parse("gfx942").unwrap();
        let l = limits(
            WaitK::Waitcnt,
            &[t("vmcnt(1) lgkmcnt(0)")],
            &g11,
            &t("s_waitcnt"),
        )
        .unwrap();
        assert_eq!((l.vm, l.lgkm, l.store), (1, 0, 255));
        let l = limits(
            WaitK::Waitcnt,
            &[t("vmcnt(0) expcnt(0) lgkmcnt(0)")],
            &g9,
            &t("s_waitcnt"),
        )
        .unwrap();
        assert!(l.vm_has_stores && l.vm == 0 && l.lgkm == 0);
        // Raw GFX11 encoding: vmcnt [15:10] = 2, lgkmcnt [9:4] = 63 (no wait).
        let l = limits(WaitK::Waitcnt, &[t("0x0bf7")], &g11, &t("s_waitcnt")).unwrap();
        assert_eq!((l.vm, l.lgkm), (2, 255));
        // Raw GFX9: vmcnt 0 (bits 3:0 and 15:14), lgkmcnt 15 = no wait.
        let l = limits(WaitK::Waitcnt, &[t("0x0f70")], &g9, &t("s_waitcnt")).unwrap();
        assert_eq!((l.vm, l.lgkm), (0, 255));
        let g12 = Gfx::parse("gfx1200").unwrap();
        let l = limits(
            WaitK::LoadDs,
            &[t("0x102")],
            &g12,
            &t("s_wait_loadcnt_dscnt"),
        )
        .unwrap();
        assert_eq!((l.vm, l.ds), (1, 2));
        assert!(limits(WaitK::Waitcnt, &[t("vmcnt(x)")], &g11, &t("s_waitcnt")).is_err());
        assert!(limits(WaitK::Waitcnt, &[t("fooc(1)")], &g11, &t("s_waitcnt")).is_err());
    }
}
