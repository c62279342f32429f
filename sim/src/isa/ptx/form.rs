//! The mnemonic of an instruction statement split into its parts: the table row, the
//! type suffixes and the modifier words (at most one per group of the row), with each
//! word applied to the IR modifiers.

use super::scope::ModuleScope;
use super::table::{lookup, Row, G};
use crate::error::{ParseError, Pos};
use crate::ir::mma_form::{
    BitOp, BlockScale, Kind as MmaKind, MTy, MmaForm, SType, ScaleKind, Shape, Sparsity,
};
use crate::ir::wgmma_form::WgmmaForm;
use crate::ir::wmma_form::{Which, WmmaFrag};
use crate::ir::{
    AtomOp, BarMode, BoolOp, Cmp, LdmShape, LdmUnpack, MulMode, Op, PrmtMode, Round, ShflMode,
    SpForm, Space, Sub, Ty, VoteMode,
};

/// Parsed mnemonic.
pub struct Form {
    pub row: &'static Row,
    pub types: Vec<(Ty, Pos)>,
    pub words: Vec<(G, String)>,
    pub mods: crate::ir::Mods,
    pub key: String,
}

pub fn parse_form(p: &ModuleScope, mnemonic: &str, mpos: Pos) -> Result<Form, ParseError> {
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
        let fits = |g: &G, words: &[&str]| match g {
            G::SpFactor => seg.starts_with("sp::"),
            G::WgmmaShape => wgmma_shape(seg).is_some(),
            G::SpNum => {
                seg.starts_with('x')
                    && seg[1..].bytes().all(|b| b.is_ascii_digit())
                    && seg.len() > 1
            }
            _ => words.contains(seg),
        };
        // A word may belong to several groups of one kind (mma's two layouts and four
        // types): it takes the first of them still free, in the order written.
        let found = row
            .groups
            .iter()
            .enumerate()
            .find(|(gi, (g, words))| used_groups[*gi].is_none() && fits(g, words))
            .or_else(|| {
                row.groups
                    .iter()
                    .enumerate()
                    .find(|(_, (g, words))| fits(g, words))
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
    if row.op == Op::Mma {
        let mut form =
            mma_form(&f.words, false).map_err(|m| p.err(mpos, format!("`{mnemonic}`: {m}")))?;
        // The selector is an operand; `lower` reads it into the form.
        form.sparse = match row.name {
            "mma.sp" => Sparsity::Sp {
                ordered: false,
                sel: 0,
            },
            "mma.sp::ordered_metadata" => Sparsity::Sp {
                ordered: true,
                sel: 0,
            },
            _ => Sparsity::Dense,
        };
        f.mods.sub = Sub::Mma(form);
    }
    if row.op == Op::Wgmma {
        let mut form =
            wgmma_form(&f.words).map_err(|m| p.err(mpos, format!("`{mnemonic}`: {m}")))?;
        form.sparse = row.name == "wgmma.mma_async.sp";
        f.mods.sub = Sub::Wgmma(form);
    }
    if let Some(sub) = super::lower_tcgen05::form_sub(row.op, &f.words) {
        f.mods.sub = sub;
        if let Sub::Tc05Mma(m) = &mut f.mods.sub {
            m.ws = row.name.starts_with("tcgen05.mma.ws");
            m.sp = row.name.ends_with(".sp");
        }
    }
    if let Some(sub) = super::lower_clc::form_sub(row.op, &f.words) {
        f.mods.sub = sub;
    }
    if row.op == Op::WmmaMma {
        let form =
            mma_form(&f.words, true).map_err(|m| p.err(mpos, format!("`{mnemonic}`: {m}")))?;
        f.mods.sub = Sub::Mma(form);
    }
    if matches!(
        row.op,
        Op::MbarArrive | Op::MbarTestWait | Op::MbarTx | Op::CpAsyncMbarArrive
    ) {
        let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
        f.mods.sub = Sub::Mbar {
            drop: row.name == "mbarrier.arrive_drop",
            expect_tx: has("expect_tx"),
            no_complete: has("noComplete"),
            noinc: has("noinc"),
            parity: has("parity"),
            complete: row.name == "mbarrier.complete_tx",
        };
    }
    if matches!(row.op, Op::Ld | Op::CpAsync) {
        f.mods.l1_bypass = l1_bypass(&f.words);
    }
    if matches!(row.op, Op::WmmaLoad | Op::WmmaStore) {
        let frag = wmma_frag(&f.words).map_err(|m| p.err(mpos, format!("`{mnemonic}`: {m}")))?;
        f.mods.sub = Sub::Wmma(frag);
    }
    Ok(f)
}

/// `(N, K)` of a wgmma shape word `m64n<N>k<K>`.
pub fn wgmma_shape(w: &str) -> Option<(u16, u16)> {
    let rest = w.strip_prefix("m64n")?;
    let (n, k) = rest.split_once('k')?;
    let num = |s: &str| {
        (!s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u16>().ok())
            .flatten()
    };
    Some((num(n)?, num(k)?))
}

/// The form of `wgmma.mma_async.sync.aligned.<shape>[.satfinite].<dtype>.<atype>.<btype>
/// [.and.popc]` (`.satfinite` may also follow the types, as in the ISA's examples);
/// where A comes from and the immediates are operands (`lower_mma::wgmma_operands`).
fn wgmma_form(words: &[(G, String)]) -> Result<WgmmaForm, String> {
    let (n, k) = words
        .iter()
        .find(|(g, _)| *g == G::WgmmaShape)
        .and_then(|(_, w)| wgmma_shape(w))
        .ok_or("missing the shape (.m64n128k16, ...)")?;
    let tys: Vec<MTy> = words
        .iter()
        .filter(|(g, _)| *g == G::MmaTy)
        .filter_map(|(_, w)| MTy::from_name(w))
        .collect();
    let [d, a, b] = tys[..] else {
        return Err(format!(
            "needs three types .dtype.atype.btype (found {})",
            tys.len()
        ));
    };
    let mut f = WgmmaForm::plain(n, k, d, a, b);
    f.satfinite = words.iter().any(|(_, w)| w == "satfinite");
    f.and_popc = words.iter().any(|(g, _)| *g == G::MmaBitOp);
    Ok(f)
}

/// Does a load skip the L1? PTX ISA "Cache Operators": `.cg` caches "at global level
/// (cache in L2 and below, not L1)", `.cv` fetches again; `cp.async.cg` "caches at the
/// global level (L2)". Strong loads that must see other SMs' writes (`.volatile`, and
/// `.relaxed`/`.acquire` at `.cluster`, `.gpu` or `.sys` scope; "Memory Consistency
/// Model") cannot be served by the SM's non-coherent L1 either.
fn l1_bypass(words: &[(G, String)]) -> bool {
    let has = |w: &str| words.iter().any(|(_, x)| x == w);
    has("cg")
        || has("cv")
        || has("volatile")
        || ((has("relaxed") || has("acquire")) && (has("gpu") || has("sys") || has("cluster")))
}

/// The fragment of `wmma.{load,store}.<which>.sync.aligned.<layout>.<shape>[.space].<type>`.
fn wmma_frag(words: &[(G, String)]) -> Result<WmmaFrag, String> {
    let word = |g: G| words.iter().find(|(x, _)| *x == g).map(|(_, w)| w.as_str());
    let which = match word(G::WmmaWhich) {
        Some("a") => Which::A,
        Some("b") => Which::B,
        Some(_) => Which::C,
        None => return Err("missing the matrix (.a, .b or .c; .d for wmma.store)".into()),
    };
    let col = match word(G::MmaLayout) {
        Some(l) => l == "col",
        None => return Err("missing the layout .row or .col".into()),
    };
    let shape = word(G::MmaShape)
        .and_then(Shape::from_name)
        .ok_or("missing the shape (.m16n16k16, ...)")?;
    let ty = word(G::MmaTy)
        .and_then(MTy::from_name)
        .ok_or("missing the element type")?;
    Ok(WmmaFrag {
        which,
        col,
        shape,
        ty,
    })
}

/// The multiply form of the words of `mma.sync.aligned.<shape>.<alayout>.<blayout>
/// [.satfinite].<dtype>.<atype>.<btype>.<ctype>`, or of `wmma.mma` (`wmma`), where
/// `.<dtype>.<ctype>` alone means `.f16` inputs.
fn mma_form(words: &[(G, String)], wmma: bool) -> Result<MmaForm, String> {
    let shape = words
        .iter()
        .find(|(g, _)| *g == G::MmaShape)
        .and_then(|(_, w)| Shape::from_name(w))
        .ok_or("missing the shape (.m16n8k16, ...)")?;
    let tys: Vec<MTy> = words
        .iter()
        .filter(|(g, _)| *g == G::MmaTy)
        .filter_map(|(_, w)| MTy::from_name(w))
        .collect();
    let (d, a, b, c) = match tys[..] {
        [d, a, b, c] => (d, a, b, c),
        [d, c] if wmma => (d, MTy::F16, MTy::F16, c),
        _ if wmma => {
            return Err(format!(
                "needs the types .dtype.ctype (.f16 inputs) or .dtype.atype.btype.ctype (found {})",
                tys.len()
            ))
        }
        _ => {
            return Err(format!(
                "needs four types .dtype.atype.btype.ctype (found {})",
                tys.len()
            ))
        }
    };
    let layouts: Vec<&str> = words
        .iter()
        .filter(|(g, _)| *g == G::MmaLayout)
        .map(|(_, w)| w.as_str())
        .collect();
    let kind = mma_kind(words)?;
    // The packed kinds hold .e2m1 eight to a register, not one per byte.
    let (a, b) = match kind.scale() {
        Some(s) if s.kind != ScaleKind::MxF8f6f4 => {
            let packed = |t| if t == MTy::E2m1 { MTy::E2m1x } else { t };
            (packed(a), packed(b))
        }
        _ => (a, b),
    };
    Ok(MmaForm {
        shape,
        d,
        a,
        b,
        c,
        satfinite: words.iter().any(|(_, w)| w == "satfinite"),
        bitop: match words.iter().find(|(g, _)| *g == G::MmaBitOp) {
            Some((_, w)) if w == "xor" => BitOp::Xor,
            Some(_) => BitOp::And,
            None => BitOp::None,
        },
        sparse: Sparsity::Dense,
        a_col: layouts.first() == Some(&"col"),
        b_col: layouts.get(1) == Some(&"col"),
        kind,
    })
}

/// mma's `.kind` and the block-scaling words (`.block_scale`, `.scale_vec::NX`,
/// `.ue8m0`/`.ue4m3`), which only the block-scaled kinds take.
fn mma_kind(words: &[(G, String)]) -> Result<MmaKind, String> {
    let scale_words: Vec<&str> = words
        .iter()
        .filter(|(g, _)| *g == G::MmaScale)
        .map(|(_, w)| w.as_str())
        .collect();
    let kind = match words.iter().find(|(g, _)| *g == G::MmaKind) {
        None => None,
        Some((_, w)) => match w.as_str() {
            "kind::mxf8f6f4" => Some(ScaleKind::MxF8f6f4),
            "kind::mxf4" => Some(ScaleKind::MxF4),
            "kind::mxf4nvf4" => Some(ScaleKind::MxF4Nvf4),
            _ => {
                if let Some(x) = scale_words.first() {
                    return Err(format!(".{x} applies only to the block-scaled kinds (.kind::mxf8f6f4/.kind::mxf4/.kind::mxf4nvf4)"));
                }
                return Ok(MmaKind::F8f6f4);
            }
        },
    };
    let Some(kind) = kind else {
        return match scale_words.first() {
            Some(x) => Err(format!(
                ".{x} needs a block-scaled .kind (.kind::mxf8f6f4/.kind::mxf4/.kind::mxf4nvf4)"
            )),
            None => Ok(MmaKind::Plain),
        };
    };
    let vec = scale_words
        .iter()
        .find_map(|w| w.strip_prefix("scale_vec::"))
        .map_or(kind.default_vec(), |v| match v {
            "1X" => 1,
            "2X" => 2,
            _ => 4,
        });
    let stype = scale_words.iter().find_map(|w| match *w {
        "ue8m0" => Some(SType::Ue8m0),
        "ue4m3" => Some(SType::Ue4m3),
        _ => None,
    });
    Ok(MmaKind::Scaled(BlockScale {
        kind,
        vec,
        stype,
        block_scale: scale_words.contains(&"block_scale"),
    }))
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
        G::SatFinite => m.satfinite = true,
        G::XorSign => m.xorsign = true,
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
                "shared" | "shared::cta" | "shared::cluster" => Space::Shared,
                "local" => Space::Local,
                "param" | "param::entry" | "param::func" => Space::Param,
                _ => Space::Const,
            }
        }
        G::Vec => m.vec = w[1..].parse().unwrap_or(1),
        G::NoFtz => m.noftz = true,
        G::Atom => {
            // (The group's words are the operations' names.)
            let op = AtomOp::ALL.into_iter().find(|a| a.name() == w);
            m.sub = Sub::Atom(op.unwrap_or(AtomOp::Cas))
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
        G::LdmNum | G::LdmTrans | G::LdmShape | G::LdmSrc | G::LdmFmt => {
            let (mut num, mut trans, mut shape, mut unpack) = match m.sub {
                Sub::LdMatrix {
                    num,
                    trans,
                    shape,
                    unpack,
                } => (num, trans, shape, unpack),
                _ => (0, false, LdmShape::M8n8, LdmUnpack::None),
            };
            match (g, w) {
                (G::LdmNum, _) => num = w[1..].parse().unwrap_or(0),
                (G::LdmTrans, _) => trans = true,
                (G::LdmShape, "m16n16") => shape = LdmShape::M16n16,
                (G::LdmShape, "m8n16") => shape = LdmShape::M8n16,
                (G::LdmShape, "m16n8") => shape = LdmShape::M16n8,
                (G::LdmSrc, "b6x16_p32") => unpack = LdmUnpack::B6x16P32,
                (G::LdmSrc, "b4x16_p64") => unpack = LdmUnpack::B4x16P64,
                // `.m8n8`, and `.b8x16` (the only destination format; the rule
                // checks that it comes with a source format).
                _ => {}
            }
            m.sub = Sub::LdMatrix {
                num,
                trans,
                shape,
                unpack,
            };
        }
        // The mma form is built from all its words together (`mma_form`).
        G::Ignore
        | G::CpCache
        | G::WmmaWhich
        | G::MmaShape
        | G::WgmmaShape
        | G::MmaLayout
        | G::MmaTy
        | G::MmaBitOp
        | G::MmaKind
        | G::MmaScale => {}
    }
    Ok(())
}

pub fn has(f: &Form, g: G) -> bool {
    f.words.iter().any(|(x, _)| *x == g)
}

/// Is modifier word `w` (e.g. `L2::cache_hint`) written?
pub fn has_word(f: &Form, w: &str) -> bool {
    f.words.iter().any(|(_, x)| x == w)
}

/// The dimension `.1d` ... `.5d` of a tensor instruction, if written.
pub fn tensor_dims(f: &Form) -> Option<usize> {
    f.words.iter().find_map(|(_, w)| match w.as_str() {
        "1d" => Some(1),
        "2d" => Some(2),
        "3d" => Some(3),
        "4d" => Some(4),
        "5d" => Some(5),
        _ => None,
    })
}

pub fn word(f: &Form, g: G) -> Option<&str> {
    f.words
        .iter()
        .find(|(x, _)| *x == g)
        .map(|(_, w)| w.as_str())
}
