//! Instruction modifiers: the space-separated words after the operands (`offset:16`,
//! `glc`, `clamp`, `op_sel:[0,1]`, `neg_lo:[0,1]`, DPP controls,
//! `offset:swizzle(...)`). Each is parsed once into [`IMods`]; the lowering of each
//! instruction kind then rejects the ones it does not take, by name.

use super::super::syntax::Text;
use super::Err;

/// DPP controls of a `_dpp` instruction.
#[derive(Debug, Clone, Copy, Default)]
pub struct DppMods {
    /// LLVM DPP_CTRL encoding (quad_perm 0x000-0x0FF, row_shl 0x101-, row_shr
    /// 0x111-, row_ror 0x121-, wave_shl 0x130, wave_rol 0x134, wave_shr 0x138,
    /// wave_ror 0x13C, row_mirror 0x140, row_half_mirror 0x141, row_bcast:15 0x142,
    /// row_bcast:31 0x143, row_share 0x150-, row_xmask 0x160-).
    pub ctrl: Option<u16>,
    pub row_mask: u8,
    pub bank_mask: u8,
    pub bound_ctrl: bool,
    pub fi: bool,
}

/// Parsed modifiers, with the text of each for messages.
#[derive(Debug, Clone, Default)]
pub struct IMods {
    pub clamp: Option<Text>,
    pub omod: Option<Text>,
    pub op_sel: Option<(u8, Text)>,
    pub op_sel_hi: Option<(u8, Text)>,
    /// VOP3P `neg_lo:[...]` / `neg_hi:[...]` (bit k = source k).
    pub neg_lo: Option<(u8, Text)>,
    pub neg_hi: Option<(u8, Text)>,
    pub offset: Option<(i64, Text)>,
    pub offset0: Option<(u32, Text)>,
    pub offset1: Option<(u32, Text)>,
    /// `offset:swizzle(...)` of `ds_swizzle_b32` (the text inside).
    pub swizzle: Option<Text>,
    /// Cache-policy modifiers (glc, slc, dlc, nt, sc0, sc1, nv, th:..., scope:...):
    /// no functional effect; kept to reject them where they make no sense.
    pub cache: Vec<Text>,
    pub gds: Option<Text>,
    /// MUBUF address forms `offen` / `idxen`, and the MUBUF modifiers warpsim does
    /// not model (`lds`, `tfe`, `addr64`).
    pub offen: Option<Text>,
    pub idxen: Option<Text>,
    pub buf_unmodelled: Option<Text>,
    pub dpp: Option<DppMods>,
    pub dpp_text: Option<Text>,
    /// `bitop3:N` of gfx950 `v_bitop3_b32`: the 8-bit truth table.
    pub bitop3: Option<(u8, Text)>,
    /// MFMA `cbsz:N`, `abid:N`, `blgp:N` and (CDNA3+ f64) `neg:[a,b,c]`.
    pub cbsz: Option<(u8, Text)>,
    pub abid: Option<(u8, Text)>,
    pub blgp: Option<(u8, Text)>,
    pub neg: Option<(u8, Text)>,
    /// RDNA4 `v_swmmac_*` `index_key:N`: the index set of the index VGPR.
    pub index_key: Option<(u8, Text)>,
}

