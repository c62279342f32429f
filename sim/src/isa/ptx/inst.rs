//! Lowering one PTX instruction statement to an IR instruction: split the mnemonic,
//! look the row up in the table, apply modifiers, check the form (legal types and
//! combinations, target), then resolve and check every operand against its slot.

use super::number::{parse_num, Num};
use super::parser::{FuncCtx, Parser, RegEntry};
use super::table::{lookup, Row, Slot, G};
use super::target::satisfies;
use crate::error::{ParseError, Pos};
use crate::func::spdecompress::{check_form, reg_counts};
use crate::ir::{
    Addr, AtomOp, BarMode, BoolOp, Cmp, Inst, MulMode, Op, OpClass, Operand, PrmtMode, RegRef,
    Round, SReg, ShflMode, SpForm, Space, SrcInfo, Sub, Ty, VoteMode, NO_REG,
};

/// A parsed, unresolved operand.
#[derive(Debug, Clone)]
pub enum Raw {
    Name {
        name: String,
        pos: Pos,
        neg: bool,
        offset: i64,
    },
    Num {
        text: String,
        neg: bool,
        pos: Pos,
    },
    Addr {
        base: Option<(String, Pos)>,
        offset: i64,
        pos: Pos,
    },
    Vec(Vec<Raw>, Pos),
    List(Vec<Raw>, Pos),
    Pair(Box<Raw>, Box<Raw>),
    Sink(Pos),
}

