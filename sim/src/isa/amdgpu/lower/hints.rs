//! Operands of the instructions that only guide the hardware (`s_delay_alu`,
//! `s_waitcnt_depctr`/`s_wait_alu`, `s_nop`, `s_clause`, ...): they do nothing
//! functionally, but a malformed operand is still an error, named where it is.

use super::super::syntax::Text;
use super::Err;
use crate::error::Pos;

fn num(s: &str) -> Option<u64> {
    let s = s.trim();
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

/// Split free-form operand text into parts at `sep`, with each part's position.
fn parts<'a>(
    t: &'a Text,
    sep: &'a dyn Fn(char) -> bool,
) -> impl Iterator<Item = (&'a str, Pos)> + 'a {
    let mut off = 0usize;
    t.text.split(sep).filter_map(move |p| {
        let pos = Pos {
            line: t.pos.line,
            col: t.pos.col + t.text[..off].chars().count() as u32,
        };
        off += p.len() + 1;
        let lead = p.len() - p.trim_start().len();
        let q = p.trim();
        (!q.is_empty()).then_some((
            q,
            Pos {
                line: pos.line,
                col: pos.col + lead as u32,
            },
        ))
    })
}

/// `name(value)` -> (name, value).
fn call(p: &str) -> Option<(&str, &str)> {
    let (n, rest) = p.split_once('(')?;
    Some((n, rest.strip_suffix(')')?))
}

const DELAY_IDS: &[&str] = &[
    "NO_DEP",
    "VALU_DEP_1",
    "VALU_DEP_2",
    "VALU_DEP_3",
    "VALU_DEP_4",
    "TRANS32_DEP_1",
    "TRANS32_DEP_2",
    "TRANS32_DEP_3",
    "FMA_ACCUM_CYCLE_1",
    "SALU_CYCLE_1",
    "SALU_CYCLE_2",
    "SALU_CYCLE_3",
];
const DELAY_SKIPS: &[&str] = &["SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"];
const DEPCTR: &[&str] = &[
    "depctr_hold_cnt",
    "depctr_sa_sdst",
    "depctr_va_vdst",
    "depctr_va_sdst",
    "depctr_va_ssrc",
    "depctr_va_vcc",
    "depctr_vm_vsrc",
];

/// Check the operands of hint instruction `name`.
pub fn check(name: &str, at: &Text, ops: &[Text]) -> Result<(), Err> {
    let one = |max: u64| -> Result<(), Err> {
        match ops {
            [] => Ok(()),
            [t] if num(&t.text).is_some_and(|v| v <= max) => Ok(()),
            [t] => Err((
                t.pos,
                format!("`{}` takes a number 0..{max}, not `{}`", at.text, t.text),
            )),
            _ => Err((ops[1].pos, format!("`{}` takes one operand", at.text))),
        }
    };
    match name {
        "s_delay_alu" => {
            let Some(t) = ops.first() else { return Ok(()) };
            if num(&t.text).is_some() {
                return one(0xFFFF);
            }
            for (p, pos) in parts(t, &|c| c == '|') {
                let bad = |m: String| Err((pos, m));
                match call(p) {
                    Some(("instid0" | "instid1", v)) if DELAY_IDS.contains(&v) => {}
                    Some(("instskip", v)) if DELAY_SKIPS.contains(&v) => {}
                    Some(("instid0" | "instid1", v)) => return bad(format!("unknown `s_delay_alu` dependency `{v}` (expected one of {})", DELAY_IDS.join(", "))),
                    Some(("instskip", v)) => return bad(format!("unknown `s_delay_alu` skip `{v}` (expected one of {})", DELAY_SKIPS.join(", "))),
                    _ => return bad(format!("malformed `s_delay_alu` field `{p}` (expected instid0(...), instskip(...) or instid1(...))")),
                }
            }
            Ok(())
        }
        "s_waitcnt_depctr" | "s_wait_alu" => {
            let Some(t) = ops.first() else { return Ok(()) };
            if num(&t.text).is_some() {
                return one(0xFFFF);
            }
            for (p, pos) in parts(t, &|c: char| c.is_whitespace() || c == '&' || c == ',') {
                match call(p) {
                    Some((n, v)) if DEPCTR.contains(&n) && num(v).is_some_and(|x| x <= 0xFF) => {}
                    _ => {
                        return Err((
                            pos,
                            format!("malformed dependency counter `{p}` (expected depctr_*(N))"),
                        ))
                    }
                }
            }
            Ok(())
        }
        "s_sendmsg" | "s_sendmsghalt" => match ops.first() {
            Some(t) if t.text.starts_with("sendmsg(") && t.text.ends_with(')') => Ok(()),
            Some(_) => one(0xFFFF),
            None => Err((at.pos, format!("`{}` needs a message", at.text))),
        },
        "s_clause" => one(63),
        _ => one(0xFFFF),
    }
}