fn num(s: &str) -> Option<i64> {
    let (neg, b) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let v = if let Some(h) = b.strip_prefix("0x") {
        i64::from_str_radix(h, 16).ok()?
    } else {
        b.parse::<i64>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// `[a,b,...]` of small integers.
fn list(s: &str) -> Option<Vec<i64>> {
    let inner = s.strip_prefix('[')?.strip_suffix(']')?;
    inner.split(',').map(|x| num(x.trim())).collect()
}

/// Bits of an `op_sel:[...]` list (element k = bit k).
fn bits(s: &str) -> Option<u8> {
    let l = list(s)?;
    if l.len() > 4 || l.iter().any(|&b| !(0..=1).contains(&b)) {
        return None;
    }
    Some(
        l.iter()
            .enumerate()
            .fold(0u8, |a, (k, &b)| a | ((b as u8) << k)),
    )
}

/// Parse the modifier words of one instruction.
pub fn parse(mods: &[Text]) -> Result<IMods, Err> {
    let mut m = IMods::default();
    let bad = |t: &Text| (t.pos, format!("malformed modifier `{}`", t.text));
    for t in mods {
        let (key, val) = match t.text.split_once(':') {
            Some((k, v)) => (k, Some(v)),
            None => (t.text.as_str(), None),
        };
        let dpp = m.dpp.get_or_insert(DppMods::default());
        let mut is_dpp = true;
        match (key, val) {
            ("quad_perm", Some(v)) => {
                let l = list(v).filter(|l| l.len() == 4 && l.iter().all(|&x| (0..4).contains(&x)));
                let l = l.ok_or_else(|| bad(t))?;
                dpp.ctrl = Some(
                    l.iter()
                        .enumerate()
                        .fold(0u16, |a, (k, &x)| a | ((x as u16) << (2 * k))),
                );
            }
            ("row_shl" | "row_shr" | "row_ror" | "row_share" | "row_xmask", Some(v)) => {
                let n = num(v)
                    .filter(|n| (0..16).contains(n))
                    .ok_or_else(|| bad(t))? as u16;
                let (base, min) = match key {
                    "row_shl" => (0x100, 1),
                    "row_shr" => (0x110, 1),
                    "row_ror" => (0x120, 1),
                    "row_share" => (0x150, 0),
                    _ => (0x160, 0),
                };
                if n < min {
                    return Err(bad(t));
                }
                dpp.ctrl = Some(base + n);
            }
            ("wave_shl" | "wave_rol" | "wave_shr" | "wave_ror", Some("1")) => {
                dpp.ctrl = Some(match key {
                    "wave_shl" => 0x130,
                    "wave_rol" => 0x134,
                    "wave_shr" => 0x138,
                    _ => 0x13C,
                });
            }
            ("row_mirror", None) => dpp.ctrl = Some(0x140),
            ("row_half_mirror", None) => dpp.ctrl = Some(0x141),
            ("row_bcast", Some("15")) => dpp.ctrl = Some(0x142),
            ("row_bcast", Some("31")) => dpp.ctrl = Some(0x143),
            ("row_mask", Some(v)) => {
                dpp.row_mask = num(v)
                    .filter(|n| (0..16).contains(n))
                    .ok_or_else(|| bad(t))? as u8
            }
            ("bank_mask", Some(v)) => {
                dpp.bank_mask = num(v)
                    .filter(|n| (0..16).contains(n))
                    .ok_or_else(|| bad(t))? as u8
            }
            // LLVM spells the "invalid lanes read 0" bit both ways.
            ("bound_ctrl", Some("0" | "1")) => dpp.bound_ctrl = true,
            ("fi", Some(v)) => dpp.fi = num(v).ok_or_else(|| bad(t))? != 0,
            _ => is_dpp = false,
        }
        if is_dpp {
            m.dpp_text.get_or_insert_with(|| t.clone());
            continue;
        }
        match (key, val) {
            ("clamp", None) => m.clamp = Some(t.clone()),
            ("mul" | "div", Some(_)) => m.omod = Some(t.clone()),
            ("op_sel", Some(v)) => m.op_sel = Some((bits(v).ok_or_else(|| bad(t))?, t.clone())),
            ("op_sel_hi", Some(v)) => {
                m.op_sel_hi = Some((bits(v).ok_or_else(|| bad(t))?, t.clone()))
            }
            ("neg_lo", Some(v)) => m.neg_lo = Some((bits(v).ok_or_else(|| bad(t))?, t.clone())),
            ("neg_hi", Some(v)) => m.neg_hi = Some((bits(v).ok_or_else(|| bad(t))?, t.clone())),
            ("offset", Some(v)) if v.starts_with("swizzle(") => {
                m.swizzle = Some(Text {
                    text: v.to_string(),
                    pos: t.pos,
                })
            }
            ("offset", Some(v)) => m.offset = Some((num(v).ok_or_else(|| bad(t))?, t.clone())),
            ("offset0", Some(v)) => {
                let n = num(v)
                    .filter(|n| (0..256).contains(n))
                    .ok_or_else(|| bad(t))?;
                m.offset0 = Some((n as u32, t.clone()));
            }
            ("offset1", Some(v)) => {
                let n = num(v)
                    .filter(|n| (0..256).contains(n))
                    .ok_or_else(|| bad(t))?;
                m.offset1 = Some((n as u32, t.clone()));
            }
            ("glc" | "slc" | "dlc" | "nt" | "sc0" | "sc1" | "nv", None)
            | ("th" | "scope", Some(_)) => m.cache.push(t.clone()),
            ("gds", None) => m.gds = Some(t.clone()),
            ("offen", None) => m.offen = Some(t.clone()),
            ("idxen", None) => m.idxen = Some(t.clone()),
            ("lds" | "tfe" | "addr64", None) => m.buf_unmodelled = Some(t.clone()),
            ("bitop3", Some(v)) => {
                let n = num(v)
                    .filter(|n| (0..256).contains(n))
                    .ok_or_else(|| bad(t))?;
                m.bitop3 = Some((n as u8, t.clone()));
            }
            ("cbsz" | "abid" | "blgp", Some(v)) => {
                let max = if key == "abid" { 16 } else { 8 };
                let n = num(v)
                    .filter(|n| (0..max).contains(n))
                    .ok_or_else(|| bad(t))? as u8;
                let slot = match key {
                    "cbsz" => &mut m.cbsz,
                    "abid" => &mut m.abid,
                    _ => &mut m.blgp,
                };
                *slot = Some((n, t.clone()));
            }
            ("index_key", Some(v)) => {
                let n = num(v)
                    .filter(|n| (0..4).contains(n))
                    .ok_or_else(|| bad(t))? as u8;
                m.index_key = Some((n, t.clone()));
            }
            ("neg", Some(v)) => {
                let b = list(v)
                    .filter(|l| l.len() == 3)
                    .and_then(|_| bits(v))
                    .ok_or_else(|| bad(t))?;
                m.neg = Some((b, t.clone()));
            }
            _ => return Err((t.pos, format!("unknown modifier `{}`", t.text))),
        }
    }
    if m.dpp_text.is_none() {
        m.dpp = None;
    } else if let Some(d) = &mut m.dpp {
        // Masks default to all rows/banks enabled.
        if !mods.iter().any(|t| t.text.starts_with("row_mask:")) {
            d.row_mask = 0xF;
        }
        if !mods.iter().any(|t| t.text.starts_with("bank_mask:")) {
            d.bank_mask = 0xF;
        }
    }
    Ok(m)
}

impl IMods {
    /// Reject every modifier not in `allowed` (names: clamp, omod, op_sel (with
    /// op_sel_hi), neg (neg_lo, neg_hi), offset, offset01, swizzle, cache, gds, dpp,
    /// bitop3, buf: offen/idxen and the unmodelled MUBUF modifiers, mfma: cbsz, abid,
    /// blgp and neg, index_key).
    pub fn only(&self, allowed: &[&str], what: &str) -> Result<(), Err> {
        let mfma = [&self.cbsz, &self.abid, &self.blgp, &self.neg]
            .into_iter()
            .find_map(|x| x.as_ref().map(|x| &x.1));
        let present: [(&str, Option<&Text>); 14] = [
            ("mfma", mfma),
            ("index_key", self.index_key.as_ref().map(|x| &x.1)),
            (
                "buf",
                self.offen
                    .as_ref()
                    .or(self.idxen.as_ref())
                    .or(self.buf_unmodelled.as_ref()),
            ),
            ("bitop3", self.bitop3.as_ref().map(|x| &x.1)),
            ("clamp", self.clamp.as_ref()),
            ("omod", self.omod.as_ref()),
            (
                "op_sel",
                self.op_sel
                    .as_ref()
                    .map(|x| &x.1)
                    .or(self.op_sel_hi.as_ref().map(|x| &x.1)),
            ),
            (
                "neg",
                self.neg_lo
                    .as_ref()
                    .map(|x| &x.1)
                    .or(self.neg_hi.as_ref().map(|x| &x.1)),
            ),
            ("offset", self.offset.as_ref().map(|x| &x.1)),
            (
                "offset01",
                self.offset0
                    .as_ref()
                    .map(|x| &x.1)
                    .or(self.offset1.as_ref().map(|x| &x.1)),
            ),
            ("swizzle", self.swizzle.as_ref()),
            ("cache", self.cache.first()),
            ("gds", self.gds.as_ref()),
            ("dpp", self.dpp_text.as_ref()),
        ];
        for (name, t) in present {
            if let Some(t) = t {
                if !allowed.contains(&name) {
                    return Err((
                        t.pos,
                        format!("modifier `{}` is not allowed on {what}", t.text),
                    ));
                }
            }
        }
        Ok(())
    }
}