impl Raw {
    /// The operand as written (approximately: whitespace normalised).
    pub fn describe(&self) -> String {
        match self {
            Raw::Name {
                name, neg, offset, ..
            } => {
                let mut s = if *neg {
                    format!("!{name}")
                } else {
                    name.clone()
                };
                if *offset != 0 {
                    s += &format!("+{offset}");
                }
                s
            }
            Raw::Num { text, neg, .. } => format!("{}{text}", if *neg { "-" } else { "" }),
            Raw::Addr { base, offset, .. } => {
                let b = base.as_ref().map(|(n, _)| n.clone()).unwrap_or_default();
                match (b.is_empty(), *offset) {
                    (false, 0) => format!("[{b}]"),
                    (false, o) if o < 0 => format!("[{b}{o}]"),
                    (false, o) => format!("[{b}+{o}]"),
                    (true, o) => format!("[{o}]"),
                }
            }
            Raw::Vec(v, _) => format!(
                "{{{}}}",
                v.iter()
                    .map(|r| r.describe())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Raw::List(v, _) => format!(
                "({})",
                v.iter()
                    .map(|r| r.describe())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Raw::Pair(a, b) => format!("{}|{}", a.describe(), b.describe()),
            Raw::Sink(_) => "_".into(),
        }
    }

    pub fn pos(&self) -> Pos {
        match self {
            Raw::Name { pos, .. } | Raw::Num { pos, .. } | Raw::Addr { pos, .. } => *pos,
            Raw::Vec(_, p) | Raw::List(_, p) | Raw::Sink(p) => *p,
            Raw::Pair(a, _) => a.pos(),
        }
    }
}

/// Encode a literal as the bits of type `ty`.
pub fn encode_imm(n: Num, neg: bool, ty: Ty) -> Result<u64, String> {
    let float_val = |n: Num| -> f64 {
        match n {
            Num::Int(v) => v as i64 as f64,
            Num::F32Bits(b) => f32::from_bits(b) as f64,
            Num::F64Bits(b) => f64::from_bits(b),
            Num::Dec(x) => x,
        }
    };
    match ty {
        Ty::F32 => {
            let bits = match n {
                Num::F32Bits(b) => b,
                other => (float_val(other) as f32).to_bits(),
            };
            Ok((if neg { bits ^ 0x8000_0000 } else { bits }) as u64)
        }
        Ty::F64 => {
            let bits = match n {
                Num::F64Bits(b) => b,
                other => float_val(other).to_bits(),
            };
            Ok(if neg { bits ^ (1 << 63) } else { bits })
        }
        Ty::F16 | Ty::Bf16 => {
            let x = if neg { -float_val(n) } else { float_val(n) };
            let m = crate::func::cvt::CvtMode {
                rnd: Round::Rn,
                ..Default::default()
            };
            Ok(crate::func::cvt::cvt(x.to_bits(), ty, Ty::F64, m))
        }
        // Untyped bits take a float literal as the bits of the float of that width.
        Ty::B32 if !matches!(n, Num::Int(_)) => encode_imm(n, neg, Ty::F32),
        Ty::B64 if !matches!(n, Num::Int(_)) => encode_imm(n, neg, Ty::F64),
        _ => {
            let Num::Int(v) = n else {
                return Err(format!(
                    "floating-point literal used where a .{} integer is expected",
                    ty.name()
                ));
            };
            let bits = ty.bits().max(1);
            let v = if neg {
                (v as i64).wrapping_neg() as u64
            } else {
                v
            };
            if bits < 64 {
                // Accept values that fit as unsigned or as signed.
                let fits_u = v >> bits == 0;
                let fits_s = ((v as i64) >> (bits - 1)) == 0 || ((v as i64) >> (bits - 1)) == -1;
                if !fits_u && !fits_s {
                    return Err(format!(
                        "immediate {} does not fit in .{}",
                        v as i64,
                        ty.name()
                    ));
                }
            }
            Ok(v & ty.mask())
        }
    }
}

fn special(name: &str) -> Option<SReg> {
    let axis = |s: &str| match s {
        "x" => Some(0u8),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    if let Some((base, comp)) = name.split_once('.') {
        let a = axis(comp)?;
        return Some(match base {
            "%tid" => SReg::Tid(a),
            "%ntid" => SReg::Ntid(a),
            "%ctaid" => SReg::Ctaid(a),
            "%nctaid" => SReg::Nctaid(a),
            _ => return None,
        });
    }
    Some(match name {
        "%laneid" => SReg::Laneid,
        "%warpid" => SReg::Warpid,
        "%nwarpid" => SReg::Nwarpid,
        "%smid" => SReg::Smid,
        "%nsmid" => SReg::Nsmid,
        "%gridid" => SReg::Gridid,
        "%lanemask_eq" => SReg::LanemaskEq,
        "%lanemask_le" => SReg::LanemaskLe,
        "%lanemask_lt" => SReg::LanemaskLt,
        "%lanemask_ge" => SReg::LanemaskGe,
        "%lanemask_gt" => SReg::LanemaskGt,
        "%clock" => SReg::Clock,
        "%clock_hi" => SReg::ClockHi,
        "%clock64" => SReg::Clock64,
        "%globaltimer" => SReg::GlobalTimer,
        "%dynamic_smem_size" => SReg::DynamicSmemSize,
        "%total_smem_size" => SReg::TotalSmemSize,
        "WARP_SZ" => SReg::WarpSz,
        _ => return None,
    })
}

fn special_bits(s: SReg) -> u32 {
    match s {
        SReg::Clock64 | SReg::GlobalTimer | SReg::Gridid => 64,
        _ => 32,
    }
}

/// Parsed mnemonic.
struct Form {
    row: &'static Row,
    types: Vec<(Ty, Pos)>,
    words: Vec<(G, String)>,
    mods: crate::ir::Mods,
    key: String,
}

fn parse_form(p: &Parser, mnemonic: &str, mpos: Pos) -> Result<Form, ParseError> {
    let segs: Vec<&str> = mnemonic.split('.').collect();
    let Some((row, used)) = lookup(&segs) else {
        return Err(p.err(mpos, format!("unknown instruction `{mnemonic}`")));
    };
    let mut f = Form {
        row,
        types: Vec::new(),
        words: Vec::new(),
        mods: crate::ir::Mods {
            vec: 1,
            ..Default::default()
        },
        key: mnemonic.to_string(),
    };
    let mut used_groups = vec![None::<String>; row.groups.len()];
    // Column of each segment for located errors.
    let mut col = mpos.col + segs[..used].iter().map(|s| s.len() as u32 + 1).sum::<u32>() - 1;
    for seg in &segs[used..] {
        let spos = Pos {
            line: mpos.line,
            col,
        };
        col += seg.len() as u32 + 1;
        if seg.is_empty() {
            return Err(p.err(spos, format!("empty modifier in `{mnemonic}`")));
        }
        let found = row
            .groups
            .iter()
            .enumerate()
            .find(|(_, (g, words))| match g {
                G::SpFactor => seg.starts_with("sp::"),
                G::SpNum => {
                    seg.starts_with('x')
                        && seg[1..].bytes().all(|b| b.is_ascii_digit())
                        && seg.len() > 1
                }
                _ => words.contains(seg),
            });
        if let Some((gi, (g, _))) = found {
            if let Some(prev) = &used_groups[gi] {
                return Err(p.err(
                    spos,
                    format!("conflicting modifiers `.{prev}` and `.{seg}` in `{mnemonic}`"),
                ));
            }
            used_groups[gi] = Some(seg.to_string());
            apply(&mut f.mods, *g, seg).map_err(|m| p.err(spos, m))?;
            f.words.push((*g, seg.to_string()));
        } else if let Some(t) = Ty::from_name(seg) {
            f.types.push((t, spos));
        } else {
            return Err(p.err(
                spos,
                format!("unknown modifier `.{seg}` for `{}`", row.name),
            ));
        }
    }
    Ok(f)
}

fn apply(m: &mut crate::ir::Mods, g: G, w: &str) -> Result<(), String> {
    match g {
        G::Rnd => {
            let (r, int) = match w {
                "rn" => (Round::Rn, false),
                "rz" => (Round::Rz, false),
                "rm" => (Round::Rm, false),
                "rp" => (Round::Rp, false),
                "rna" => (Round::Rna, false),
                "rni" => (Round::Rn, true),
                "rzi" => (Round::Rz, true),
                "rmi" => (Round::Rm, true),
                _ => (Round::Rp, true),
            };
            m.rnd = r;
            m.rnd_int = int;
        }
        G::Ftz => m.ftz = true,
        G::Sat | G::Fixed => m.sat = true,
        G::Approx => m.approx = w == "approx",
        G::Nan => m.nan = true,
        G::Relu => m.relu = true,
        G::ShiftAmt => m.shiftamt = true,
        G::Cmp => {
            m.cmp = match w {
                "eq" => Cmp::Eq,
                "ne" => Cmp::Ne,
                "lt" => Cmp::Lt,
                "le" => Cmp::Le,
                "gt" => Cmp::Gt,
                "ge" => Cmp::Ge,
                "lo" => Cmp::Lo,
                "ls" => Cmp::Ls,
                "hi" => Cmp::Hi,
                "hs" => Cmp::Hs,
                "equ" => Cmp::Equ,
                "neu" => Cmp::Neu,
                "ltu" => Cmp::Ltu,
                "leu" => Cmp::Leu,
                "gtu" => Cmp::Gtu,
                "geu" => Cmp::Geu,
                "num" => Cmp::Num,
                _ => Cmp::Nan,
            }
        }
        G::Bool => {
            m.boolop = match w {
                "and" => BoolOp::And,
                "or" => BoolOp::Or,
                _ => BoolOp::Xor,
            }
        }
        G::Mul => {
            m.mul = match w {
                "lo" => MulMode::Lo,
                "hi" => MulMode::Hi,
                _ => MulMode::Wide,
            }
        }
        G::Space => {
            m.space = match w {
                "global" => Space::Global,
                "shared" | "shared::cta" => Space::Shared,
                "local" => Space::Local,
                "param" | "param::entry" | "param::func" => Space::Param,
                _ => Space::Const,
            }
        }
        G::Vec => m.vec = w[1..].parse().unwrap_or(1),
        G::Atom => {
            m.sub = Sub::Atom(match w {
                "add" => AtomOp::Add,
                "min" => AtomOp::Min,
                "max" => AtomOp::Max,
                "inc" => AtomOp::Inc,
                "dec" => AtomOp::Dec,
                "and" => AtomOp::And,
                "or" => AtomOp::Or,
                "xor" => AtomOp::Xor,
                "exch" => AtomOp::Exch,
                _ => AtomOp::Cas,
            })
        }
        G::Shfl => {
            m.sub = Sub::Shfl(match w {
                "up" => ShflMode::Up,
                "down" => ShflMode::Down,
                "bfly" => ShflMode::Bfly,
                _ => ShflMode::Idx,
            })
        }
        G::Vote => {
            m.sub = Sub::Vote(match w {
                "all" => VoteMode::All,
                "any" => VoteMode::Any,
                "uni" => VoteMode::Uni,
                _ => VoteMode::Ballot,
            })
        }
        G::Bar => {
            m.sub = Sub::Bar(match w {
                "sync" => BarMode::Sync,
                "arrive" => BarMode::Arrive,
                _ => BarMode::RedPopc, // refined by the `.popc/.and/.or` word
            })
        }
        G::BarRed => {
            m.sub = Sub::Bar(match w {
                "popc" => BarMode::RedPopc,
                "and" => BarMode::RedAnd,
                _ => BarMode::RedOr,
            })
        }
        G::Prmt => {
            m.sub = Sub::Prmt(match w {
                "f4e" => PrmtMode::F4e,
                "b4e" => PrmtMode::B4e,
                "rc8" => PrmtMode::Rc8,
                "ecl" => PrmtMode::Ecl,
                "ecr" => PrmtMode::Ecr,
                _ => PrmtMode::Rc16,
            })
        }
        G::ShfDir => {
            let wrap = matches!(m.sub, Sub::Shf { wrap: true, .. });
            m.sub = Sub::Shf {
                left: w == "l",
                wrap,
            };
        }
        G::ShfMode => {
            let left = matches!(m.sub, Sub::Shf { left: true, .. });
            m.sub = Sub::Shf {
                left,
                wrap: w == "wrap",
            };
        }
        G::Testp => {
            m.sub = Sub::Testp(match w {
                "finite" => 0,
                "infinite" => 1,
                "number" => 2,
                "notanumber" => 3,
                "normal" => 4,
                _ => 5,
            })
        }
        G::To => m.sub = Sub::Cvta { to: true },
        G::Uni => m.uni = true,
        G::SpElem | G::SpIdx | G::SpFactor | G::SpNum => {
            let mut f = match m.sub {
                Sub::Sp(f) => f,
                _ => SpForm {
                    elem_bits: 0,
                    idx_bits: 0,
                    s: 0,
                    t: 0,
                    num: 0,
                },
            };
            match g {
                G::SpElem => f.elem_bits = w[1..].parse().unwrap_or(0),
                G::SpIdx => f.idx_bits = w[1..].parse().unwrap_or(0),
                G::SpFactor => {
                    let ratio = &w[4..];
                    let (s, t) = ratio
                        .split_once(':')
                        .and_then(|(a, b)| Some((a.parse::<u8>().ok()?, b.parse::<u8>().ok()?)))
                        .ok_or_else(|| {
                            format!("malformed sparsity factor `.{w}` (expected .sp::S:T)")
                        })?;
                    f.s = s;
                    f.t = t;
                }
                _ => {
                    f.num = w[1..]
                        .parse::<u8>()
                        .map_err(|_| format!("`.{w}`: group count out of range"))?;
                }
            }
            m.sub = Sub::Sp(f);
        }
        G::Ignore => {}
    }
    Ok(())
}

fn has(f: &Form, g: G) -> bool {
    f.words.iter().any(|(x, _)| *x == g)
}

fn word(f: &Form, g: G) -> Option<&str> {
    f.words
        .iter()
        .find(|(x, _)| *x == g)
        .map(|(_, w)| w.as_str())
}

/// Types and form legality. Returns the (ty, ty2, ty3) of the instruction.
fn check_form_rules(
    p: &Parser,
    f: &Form,
    mpos: Pos,
    nops: usize,
) -> Result<(Ty, Ty, Ty), ParseError> {
    let row = f.row;
    let name = row.name;
    let e = |m: String| p.err(mpos, m);
    // Types.
    let want = if row.types.is_empty() {
        0
    } else {
        1 + (!row.types2.is_empty()) as usize + (!row.types3.is_empty()) as usize
    };
    let op = row.op;
    let (mut ty, mut ty2, mut ty3) = (Ty::None, Ty::None, Ty::None);
    let legal = |set: &[Ty]| {
        set.iter()
            .map(|t| format!(".{}", t.name()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let ntypes = f.types.len();
    let optional_types = matches!(op, Op::Bar)
        && !matches!(
            f.mods.sub,
            Sub::Bar(BarMode::RedPopc | BarMode::RedAnd | BarMode::RedOr)
        );
    let pack16 = op == Op::CvtPack && matches!(f.types.first(), Some((Ty::U16 | Ty::S16, _)));
    let want = if pack16 { 2 } else { want };
    if op == Op::CvtPack && !pack16 && ntypes == 2 {
        return Err(e(format!(
            "`{}`: the 8-, 4- and 2-bit forms need .s32.b32 and a `c` operand (d, a, b, c)",
            f.key
        )));
    }
    if optional_types {
        if let Some((t, tp)) = f.types.first() {
            return Err(p.err(
                *tp,
                format!(
                    "`{name}.{}` takes no type (found `.{}`)",
                    word(f, G::Bar).unwrap_or("sync"),
                    t.name()
                ),
            ));
        }
    } else if ntypes != want {
        if ntypes < want {
            return Err(e(format!(
                "`{}` needs {} type suffix{} (legal first type: {})",
                f.key,
                want,
                if want == 1 { "" } else { "es" },
                legal(row.types)
            )));
        }
        let (t, tp) = f.types[want];
        return Err(p.err(tp, format!("`{}`: unexpected type `.{}`", f.key, t.name())));
    } else if want > 0 {
        let (t, tp) = f.types[0];
        if !row.types.contains(&t) {
            return Err(p.err(
                tp,
                format!(
                    "illegal type `.{}` for `{name}` (legal: {})",
                    t.name(),
                    legal(row.types)
                ),
            ));
        }
        ty = t;
        if want > 1 {
            let (t2, tp2) = f.types[1];
            if !row.types2.contains(&t2) {
                return Err(p.err(
                    tp2,
                    format!(
                        "illegal second type `.{}` for `{name}` (legal: {})",
                        t2.name(),
                        legal(row.types2)
                    ),
                ));
            }
            ty2 = t2;
        }
        if want > 2 {
            let (t3, tp3) = f.types[2];
            if !row.types3.contains(&t3) {
                return Err(p.err(
                    tp3,
                    format!(
                        "illegal third type `.{}` for `{name}` (legal: {})",
                        t3.name(),
                        legal(row.types3)
                    ),
                ));
            }
            ty3 = t3;
        }
    }
    let is_f = ty.is_float() || ty.is_packed_half();
    let m = &f.mods;
    let rnd = has(f, G::Rnd);
    match op {
        Op::Add | Op::Sub => {
            if !is_f && (rnd || m.ftz) {
                return Err(e(format!(
                    "`{}`: rounding and .ftz apply only to floating-point types",
                    f.key
                )));
            }
            if m.sat && !matches!(ty, Ty::S32 | Ty::F32 | Ty::F16 | Ty::F16x2) {
                return Err(e(format!(
                    "`{}`: .sat is legal only with .s32, .f32, .f16 and .f16x2",
                    f.key
                )));
            }
            if ty == Ty::F64 && m.ftz {
                return Err(e(format!("`{}`: .ftz is not legal with .f64", f.key)));
            }
        }
        Op::Mul | Op::Mad => {
            if is_f {
                if has(f, G::Mul) {
                    return Err(e(format!(
                        "`{}`: .lo/.hi/.wide apply only to integer types",
                        f.key
                    )));
                }
                if op == Op::Mad && !rnd {
                    return Err(e(format!(
                        "`{}` requires a rounding modifier (.rn, .rz, .rm, .rp)",
                        f.key
                    )));
                }
            } else {
                if !has(f, G::Mul) {
                    return Err(e(format!(
                        "`{}` requires .lo, .hi or .wide for integer types",
                        f.key
                    )));
                }
                if rnd || m.ftz {
                    return Err(e(format!(
                        "`{}`: rounding and .ftz apply only to floating-point types",
                        f.key
                    )));
                }
                if m.mul == MulMode::Wide && ty.bits() == 64 {
                    return Err(e(format!(
                        "`{}`: .wide is legal only with 16- and 32-bit types",
                        f.key
                    )));
                }
                if m.sat && !(op == Op::Mad && m.mul == MulMode::Hi && ty == Ty::S32) {
                    return Err(e(format!(
                        "`{}`: .sat is legal only as mad.hi.sat.s32",
                        f.key
                    )));
                }
            }
        }
        Op::Div => {
            if is_f {
                let approx = has(f, G::Approx);
                if ty == Ty::F64 && (!rnd || approx) {
                    return Err(e(format!(
                        "`{}` requires a rounding modifier (.rn, .rz, .rm, .rp)",
                        f.key
                    )));
                }
                if ty == Ty::F32 && (rnd == approx) {
                    return Err(e(format!(
                        "`{}` requires exactly one of .approx, .full or a rounding modifier",
                        f.key
                    )));
                }
                if m.rnd_int {
                    return Err(e(format!(
                        "`{}`: integer rounding is not legal here",
                        f.key
                    )));
                }
            } else if rnd || has(f, G::Approx) || m.ftz {
                return Err(e(format!(
                    "`{}`: modifiers are not legal for integer division",
                    f.key
                )));
            }
        }
        Op::Fma => {
            if !rnd {
                return Err(e(format!(
                    "`{}` requires a rounding modifier (.rn, .rz, .rm, .rp)",
                    f.key
                )));
            }
            if ty == Ty::F64 && (m.ftz || m.sat) {
                return Err(e(format!("`{}`: .ftz/.sat are not legal with .f64", f.key)));
            }
        }
        Op::Rcp | Op::Sqrt => {
            let approx = has(f, G::Approx);
            if rnd == approx {
                return Err(e(format!(
                    "`{}` requires exactly one of .approx or a rounding modifier",
                    f.key
                )));
            }
            if ty == Ty::F64 && approx && !(op == Op::Rcp && m.ftz && m.approx) {
                return Err(e(format!(
                    "`{}`: the only approximate f64 form is rcp.approx.ftz.f64",
                    f.key
                )));
            }
            if word(f, G::Approx) == Some("full") {
                return Err(e(format!("`{}`: .full is legal only for div", f.key)));
            }
        }
        Op::Rsqrt | Op::Ex2 | Op::Lg2 | Op::Sin | Op::Cos | Op::Tanh => {
            if !m.approx {
                return Err(e(format!("`{}` requires .approx", f.key)));
            }
        }
        Op::Abs | Op::Neg => {
            if m.ftz && ty != Ty::F32 {
                return Err(e(format!("`{}`: .ftz is legal only with .f32", f.key)));
            }
        }
        Op::Min | Op::Max => {
            if m.ftz && ty != Ty::F32 {
                return Err(e(format!("`{}`: .ftz is legal only with .f32", f.key)));
            }
            if m.nan && !is_f {
                return Err(e(format!(
                    "`{}`: .NaN is legal only with floating-point types",
                    f.key
                )));
            }
            if m.relu && ty != Ty::S32 {
                return Err(e(format!("`{}`: .relu is legal only with .s32", f.key)));
            }
            if m.nan {
                if let Some(msg) = satisfies(&p.module.target, 80, (7, 0), false) {
                    return Err(e(format!("`{}` {msg}", f.key)));
                }
            }
        }
        Op::Setp => {
            if !has(f, G::Cmp) {
                return Err(e(format!(
                    "`{}` requires a comparison (.eq, .lt, ...)",
                    f.key
                )));
            }
            let c = m.cmp;
            let unordered = matches!(
                c,
                Cmp::Equ
                    | Cmp::Neu
                    | Cmp::Ltu
                    | Cmp::Leu
                    | Cmp::Gtu
                    | Cmp::Geu
                    | Cmp::Num
                    | Cmp::Nan
            );
            let unsigned_only = matches!(c, Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs);
            if is_f && unsigned_only {
                return Err(e(format!(
                    "`{}`: .{} is an integer comparison",
                    f.key,
                    cmp_name(f)
                )));
            }
            if !is_f && unordered {
                return Err(e(format!(
                    "`{}`: .{} is a floating-point comparison",
                    f.key,
                    cmp_name(f)
                )));
            }
            if ty.is_bits() && !matches!(c, Cmp::Eq | Cmp::Ne) {
                return Err(e(format!("`{}`: .b types allow only .eq and .ne", f.key)));
            }
            if m.ftz && ty != Ty::F32 {
                return Err(e(format!("`{}`: .ftz is legal only with .f32", f.key)));
            }
            if (m.boolop != BoolOp::None) != (nops == 4) {
                return Err(e(format!(
                    "`{}`: a predicate combination (.and/.or/.xor) needs exactly one extra predicate operand",
                    f.key
                )));
            }
        }
        Op::Cvt => check_cvt(p, f, mpos, ty, ty2, nops)?,
        Op::CvtPack => {
            if !m.sat {
                return Err(e(format!("`{}`: cvt.pack requires .sat", f.key)));
            }
            let sub_byte = matches!(ty, Ty::U4 | Ty::S4 | Ty::U2 | Ty::S2);
            if sub_byte {
                if let Some(msg) = satisfies(&p.module.target, 75, (6, 5), false) {
                    return Err(e(format!("`{}` (sub-byte convert type) {msg}", f.key)));
                }
            }
            if pack16 && nops != 3 {
                return Err(e(format!(
                    "`{}`: the 16-bit forms take no `c` operand (d, a, b)",
                    f.key
                )));
            }
            if !pack16 && (nops != 4 || ty3 != Ty::B32) {
                return Err(e(format!(
                    "`{}`: the 8-, 4- and 2-bit forms need .s32.b32 and a `c` operand (d, a, b, c)",
                    f.key
                )));
            }
        }
        Op::Cvta => {
            if !has(f, G::Space) || matches!(m.space, Space::Generic) {
                return Err(e(format!(
                    "`{}` requires a state space (.global, .shared, .local, .const)",
                    f.key
                )));
            }
        }
        Op::Ld | Op::St => {
            if word(f, G::Ignore) == Some("nc") && !(op == Op::Ld && m.space == Space::Global) {
                return Err(e(format!("`{}`: .nc is legal only for ld.global", f.key)));
            }
            if m.vec > 1 && matches!(ty, Ty::F64 | Ty::B64 | Ty::U64 | Ty::S64) && m.vec > 4 {
                return Err(e(format!(
                    "`{}`: .v8 is not legal with 64-bit types",
                    f.key
                )));
            }
        }
        Op::Atom | Op::Red => {
            let Sub::Atom(a) = m.sub else {
                return Err(e(format!(
                    "`{}` requires an operation (.add, .min, .exch, .cas, ...)",
                    f.key
                )));
            };
            let ok = match a {
                AtomOp::Add => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::F32 | Ty::F64),
                AtomOp::Min | AtomOp::Max => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64),
                AtomOp::Inc | AtomOp::Dec => ty == Ty::U32,
                AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch | AtomOp::Cas => {
                    matches!(ty, Ty::B32 | Ty::B64)
                }
            };
            if !ok {
                return Err(e(format!("illegal type `.{}` for `{}`", ty.name(), f.key)));
            }
            if op == Op::Atom && (a == AtomOp::Cas) != (nops == 4) {
                return Err(e(format!(
                    "`{}`: atom.cas takes d, [a], b, c; other atomics take d, [a], b",
                    f.key
                )));
            }
            if op == Op::Red && a == AtomOp::Cas {
                return Err(e(format!("`{}`: red has no .cas", f.key)));
            }
        }
        Op::Bar => {
            let Sub::Bar(mode) = m.sub else {
                return Err(e(format!("`{}` requires .sync, .arrive or .red", f.key)));
            };
            if word(f, G::Bar) == Some("red") && !has(f, G::BarRed) {
                return Err(e(format!(
                    "`{}`: bar.red requires .popc, .and or .or",
                    f.key
                )));
            }
            if has(f, G::BarRed) && word(f, G::Bar) != Some("red") {
                return Err(e(format!("`{}`: .popc/.and/.or require bar.red", f.key)));
            }
            match mode {
                BarMode::RedPopc if ty != Ty::U32 => {
                    return Err(e(format!("`{}`: bar.red.popc needs .u32", f.key)))
                }
                BarMode::RedAnd | BarMode::RedOr if ty != Ty::Pred => {
                    return Err(e(format!("`{}`: bar.red.and/.or need .pred", f.key)))
                }
                BarMode::Arrive if nops != 2 => {
                    return Err(e(format!(
                        "`{}`: bar.arrive needs a barrier and a thread count",
                        f.key
                    )))
                }
                BarMode::Sync | BarMode::Arrive if nops > 2 => {
                    return Err(e(format!(
                        "`{}` takes a barrier id and an optional thread count",
                        f.key
                    )))
                }
                BarMode::RedPopc | BarMode::RedAnd | BarMode::RedOr if nops < 3 => {
                    return Err(e(format!("`{}` takes d, a{{, b}}, {{!}}c", f.key)))
                }
                _ => {}
            }
        }
        Op::Shfl => {
            if !has(f, G::Shfl) {
                return Err(e(format!(
                    "`{}` requires a mode (.up, .down, .bfly, .idx)",
                    f.key
                )));
            }
            let sync = f.words.iter().any(|(_, w)| w == "sync");
            if sync != (nops == 5) {
                return Err(e(format!(
                    "`{}`: shfl.sync takes d, a, b, c, membermask; legacy shfl takes d, a, b, c",
                    f.key
                )));
            }
            if sync {
                if let Some(msg) = satisfies(&p.module.target, 30, (6, 0), false) {
                    return Err(e(format!("`{}` {msg}", f.key)));
                }
            }
        }
        Op::Vote => {
            let Sub::Vote(v) = m.sub else {
                return Err(e(format!(
                    "`{}` requires a mode (.all, .any, .uni, .ballot)",
                    f.key
                )));
            };
            if (v == VoteMode::Ballot) != (ty == Ty::B32) {
                return Err(e(format!(
                    "`{}`: .ballot uses .b32; .all/.any/.uni use .pred",
                    f.key
                )));
            }
            let sync = f.words.iter().any(|(_, w)| w == "sync");
            if sync != (nops == 3) {
                return Err(e(format!(
                    "`{}`: vote.sync takes d, {{!}}a, membermask; legacy vote takes d, {{!}}a",
                    f.key
                )));
            }
        }
        Op::Shf => {
            if !has(f, G::ShfDir) || !has(f, G::ShfMode) {
                return Err(e(format!(
                    "`{}` requires .l or .r and .wrap or .clamp",
                    f.key
                )));
            }
        }
        Op::Testp => {
            if !has(f, G::Testp) {
                return Err(e(format!("`{}` requires a property (.finite, .infinite, .number, .notanumber, .normal, .subnormal)", f.key)));
            }
        }
        Op::SpDecompress => {
            for (g, what) in [
                (G::SpElem, ".b8/.b16 element size"),
                (G::SpIdx, ".b2/.b4 index size"),
                (G::SpFactor, ".sp::S:T factor"),
                (G::SpNum, ".xN count"),
            ] {
                if !has(f, g) {
                    return Err(e(format!("`{}` is missing its {what}", f.key)));
                }
            }
            if let Sub::Sp(form) = m.sub {
                if let Some(why) = check_form(&form) {
                    return Err(e(format!("illegal form `{}`: {why}", f.key)));
                }
            }
            if let Some(msg) = satisfies(&p.module.target, 107, (9, 4), true) {
                return Err(e(format!("`{}` {msg}", f.key)));
            }
        }
        _ => {
            if rnd && !matches!(op, Op::Fma) {
                // Rows only list rounding where it is legal; nothing to do.
            }
        }
    }
    let ftz_ok = match op {
        Op::Cvt => true,
        // f64 has .ftz only in rcp.approx.ftz.f64 / rsqrt.approx.ftz.f64.
        Op::Rcp | Op::Rsqrt => ty == Ty::F32 || m.approx,
        Op::Slct => ty2 == Ty::F32,
        _ => ty == Ty::F32,
    };
    if m.ftz && !ftz_ok {
        return Err(e(format!("`{}`: .ftz is not legal here", f.key)));
    }
    if op == Op::Mad24 && m.sat && !(m.mul == MulMode::Hi && ty == Ty::S32) {
        return Err(e(format!(
            "`{}`: .sat is legal only as mad24.hi.sat.s32",
            f.key
        )));
    }
    if matches!(op, Op::Shfl | Op::Vote)
        && !f.words.iter().any(|(_, w)| w == "sync")
        && p.module.target.arch >= 70
    {
        return Err(e(format!(
            "`{}`: {} without .sync is not supported on sm_70 and newer (use {}.sync)",
            f.key, row.name, row.name
        )));
    }
    if matches!(op, Op::Ld | Op::St) && ty.bytes() * m.vec as u32 > 16 && p.module.target.arch < 100
    {
        return Err(e(format!(
            "`{}`: vector accesses wider than 128 bits need sm_100 or newer",
            f.key
        )));
    }
    if m.sat && matches!(op, Op::Fma | Op::Mul) && ty == Ty::F64 {
        return Err(e(format!("`{}`: .sat is not legal with .f64", f.key)));
    }
    // Architecture and ISA version the instruction needs.
    if let Some(msg) = satisfies(&p.module.target, row.min_sm, row.min_ptx, false) {
        return Err(e(format!("`{}` {msg}", f.key)));
    }
    Ok((ty, ty2, ty3))
}

fn cmp_name(f: &Form) -> String {
    word(f, G::Cmp).unwrap_or("").to_string()
}

fn check_cvt(
    p: &Parser,
    f: &Form,
    mpos: Pos,
    dt: Ty,
    st: Ty,
    nops: usize,
) -> Result<(), ParseError> {
    let e = |m: String| p.err(mpos, m);
    let m = &f.mods;
    let rnd = has(f, G::Rnd);
    let satfinite = f.words.iter().any(|(_, w)| w == "satfinite");
    let fp8 = |t: Ty| matches!(t, Ty::E4m3x2 | Ty::E5m2x2);
    // cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32 d, a, b (PTX ISA 7.8+, sm_89+) and
    // cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a.
    if fp8(dt) {
        if st != Ty::F32 || nops != 3 || !satfinite || !rnd || m.rnd != Round::Rn {
            return Err(e(format!(
                "`{}`: an 8-bit float pair is cvt.rn.satfinite{{.relu}}.e4m3x2/e5m2x2.f32 d, a, b",
                f.key
            )));
        }
        return Ok(());
    }
    if fp8(st) {
        if dt != Ty::F16x2 || nops != 2 || !rnd || m.rnd != Round::Rn || satfinite {
            return Err(e(format!(
                "`{}`: an 8-bit float pair converts as cvt.rn{{.relu}}.f16x2.e4m3x2/e5m2x2 d, a",
                f.key
            )));
        }
        return Ok(());
    }
    if satfinite {
        return Err(e(format!(
            "`{}`: .satfinite applies to 8-bit float destinations here",
            f.key
        )));
    }
    if st.is_packed_half() {
        return Err(e(format!(
            "`{}`: packed source types are not supported",
            f.key
        )));
    }
    if dt.is_packed_half() {
        if st != Ty::F32 || nops != 3 {
            return Err(e(format!(
                "`{}`: .f16x2/.bf16x2 conversions take two .f32 sources (d, a, b)",
                f.key
            )));
        }
        if !rnd || m.rnd_int || !matches!(m.rnd, Round::Rn | Round::Rz) {
            return Err(e(format!("`{}` requires .rn or .rz", f.key)));
        }
        return Ok(());
    }
    if nops != 2 {
        return Err(e(format!(
            "`{}` takes 2 operands (d, a), got {nops}",
            f.key
        )));
    }
    if m.relu && !matches!(dt, Ty::F16 | Ty::Bf16) {
        return Err(e(format!(
            "`{}`: .relu is legal only for .f16/.bf16 destinations",
            f.key
        )));
    }
    if m.ftz && dt != Ty::F32 && st != Ty::F32 {
        return Err(e(format!(
            "`{}`: .ftz needs an .f32 source or destination",
            f.key
        )));
    }
    let need = |what: &str| e(format!("`{}` requires {what}", f.key));
    match (dt.is_float(), st.is_float()) {
        (false, false) => {
            if rnd {
                return Err(e(format!(
                    "`{}`: integer-to-integer conversions take no rounding modifier",
                    f.key
                )));
            }
        }
        (false, true) => {
            if !(rnd && m.rnd_int) {
                return Err(need("an integer rounding modifier (.rni, .rzi, .rmi, .rpi) for float-to-integer conversion"));
            }
        }
        (true, false) => {
            if !rnd || m.rnd_int {
                return Err(need(
                    "a rounding modifier (.rn, .rz, .rm, .rp) for integer-to-float conversion",
                ));
            }
        }
        (true, true) => {
            let narrowing = dt.bits() < st.bits()
                || (dt == Ty::F16 && st == Ty::Bf16)
                || (dt == Ty::Bf16 && st == Ty::F16);
            if dt == st {
                if rnd && !m.rnd_int {
                    return Err(e(format!("`{}`: same-type float conversion takes an integer rounding modifier or none", f.key)));
                }
            } else if narrowing {
                if !rnd || m.rnd_int {
                    return Err(need(
                        "a rounding modifier (.rn, .rz, .rm, .rp) for a narrowing float conversion",
                    ));
                }
            } else if rnd && !m.rnd_int {
                return Err(e(format!(
                    "`{}`: a widening float conversion is exact and takes no rounding modifier",
                    f.key
                )));
            }
            if m.rnd == Round::Rna && !(dt == Ty::F32 && st == Ty::F32) {
                return Err(e(format!("`{}`: .rna is not legal here", f.key)));
            }
        }
    }
    Ok(())
}

/// Expected register width and kind of a slot.
#[derive(Clone, Copy)]
struct Want {
    ty: Ty,
    /// Register may be wider than the type (ld/st/cvt).
    relaxed: bool,
}

/// Lower one instruction statement and append it to the function.
pub fn lower_instruction(
    p: &mut Parser,
    fc: &mut FuncCtx,
    guard: Option<(String, Pos, bool)>,
    mnemonic: &str,
    mpos: Pos,
    ops: Vec<Raw>,
    text: String,
) -> Result<(), ParseError> {
    let form = parse_form(p, mnemonic, mpos)?;
    let row = form.row;
    let mut inst = Inst::new(row.op);
    inst.mods = form.mods;
    if let Some((g, gp, neg)) = guard {
        match Parser::lookup_reg(fc, &g) {
            Some(RegEntry::Pred { idx }) => {
                inst.guard = idx;
                inst.guard_neg = neg;
            }
            Some(_) => return Err(p.err(gp, format!("guard `{g}` is not a predicate register"))),
            None => return Err(p.err(gp, format!("undeclared predicate `{g}`"))),
        }
    }
    if row.op == Op::Call {
        check_form_rules(p, &form, mpos, ops.len())?;
        return lower_call(p, fc, inst, mpos, ops, text, &form.key);
    }
    if row.op == Op::BrxIdx {
        check_form_rules(p, &form, mpos, ops.len())?;
        return lower_brx(p, fc, inst, mpos, &ops, text, &form);
    }
    let (ty, ty2, ty3) = check_form_rules(p, &form, mpos, ops.len())?;
    inst.ty = ty;
    inst.ty2 = ty2;
    let Some(shape) = row.shapes.iter().find(|s| s.len() == ops.len()) else {
        let counts: Vec<String> = row.shapes.iter().map(|s| s.len().to_string()).collect();
        return Err(p.err(
            mpos,
            format!(
                "wrong operand count for `{}`: expected {}, found {}",
                form.key,
                counts.join(" or "),
                ops.len()
            ),
        ));
    };
    let relaxed = matches!(row.op, Op::Ld | Op::St | Op::Cvt | Op::CvtPack);
    let dbl = |t: Ty| match t.bits() {
        16 => Ty::B32,
        32 => Ty::B64,
        _ => Ty::B128,
    };
    let wide = inst.mods.mul == MulMode::Wide;
    let mut di = 0usize;
    let mut si = 0usize;
    for (k, (raw, slot)) in ops.iter().zip(shape.iter()).enumerate() {
        let mut slot = *slot;
        if wide {
            slot = match slot {
                Slot::D => Slot::Dw,
                Slot::S if row.op == Op::Mad && k == 3 => Slot::Sw,
                s => s,
            };
        }
        let is_dst = matches!(
            slot,
            Slot::D | Slot::Dw | Slot::D32 | Slot::Dp | Slot::Dq | Slot::Dx
        ) || (k == 0 && matches!(row.op, Op::St | Op::Red) && slot == Slot::M)
            || (k == 0 && slot == Slot::V);
        let want = match slot {
            Slot::D | Slot::S | Slot::Dx | Slot::Sx | Slot::Dq => Want { ty, relaxed },
            Slot::Dw | Slot::Sw => Want {
                ty: dbl(ty),
                relaxed: false,
            },
            Slot::D32 | Slot::S32 => Want {
                ty: Ty::U32,
                relaxed: false,
            },
            Slot::S2 => Want { ty: ty2, relaxed },
            Slot::S3 => Want { ty: ty3, relaxed },
            _ => Want {
                ty: Ty::Pred,
                relaxed: false,
            },
        };
        // Special widths: cvt.pack's 32-bit destination; vote.ballot's b32 result.
        let (d0, d1) = lower_operand(p, fc, raw, slot, want, is_dst, row.op)?;
        if is_dst {
            if di >= 2 {
                return Err(p.err(raw.pos(), "too many destination operands"));
            }
            inst.dst[di] = d0;
            if let Some(d1) = d1 {
                inst.dst[1] = d1;
            }
            di += 1;
        } else {
            if si >= 4 {
                return Err(p.err(raw.pos(), "too many source operands"));
            }
            inst.src[si] = d0;
            si += 1;
        }
        if let (Slot::L, Raw::Name { name, pos, .. }) = (slot, raw) {
            fc.label_fixups
                .push((fc.code.len(), true, si - 1, name.clone(), *pos));
        }
    }
    match row.op {
        // The carry flag CC.CF is a hidden per-function predicate: `.cc` writes it,
        // `addc`/`subc` read it.
        Op::Mad if form.words.iter().any(|(_, w)| w == "cc") => {
            // mad.lo.cc / mad.hi.cc: integer only; writes the carry flag.
            if !inst.ty.is_int() || inst.mods.mul == MulMode::Wide {
                return Err(p.err(
                    mpos,
                    format!("`{}`: .cc takes .lo or .hi on an integer type", form.key),
                ));
            }
            inst.op = Op::MadCo;
            inst.dst[1] = carry_flag(fc);
        }
        Op::MadCo => {
            inst.src[3] = carry_flag(fc);
            if form.words.iter().any(|(_, w)| w == "cc") {
                inst.dst[1] = carry_flag(fc);
            }
        }
        Op::AddCo | Op::SubCo => {
            let flag = carry_flag(fc);
            let reads = matches!(row.name, "addc" | "subc");
            let writes = !reads || form.words.iter().any(|(_, w)| w == "cc");
            if reads {
                inst.src[2] = flag;
            }
            if writes {
                inst.dst[1] = flag;
            }
        }
        Op::LaneFn if row.name == "lop3" => {
            if !matches!(inst.src[3], Operand::Imm(_)) {
                return Err(p.err(
                    ops[4].pos(),
                    "lop3's truth table (immLut) must be an immediate",
                ));
            }
            let k = crate::func::lanefn::lookup("lop3_b32").unwrap_or(0);
            inst.mods.sub = Sub::LaneFn(k);
        }
        _ => {}
    }
    post_checks(p, fc, &inst, &ops, mpos, &form.key)?;
    inst.class = refine_class(row.class, &inst);
    inst.key = p.intern_key(&canonical_key(&form));
    fc.code.push(inst);
    fc.src.push(SrcInfo {
        pos: mpos,
        text,
        addr: 0,
    });
    Ok(())
}

/// The carry flag CC.CF: a hidden predicate of the function, made on first use.
fn carry_flag(fc: &mut FuncCtx) -> Operand {
    let idx = *fc.cc_pred.get_or_insert_with(|| {
        fc.num_preds += 1;
        fc.num_preds - 1
    });
    Operand::Pred { idx, neg: false }
}

/// The latency-table key of an instruction: its mnemonic without hints that do not
/// change what executes (cache, eviction, ordering, `.uni`, `.sync`, `.aligned`).
fn canonical_key(f: &Form) -> String {
    let mut key = f.row.name.to_string();
    let mnemonic_words: Vec<&str> = f.key.split('.').collect();
    let skip = f.row.name.split('.').count();
    for w in &mnemonic_words[skip..] {
        let ignored = f
            .words
            .iter()
            .any(|(g, x)| x == w && matches!(g, G::Ignore | G::Uni));
        if !ignored {
            key.push('.');
            key.push_str(w);
        }
    }
    key
}

fn refine_class(base: OpClass, i: &Inst) -> OpClass {
    let t = if i.op == Op::Cvt { Ty::None } else { i.ty };
    match i.op {
        Op::Ld | Op::St => match i.mods.space {
            Space::Shared => OpClass::MemShared,
            Space::Local => OpClass::MemLocal,
            Space::Const => OpClass::MemConst,
            Space::Param => OpClass::MemParam,
            _ => OpClass::MemGlobal,
        },
        _ if t == Ty::F64
            && matches!(
                base,
                OpClass::Int | OpClass::IntMul | OpClass::IntDiv | OpClass::Fp32 | OpClass::Sfu
            ) =>
        {
            OpClass::Fp64
        }
        _ if (t == Ty::F32 || t.is_packed_half() || matches!(t, Ty::F16 | Ty::Bf16))
            && matches!(base, OpClass::Int | OpClass::IntMul | OpClass::IntDiv) =>
        {
            OpClass::Fp32
        }
        _ if i.op == Op::Cvt && (i.ty == Ty::F64 || i.ty2 == Ty::F64) => OpClass::Fp64,
        _ => base,
    }
}

/// Checks that need the lowered operands.
fn post_checks(
    p: &Parser,
    fc: &FuncCtx,
    i: &Inst,
    ops: &[Raw],
    mpos: Pos,
    key: &str,
) -> Result<(), ParseError> {
    let vec_len = |o: &Operand| match o {
        Operand::Vec { len, .. } => Some(*len as usize),
        _ => None,
    };
    match i.op {
        // redux.sync: .add/.min/.max on .u32/.s32, the bitwise ones on .b32.
        Op::Redux => {
            let bitwise = matches!(
                i.mods.sub,
                crate::ir::Sub::Atom(AtomOp::And | AtomOp::Or | AtomOp::Xor)
            );
            if bitwise != (i.ty == Ty::B32) {
                return Err(p.err(
                    mpos,
                    format!("`{key}`: .and/.or/.xor take .b32, .add/.min/.max take .u32 or .s32"),
                ));
            }
        }
        Op::Ld | Op::St => {
            let (data, raw) = if i.op == Op::Ld {
                (&i.dst[0], &ops[0])
            } else {
                (&i.src[0], &ops[1])
            };
            let n = vec_len(data);
            let want = i.mods.vec as usize;
            if want > 1 && n != Some(want) {
                return Err(p.err(
                    raw.pos(),
                    format!("`{key}` needs a vector of {want} registers"),
                ));
            }
            if want == 1 && n.is_some() {
                return Err(p.err(
                    raw.pos(),
                    format!("`{key}`: vector operand without .v2/.v4"),
                ));
            }
            if i.ty == Ty::B128 {
                return Err(p.err(mpos, format!("`{key}`: 128-bit accesses are not supported")));
            }
        }
        Op::Mov => {
            for (o, raw) in [(&i.dst[0], &ops[0]), (&i.src[0], &ops[1])] {
                if let Operand::Vec { start, len } = *o {
                    let eb = i.ty.bits() / len as u32;
                    if !(2..=4).contains(&len) || !i.ty.bits().is_multiple_of(len as u32) {
                        return Err(p.err(
                            raw.pos(),
                            format!(
                                "`{key}`: a vector of {len} cannot pack into .{}",
                                i.ty.name()
                            ),
                        ));
                    }
                    for e in &fc.vec_elems[start as usize..(start + len as u32) as usize] {
                        if let Operand::Reg(r) = e {
                            if r.bits as u32 != eb {
                                return Err(p.err(
                                    raw.pos(),
                                    format!("`{key}`: vector elements must be {eb}-bit registers"),
                                ));
                            }
                        }
                    }
                }
            }
        }
        Op::SpDecompress => {
            let Sub::Sp(form) = i.mods.sub else {
                return Ok(());
            };
            let (m, c, d) = reg_counts(&form);
            for (o, raw, want, what) in [
                (&i.dst[0], &ops[0], d, "data"),
                (&i.src[0], &ops[1], m, "mdata"),
                (&i.src[1], &ops[2], c, "cdata"),
            ] {
                let n = vec_len(o).unwrap_or(0);
                if n != want as usize {
                    return Err(p.err(
                        raw.pos(),
                        format!("`{key}`: {what} needs exactly {want} registers, found {n}"),
                    ));
                }
            }
            // Data registers must not overlap mdata/cdata (undefined overlap).
            let regs = |o: &Operand| -> Vec<u32> {
                match *o {
                    Operand::Vec { start, len } => fc.vec_elems
                        [start as usize..(start + len as u32) as usize]
                        .iter()
                        .filter_map(|e| {
                            if let Operand::Reg(r) = e {
                                Some(r.idx)
                            } else {
                                None
                            }
                        })
                        .collect(),
                    _ => Vec::new(),
                }
            };
            let data = regs(&i.dst[0]);
            let mut seen = std::collections::HashSet::new();
            for r in &data {
                if !seen.insert(*r) {
                    return Err(p.err(
                        ops[0].pos(),
                        format!("`{key}`: a data register appears twice"),
                    ));
                }
            }
            if regs(&i.src[0])
                .iter()
                .chain(regs(&i.src[1]).iter())
                .any(|r| data.contains(r))
            {
                return Err(p.err(
                    ops[0].pos(),
                    format!("`{key}`: data registers overlap mdata/cdata (undefined)"),
                ));
            }
        }
        _ => {}
    }
    Ok(())
}

/// Resolve one operand for a slot. Returns the operand and, for pairs, the second one.
fn lower_operand(
    p: &Parser,
    fc: &mut FuncCtx,
    raw: &Raw,
    slot: Slot,
    want: Want,
    is_dst: bool,
    op: Op,
) -> Result<(Operand, Option<Operand>), ParseError> {
    match (slot, raw) {
        (Slot::Dp, Raw::Pair(a, b)) => {
            let a = pred(p, fc, a, false)?;
            let b = pred(p, fc, b, false)?;
            Ok((a, Some(b)))
        }
        (Slot::Dq, Raw::Pair(a, b)) => {
            let a = if let Raw::Sink(_) = **a {
                Operand::Sink
            } else {
                value(
                    p,
                    fc,
                    a,
                    Want {
                        ty: want.ty,
                        relaxed: false,
                    },
                    true,
                    op,
                )?
            };
            let b = pred(p, fc, b, false)?;
            Ok((a, Some(b)))
        }
        (_, r @ Raw::Pair(a, _)) => Err(p.err(
            a.pos(),
            format!("pair `{}` is not allowed here", r.describe()),
        )),
        (Slot::Dp | Slot::Sp, r) => Ok((pred(p, fc, r, slot == Slot::Sp)?, None)),
        (Slot::M, Raw::Addr { base, offset, pos }) => {
            Ok((Operand::Mem(address(p, fc, base, *offset, *pos)?), None))
        }
        (Slot::M, r) => Err(p.err(
            r.pos(),
            format!(
                "expected a memory operand `[...]`, found `{}`",
                r.describe()
            ),
        )),
        (_, r @ Raw::Addr { pos, .. }) => Err(p.err(
            *pos,
            format!(
                "memory operand `{}` is not allowed here (expected a register or immediate)",
                r.describe()
            ),
        )),
        (Slot::L, Raw::Name { name, pos, .. }) => {
            if Parser::lookup_reg(fc, name).is_some() {
                return Err(p.err(
                    *pos,
                    format!("indirect branch through `{name}` is not supported (brx.idx)"),
                ));
            }
            Ok((Operand::Label(0), None))
        }
        (Slot::L, r) => Err(p.err(
            r.pos(),
            format!("expected a label, found `{}`", r.describe()),
        )),
        (Slot::Dx | Slot::Sx | Slot::V, Raw::Vec(items, vpos)) => {
            if items.is_empty() || items.len() > 128 {
                return Err(p.err(
                    *vpos,
                    format!("vector operand with {} elements", items.len()),
                ));
            }
            let mut elems = Vec::with_capacity(items.len());
            let ew = if slot == Slot::V {
                Want {
                    ty: Ty::B32,
                    relaxed: false,
                }
            } else {
                Want {
                    ty: want.ty,
                    relaxed: want.relaxed,
                }
            };
            for it in items {
                let e = match it {
                    Raw::Sink(_) if is_dst => Operand::Sink,
                    _ if slot == Slot::Dx || slot == Slot::Sx => {
                        // mov packs/unpacks registers of a smaller width than the type.
                        if op == Op::Mov {
                            value(
                                p,
                                fc,
                                it,
                                Want {
                                    ty: Ty::None,
                                    relaxed: true,
                                },
                                is_dst,
                                op,
                            )?
                        } else {
                            value(p, fc, it, ew, is_dst, op)?
                        }
                    }
                    _ => value(p, fc, it, ew, is_dst, op)?,
                };
                if matches!(e, Operand::Sym { .. } | Operand::Special(_)) {
                    return Err(p.err(it.pos(), "vector elements must be registers or immediates"));
                }
                elems.push(e);
            }
            let start = fc.vec_elems.len() as u32;
            fc.vec_elems.extend(elems);
            Ok((
                Operand::Vec {
                    start,
                    len: items.len() as u16,
                },
                None,
            ))
        }
        (Slot::V, r) => Err(p.err(
            r.pos(),
            format!(
                "expected a vector operand `{{...}}`, found `{}`",
                r.describe()
            ),
        )),
        (_, r @ Raw::Vec(_, vp)) => Err(p.err(
            *vp,
            format!("vector operand `{}` is not allowed here", r.describe()),
        )),
        (_, r @ Raw::List(_, lp)) => Err(p.err(
            *lp,
            format!(
                "parenthesised list `{}` is only allowed in `call`",
                r.describe()
            ),
        )),
        (_, Raw::Sink(sp)) if is_dst => {
            let _ = sp;
            Ok((Operand::Sink, None))
        }
        (_, Raw::Sink(sp)) => Err(p.err(*sp, "`_` is only allowed as a destination")),
        (_, r) => Ok((value(p, fc, r, want, is_dst, op)?, None)),
    }
}

/// A predicate operand (register, optionally negated when `allow_neg`).
fn pred(p: &Parser, fc: &FuncCtx, raw: &Raw, allow_neg: bool) -> Result<Operand, ParseError> {
    match raw {
        Raw::Name { name, pos, neg, .. } => {
            if *neg && !allow_neg {
                return Err(p.err(*pos, format!("`!{name}`: negation is not allowed here")));
            }
            match Parser::lookup_reg(fc, name) {
                Some(RegEntry::Pred { idx }) => Ok(Operand::Pred { idx, neg: *neg }),
                Some(_) => Err(p.err(*pos, format!("`{name}` is not a predicate register"))),
                None if name.starts_with('%') => {
                    Err(p.err(*pos, format!("undeclared register `{name}`")))
                }
                None => Err(p.err(*pos, format!("undeclared identifier `{name}`"))),
            }
        }
        Raw::Sink(_) => Ok(Operand::Sink),
        r => Err(p.err(
            r.pos(),
            format!("expected a predicate register, found `{}`", r.describe()),
        )),
    }
}

/// A register, immediate, special register or symbol address.
fn value(
    p: &Parser,
    fc: &FuncCtx,
    raw: &Raw,
    want: Want,
    is_dst: bool,
    op: Op,
) -> Result<Operand, ParseError> {
    match raw {
        Raw::Num { text, neg, pos } => {
            if is_dst {
                return Err(p.err(
                    *pos,
                    format!("immediate `{}` cannot be a destination", raw.describe()),
                ));
            }
            let n =
                parse_num(text).ok_or_else(|| p.err(*pos, format!("malformed number `{text}`")))?;
            let ty = if want.ty == Ty::None {
                Ty::B64
            } else {
                want.ty
            };
            if ty == Ty::Pred {
                // PTX reads an integer constant as a predicate the way C does (non-zero = true).
                return match n {
                    Num::Int(v) => Ok(Operand::Imm((v != 0) as u64)),
                    _ => Err(p.err(
                        *pos,
                        format!(
                            "expected a predicate, found floating-point `{}`",
                            raw.describe()
                        ),
                    )),
                };
            }
            let v = encode_imm(n, *neg, ty).map_err(|m| p.err(*pos, m))?;
            Ok(Operand::Imm(v))
        }
        Raw::Name {
            name,
            pos,
            neg,
            offset,
        } => {
            if let Some(r) = Parser::lookup_reg(fc, name) {
                if *offset != 0 {
                    return Err(p.err(*pos, format!("`{name}+{offset}`: register plus offset is only allowed inside `[...]`")));
                }
                return match r {
                    RegEntry::Pred { idx } => {
                        if want.ty != Ty::Pred {
                            return Err(p.err(
                                *pos,
                                format!(
                                    "`{name}` is a predicate; expected a .{} register",
                                    want.ty.name()
                                ),
                            ));
                        }
                        Ok(Operand::Pred { idx, neg: *neg })
                    }
                    RegEntry::Reg { idx, bits } => {
                        if *neg {
                            return Err(
                                p.err(*pos, format!("`!{name}`: only predicates can be negated"))
                            );
                        }
                        if want.ty == Ty::Pred {
                            return Err(
                                p.err(*pos, format!("`{name}` is not a predicate register"))
                            );
                        }
                        check_width(p, name, *pos, bits as u32, want, op)?;
                        Ok(Operand::Reg(RegRef { idx, bits }))
                    }
                };
            }
            if let Some(s) = special(name) {
                if is_dst {
                    return Err(p.err(*pos, format!("special register `{name}` is read-only")));
                }
                let _ = special_bits(s);
                return Ok(Operand::Special(s));
            }
            if let Some(sym) = p.lookup_sym(fc, name) {
                if is_dst {
                    return Err(p.err(*pos, format!("`{name}` is a variable; use st to write it")));
                }
                return Ok(Operand::Sym {
                    sym,
                    offset: *offset,
                });
            }
            if p.function_id(name).is_some() {
                return Err(p.err(*pos, format!("function `{name}` cannot be used as a value (indirect calls are not supported)")));
            }
            if fc.label_names.contains(name) {
                return Err(p.err(
                    *pos,
                    format!("label `{name}` cannot be used as a value (only as a branch target)"),
                ));
            }
            if let Some((base, _)) = name.split_once('.') {
                if special(&format!("{base}.x")).is_some() {
                    return Err(p.err(
                        *pos,
                        format!("unknown special register `{name}` (components are .x, .y, .z)"),
                    ));
                }
            }
            if name.starts_with('%') {
                Err(p.err(*pos, format!("undeclared register `{name}`")))
            } else {
                Err(p.err(*pos, format!("undeclared identifier `{name}`")))
            }
        }
        r => Err(p.err(
            r.pos(),
            format!("expected a register or immediate, found `{}`", r.describe()),
        )),
    }
}

fn check_width(
    p: &Parser,
    name: &str,
    pos: Pos,
    bits: u32,
    want: Want,
    op: Op,
) -> Result<(), ParseError> {
    if want.ty == Ty::None {
        return Ok(());
    }
    let need = want.ty.bits().max(8);
    let ok = if want.relaxed {
        bits >= need || (need == 8 && bits >= 8)
    } else {
        bits == need || (need == 8 && bits == 16)
    };
    if !ok {
        return Err(p.err(
            pos,
            format!(
                "`{name}` is a {bits}-bit register but `{}` needs a {}-bit operand (.{})",
                op.name(),
                need,
                want.ty.name()
            ),
        ));
    }
    Ok(())
}

/// `[base + offset]` where base is a register or a variable/parameter symbol.
fn address(
    p: &Parser,
    fc: &FuncCtx,
    base: &Option<(String, Pos)>,
    offset: i64,
    _pos: Pos,
) -> Result<Addr, ParseError> {
    let mut a = Addr::ptx(NO_REG, 64, NO_REG, offset);
    if let Some((name, bpos)) = base {
        if let Some(r) = Parser::lookup_reg(fc, name) {
            match r {
                RegEntry::Reg { idx, bits } if bits == 32 || bits == 64 => {
                    a.base = idx;
                    a.base_bits = bits;
                }
                RegEntry::Reg { bits, .. } => {
                    return Err(p.err(
                        *bpos,
                        format!(
                            "address register `{name}` is {bits}-bit; addresses need 32 or 64 bits"
                        ),
                    ));
                }
                RegEntry::Pred { .. } => {
                    return Err(p.err(*bpos, format!("`{name}` is a predicate, not an address")))
                }
            }
        } else if let Some(sym) = p.lookup_sym(fc, name) {
            a.sym = sym;
        } else if name.starts_with('%') {
            return Err(p.err(*bpos, format!("undeclared register `{name}` in address")));
        } else {
            return Err(p.err(*bpos, format!("undeclared identifier `{name}` in address")));
        }
    }
    Ok(a)
}

/// `call{.uni} (rets), func, (args);` with `.param` arguments.
/// `brx.idx{.uni} index, table;`: the instruction, then its table as `bra` slots (see
/// `func::ops::brx_idx`): slot 0 leads past the table, slot k+1 to target k.
fn lower_brx(
    p: &mut Parser,
    fc: &mut FuncCtx,
    mut inst: Inst,
    mpos: Pos,
    ops: &[Raw],
    text: String,
    form: &Form,
) -> Result<(), ParseError> {
    let [index, table] = ops else {
        return Err(p.err(
            mpos,
            format!(
                "wrong operand count for `{}`: expected 2 (an index and a .branchtargets label), found {}",
                form.key,
                ops.len()
            ),
        ));
    };
    let want = Want {
        ty: Ty::U32,
        relaxed: false,
    };
    let (idx, _) = lower_operand(p, fc, index, Slot::S32, want, false, Op::BrxIdx)?;
    let Raw::Name { name, pos, .. } = table else {
        return Err(p.err(
            table.pos(),
            "`brx.idx` needs the label of a .branchtargets list",
        ));
    };
    let Some(targets) = fc.branch_tables.get(name).cloned() else {
        return Err(p.err(
            *pos,
            format!("`{name}` is not a .branchtargets list declared before this brx.idx"),
        ));
    };
    let n = targets.len() as u32;
    let at = fc.code.len() as u32;
    inst.src[0] = idx;
    inst.src[1] = Operand::Imm(n as u64);
    inst.key = p.intern_key(&canonical_key(form));
    fc.code.push(inst);
    fc.src.push(SrcInfo {
        pos: mpos,
        text,
        addr: 0,
    });
    let bra_key = p.intern_key("bra");
    let slot = |fc: &mut FuncCtx, target: Operand, text: String| {
        let mut b = Inst::new(Op::Bra);
        b.src[0] = target;
        b.key = bra_key;
        fc.code.push(b);
        fc.src.push(SrcInfo {
            pos: mpos,
            text,
            addr: 0,
        });
    };
    slot(
        fc,
        Operand::Label(at + 2 + n),
        format!("bra (past the table of `{name}`)"),
    );
    for (k, (label, lpos)) in targets.into_iter().enumerate() {
        fc.label_fixups
            .push((fc.code.len(), true, 0, label.clone(), lpos));
        slot(
            fc,
            Operand::None,
            format!("bra {label} (`{name}` entry {k})"),
        );
    }
    Ok(())
}

fn lower_call(
    p: &mut Parser,
    fc: &mut FuncCtx,
    mut inst: Inst,
    mpos: Pos,
    ops: Vec<Raw>,
    text: String,
    key: &str,
) -> Result<(), ParseError> {
    let mut it = ops.into_iter().peekable();
    let mut rets = Vec::new();
    if let Some(Raw::List(l, _)) = it.peek() {
        rets = l.clone();
        it.next();
    }
    let (fname, fpos) = match it.next() {
        Some(Raw::Name { name, pos, .. }) => (name, pos),
        Some(r) => return Err(p.err(r.pos(), "expected the called function's name")),
        None => return Err(p.err(mpos, "`call` needs a function name")),
    };
    if Parser::lookup_reg(fc, &fname).is_some() {
        return Err(p.err(fpos, "indirect calls through a register are not supported"));
    }
    let mut args = Vec::new();
    if let Some(Raw::List(l, _)) = it.peek() {
        args = l.clone();
        it.next();
    }
    if let Some(extra) = it.next() {
        return Err(p.err(extra.pos(), "unexpected operand after the call's argument list (prototypes/indirect calls are not supported)"));
    }
    let syms = |list: &[Raw]| -> Result<Vec<(u32, Pos)>, ParseError> {
        list.iter()
            .map(|r| match r {
                Raw::Name { name, pos, .. } => match p.lookup_sym(fc, name) {
                    Some(s) if p.module.symbols[s as usize].space == Space::Param => Ok((s, *pos)),
                    _ => Err(p.err(
                        *pos,
                        format!("call argument `{name}` must be a .param variable"),
                    )),
                },
                other => Err(p.err(other.pos(), "call arguments must be .param variables")),
            })
            .collect()
    };
    let rets = syms(&rets)?;
    let args = syms(&args)?;
    inst.class = OpClass::Branch;
    inst.key = p.intern_key(key.split('.').next().unwrap_or("call"));
    let idx = fc.code.len();
    fc.code.push(inst);
    fc.src.push(SrcInfo {
        pos: mpos,
        text,
        addr: 0,
    });
    p.call_fixups.push((fc.fid, idx, fname, fpos));
    p.call_args.push(super::parser::CallArgs { args, rets });
    Ok(())
}
