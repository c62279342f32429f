//! Lowering one PTX instruction statement to an IR instruction: split the mnemonic
//! (`form.rs`), check the form (`rules.rs`), then resolve every operand against its
//! slot (`operand.rs`) and append the instruction to the function. `call` and
//! `brx.idx` have lowerings of their own here.

use super::ast::Raw;
use super::form::{parse_form, Form};
use super::operand::{lower_operand, Want};
use super::rules::{check_form_rules, post_checks};
use super::scope::{CallArgs, FuncCtx, ModuleScope, RegEntry};
use super::table::{Slot, G};
use crate::error::{ParseError, Pos};
use crate::ir::{Inst, MulMode, Op, OpClass, Operand, Space, SrcInfo, Sub, Ty, VoteMode};

/// Lower one instruction statement and append it to the function.
pub fn lower_instruction(
    p: &mut ModuleScope,
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
        match fc.lookup_reg(&g) {
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
    // Matrix fragments are 32-bit registers (two b16 each), 64-bit in the .f64 mma forms.
    let ty = match (row.op, inst.mods.sub) {
        (Op::Mma | Op::WmmaMma, Sub::Mma(f)) if f.a == crate::ir::mma_form::MTy::F64 => Ty::B64,
        (Op::WmmaLoad | Op::WmmaStore, Sub::Wmma(f)) if f.ty == crate::ir::mma_form::MTy::F64 => {
            Ty::B64
        }
        (
            Op::Mma
            | Op::WmmaMma
            | Op::Wgmma
            | Op::WmmaLoad
            | Op::WmmaStore
            | Op::LdMatrix
            | Op::StMatrix
            | Op::MovMatrix,
            _,
        ) => Ty::B32,
        _ => ty,
    };
    inst.ty = ty;
    inst.ty2 = ty2;
    if row.op == Op::CpAsync {
        super::lower_async::cp_async_operands(p, fc, &mut inst, &form, mpos, &ops)?;
        return finish(p, fc, inst, &form, &ops, mpos, text);
    }
    if matches!(row.op, Op::ClcTryCancel | Op::ClcQuery) {
        super::lower_clc::operands(p, fc, &mut inst, &form, mpos, &ops)?;
        return finish(p, fc, inst, &form, &ops, mpos, text);
    }
    if row.name.starts_with("tcgen05.") {
        super::lower_tcgen05::same_cta_group(p, fc, &form, mpos)?;
    }
    if matches!(
        row.op,
        Op::Tc05Mma | Op::Tc05Ld | Op::Tc05St | Op::Tc05Commit | Op::Tc05Cp
    ) {
        super::lower_tcgen05::operands(p, fc, &mut inst, &form, mpos, &ops)?;
        return finish(p, fc, inst, &form, &ops, mpos, text);
    }
    if row.op == Op::Wgmma {
        super::lower_wgmma::wgmma_operands(p, fc, &mut inst, &form, mpos, &ops)?;
        return finish(p, fc, inst, &form, &ops, mpos, text);
    }
    if matches!(row.op, Op::CpAsyncBulk | Op::CpReduceAsyncBulk) {
        super::lower_tma::bulk_operands(p, fc, &mut inst, &form, mpos, &ops)?;
        return finish(p, fc, inst, &form, &ops, mpos, text);
    }
    if matches!(row.op, Op::CpAsyncBulkTensor | Op::CpReduceAsyncBulkTensor) {
        super::lower_tma::tensor_operands(p, fc, &mut inst, &form, mpos, &ops)?;
        return finish(p, fc, inst, &form, &ops, mpos, text);
    }
    if row.op == Op::MbarTestWait {
        super::lower_async::mbar_wait_operands(p, fc, &mut inst, &form, mpos, &ops)?;
        return finish(p, fc, inst, &form, &ops, mpos, text);
    }
    if super::lower_policy::lowers(row.op) {
        super::lower_policy::operands(p, fc, &mut inst, &form, mpos, &ops)?;
        return finish(p, fc, inst, &form, &ops, mpos, text);
    }
    let ops = super::lower_policy::strip_cache_policy(p, fc, &form, mpos, &ops)?;
    // Among the shapes of this operand count, the first whose memory slots are where
    // the addresses are (`cp.async.bulk`'s fourth operand is an mbarrier or a cache
    // policy), else the first of that count (its lowering names the mismatch).
    let fits = |s: &&&[Slot]| {
        s.iter()
            .zip(ops.iter())
            .all(|(slot, raw)| (*slot == Slot::M) == matches!(raw, Raw::Addr { .. }))
    };
    let counted = || row.shapes.iter().filter(|s| s.len() == ops.len());
    let Some(shape) = counted().find(fits).or_else(|| counted().next()) else {
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
    // mma.sp's sparsity selector `f` is a constant of the form, not a source; a
    // block-scaled mma's scale operands are lowered after the others.
    let sparse_sel = super::lower_mma::sparse_selector(p, &mut inst, &form.key, ops)?;
    let scale_from = super::lower_mma::scale_start(p, &inst, &form.key, ops, mpos)?;
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
        if sparse_sel == Some(k) || scale_from.is_some_and(|s| k >= s) {
            continue;
        }
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
        ) || (k == 0
            && matches!(
                row.op,
                Op::St
                    | Op::Red
                    | Op::StAsync
                    | Op::RedAsync
                    | Op::StMatrix
                    | Op::WmmaStore
                    | Op::MbarInit
                    | Op::MbarTx
                    | Op::MbarInval
                    | Op::CpAsyncMbarArrive
            )
            && slot == Slot::M)
            || (k == 0 && matches!(slot, Slot::V | Slot::Vm));
        let want = match slot {
            // match.sync's mask result is .b32 whatever the compared type.
            Slot::Dq if row.op == Op::Match => Want {
                ty: Ty::B32,
                relaxed: false,
            },
            Slot::D | Slot::S | Slot::Dx | Slot::Sx | Slot::Dq => Want { ty, relaxed },
            Slot::Vm => Want { ty, relaxed: false },
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
    if let Some(start) = scale_from {
        super::lower_mma::block_scale_operands(p, fc, &mut inst, &form.key, ops, start)?;
    }
    // fence.proxy.tensormap::generic.acquire's size is 128, the map's (ptxas).
    if row.op == Op::Membar && inst.src[1] != Operand::None && inst.src[1] != Operand::Imm(128) {
        return Err(p.err(
            mpos,
            format!("`{}`: the size operand must be 128", form.key),
        ));
    }
    if row.op == Op::TmapReplace {
        let field = form
            .words
            .iter()
            .find_map(|(_, w)| crate::ir::TmapField::by_name(w));
        if let Some(field) = field {
            inst.mods.sub = Sub::TmapField(field);
            let v = if field.has_ordinal() { 2 } else { 1 };
            // `ord` and a `.field3` value are immediates (PTX ISA, "tensormap.replace").
            let imm = |o: Operand| match o {
                Operand::Imm(x) => Some(x),
                _ => None,
            };
            let (ord, val) = (imm(inst.src[1]), imm(inst.src[v]));
            if (field.has_ordinal() && ord.is_none()) || (field.immediate() && val.is_none()) {
                return Err(p.err(
                    mpos,
                    format!(
                        "`{}`: the ordinal and the value of .elemtype/.interleave_layout/.swizzle_mode/.swizzle_atomicity/.fill_mode are immediates",
                        form.key
                    ),
                ));
            }
            if let Err(why) = tmap_immediates(field, ord, val) {
                return Err(p.err(mpos, format!("`{}`: {why}", form.key)));
            }
        }
    }
    if row.op == Op::IsSpacep && form.words.iter().any(|(_, w)| w == "shared::cluster") {
        inst.mods.sub = Sub::ClusterShared;
    }
    if row.op == Op::Match
        && inst.mods.sub == Sub::Vote(VoteMode::Any)
        && inst.dst[1] != Operand::None
    {
        return Err(p.err(
            mpos,
            format!("`{}`: only match.all writes a predicate (d|p)", form.key),
        ));
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
        // setmaxnreg's count: a constant in 24..=256, a multiple of 8 (PTX ISA,
        // setmaxnreg).
        Op::SetMaxNReg => match inst.src[0] {
            Operand::Imm(n) if (24..=256).contains(&n) && n % 8 == 0 => {}
            _ => {
                return Err(p.err(
                    ops[0].pos(),
                    format!(
                        "setmaxnreg's register count must be a constant in 24..256, a multiple of 8 (found `{}`)",
                        ops[0].describe()
                    ),
                ))
            }
        },
        Op::LaneFn if row.name == "lop3" => {
            if !matches!(inst.src[3], Operand::Imm(_)) {
                return Err(p.err(
                    ops[4].pos(),
                    "lop3's truth table (immLut) must be an immediate",
                ));
            }
            let k = crate::ir::lanefn::lookup("lop3_b32").unwrap_or(0);
            inst.mods.sub = Sub::LaneFn(k);
        }
        Op::CpAsyncWait | Op::CpAsyncBulkWait | Op::WgmmaWait => {
            super::lower_async::wait_group(p, &mut inst, row.name, ops)?
        }
        _ => {}
    }
    finish(p, fc, inst, &form, ops, mpos, text)
}

/// The checks after the operands, the op class and latency key, and the append.
fn finish(
    p: &mut ModuleScope,
    fc: &mut FuncCtx,
    mut inst: Inst,
    form: &Form,
    ops: &[Raw],
    mpos: Pos,
    text: String,
) -> Result<(), ParseError> {
    let row = form.row;
    post_checks(p, fc, &inst, ops, mpos, &form.key)?;
    if matches!(inst.op, Op::Ld | Op::St) && inst.ty == Ty::B128 {
        // A .b128 access is the .v2.b64 access of the register's halves (same bytes,
        // same 16-byte alignment).
        inst.ty = Ty::B64;
        inst.mods.vec = 2;
    }
    if inst.op == Op::Mov && inst.ty == Ty::B128 {
        // mov.b128: the two halves, one for one (`func::ops::mov`).
        inst.ty = Ty::B64;
    }
    inst.class = refine_class(row.class, &inst);
    inst.key = p.intern_key(&canonical_key(form));
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
    // mma: `mma.<shape>.<atype>.<dtype>` whatever order the words were written in.
    if let Sub::Wgmma(w) = f.mods.sub {
        return w.key();
    }
    if let Sub::Tc05Mma(m) = f.mods.sub {
        return format!("tcgen05.mma.{}", m.kind.name());
    }
    // tcgen05.cp: `tcgen05.cp.<lanes>x<bits>` (the multicast does not change the
    // bytes read).
    if let Sub::Tc05Cp(c) = f.mods.sub {
        let name = c.shape.name();
        return format!("tcgen05.cp.{}", name.split('.').next().unwrap_or(name));
    }
    if let Sub::Mma(m) = f.mods.sub {
        return if f.row.op == Op::WmmaMma {
            crate::ir::wmma_form::key(&m)
        } else {
            m.key()
        };
    }
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
        Op::Ld | Op::St | Op::StAsync | Op::WmmaLoad | Op::WmmaStore => match i.mods.space {
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
        _ if (matches!(t, Ty::F32 | Ty::F32x2 | Ty::F16 | Ty::Bf16) || t.is_packed_half())
            && matches!(base, OpClass::Int | OpClass::IntMul | OpClass::IntDiv) =>
        {
            OpClass::Fp32
        }
        _ if i.op == Op::Cvt && (i.ty == Ty::F64 || i.ty2 == Ty::F64) => OpClass::Fp64,
        _ => base,
    }
}

/// `brx.idx{.uni} index, table;`: the instruction, then its table as `bra` slots (see
/// `func::ops::brx_idx`): slot 0 leads past the table, slot k+1 to target k.
fn lower_brx(
    p: &mut ModuleScope,
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

/// `call{.uni} (rets), func, (args);` with `.param` arguments.
fn lower_call(
    p: &mut ModuleScope,
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
    if fc.lookup_reg(&fname).is_some() {
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
    p.call_args.push(CallArgs { args, rets });
    Ok(())
}

/// The immediates of `tensormap.replace`: the ordinal within the rank (0..4; 0..3 for
/// `.global_stride`) and a `.field3` value within the ISA's table (ptxas checks both),
/// and a value warpsim models (the others are refused by name).
fn tmap_immediates(
    field: crate::ir::TmapField,
    ord: Option<u64>,
    val: Option<u64>,
) -> Result<(), String> {
    use crate::ir::TmapField as F;
    if let (true, Some(o)) = (field.has_ordinal(), ord) {
        let max = if field == F::GlobalStride { 3 } else { 4 };
        if o > max {
            return Err(format!("the ordinal {o} is not 0..{max}"));
        }
    }
    let (Some(v), true) = (val, field.immediate()) else {
        return Ok(());
    };
    // (the largest value in the ISA's table, the values warpsim models)
    let (max, modelled): (u64, &[u64]) = match field {
        F::ElemType => (15, &[0, 1, 2, 3, 4, 5, 6, 7, 9, 10]),
        F::Interleave => (2, &[0]),
        F::SwizzleMode => (4, &[0, 1, 2, 3]),
        F::SwizzleAtomicity => (3, &[0]),
        _ => (1, &[0, 1]),
    };
    if v > max {
        return Err(format!("the value {v} is not 0..{max}"));
    }
    if !modelled.contains(&v) {
        return Err(format!(
            "the value {v} is not modelled (warpsim's tensor maps take {modelled:?})"
        ));
    }
    Ok(())
}
