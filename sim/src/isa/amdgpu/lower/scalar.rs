//! Lowering of SALU instructions, scalar control flow and waits, and the hardware-register
//! operand of `s_getreg`/`s_setreg`.

use super::*;
use crate::ir::amd::{HWREG_FLAT_SCR_HI, HWREG_FLAT_SCR_LO, HWREG_MODE, HWREG_SHADER_CYCLES};

impl Env<'_> {
    /// SALU, scalar control flow and waits.
    pub(super) fn lower_scalar(
        &mut self,
        row: &Row,
        at: &Text,
        ops: &[Text],
        im: &IMods,
    ) -> Result<Inst, Err> {
        let what = format!("`{}`", at.text);
        // Cache invalidations (`global_inv scope:SCOPE_SE`) take cache-policy modifiers.
        let cache_op = matches!(row.kind, Kind::SNop) && !row.name.starts_with("s_");
        im.only(if cache_op { &["cache"] } else { &[] }, &what)?;
        // SOPK forms carry a 16-bit immediate (`s_movk_i32 s0, 0x1234`).
        // SOPK: the mnemonic's operation word ends in `k` (`s_movk_i32`, `s_addk_co_i32`,
        // `s_cmpk_lt_i32`; the compare families share one row, so the written
        // mnemonic decides).
        let sopk = matches!(
            at.text.split('_').nth(1),
            Some("movk" | "addk" | "mulk" | "cmovk" | "cmpk")
        );
        // `s_bitset{0,1}_b32 d, bit` and the SOPK ops read their destination.
        let rmw = sopk || row.name.starts_with("s_bitset");
        let mut i = match row.kind {
            Kind::SOp { op, ty, n, scc } => {
                arity(at, ops, &[n as usize + 1])?;
                let slot = slot_of(ty);
                let mut i = Inst::new(op);
                i.ty = ty;
                i.dst[0] = self.sdst(&ops[0], slot.regs())?;
                for k in 0..n as usize {
                    i.src[k] = self.src(&ops[k + 1], slot)?.op;
                }
                i.mods.scc_nz = scc == SccRule::NonZero;
                i.mods.dyn_mode = ty.is_float();
                i
            }
            Kind::SLane { f, n, wide, scc } => {
                let mut i = Inst::new(Op::LaneFn);
                i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
                i.ty = Ty::B32;
                let has_dst = scc != SccRule::Flag || !f.starts_with("bitcmp");
                if has_dst {
                    let srcs = if rmw { 1 } else { n as usize };
                    arity(at, ops, &[srcs + 1])?;
                    i.dst[0] = self.sdst(&ops[0], if wide & 1 != 0 { 2 } else { 1 })?;
                    if rmw {
                        // `s_addk_i32 d, k`: d = d + sext(k); `s_bitset1_b32 d, b`.
                        if sopk {
                            i.src[0] = i.dst[0];
                            i.src[1] = self.simm16(&ops[1], true)?;
                        } else {
                            // bitset lane functions take (bit, old value).
                            i.src[0] = self.src(&ops[1], Slot::B32)?.op;
                            i.src[1] = i.dst[0];
                        }
                    } else {
                        self.scalar_srcs(&mut i, &ops[1..], wide)?;
                    }
                } else {
                    arity(at, ops, &[n as usize])?;
                    self.scalar_srcs(&mut i, ops, wide)?;
                }
                match scc {
                    SccRule::NonZero => i.mods.scc_nz = true,
                    SccRule::Flag => i.dst[1] = Operand::Scc,
                    SccRule::None => {}
                }
                i
            }
            Kind::SCvt { dst, src, rnd } => {
                arity(at, ops, &[2])?;
                let mut i = Inst::new(Op::Cvt);
                i.ty = dst;
                i.ty2 = src;
                i.dst[0] = self.sdst(&ops[0], 1)?;
                i.src[0] = self.src(&ops[1], slot_of(src))?.op;
                cvt_rnd(&mut i, rnd);
                i
            }
            Kind::SFma { mac } => {
                arity(at, ops, &[if mac { 3 } else { 4 }])?;
                let mut i = Inst::new(Op::Fma);
                i.ty = Ty::F32;
                i.mods.dyn_mode = true;
                i.dst[0] = self.sdst(&ops[0], 1)?;
                for k in 0..if mac { 2 } else { 3 } {
                    i.src[k] = self.src(&ops[k + 1], Slot::F32)?.op;
                }
                if mac {
                    i.src[2] = i.dst[0];
                }
                i
            }
            Kind::SCarry { sub, cin, wide } => {
                arity(at, ops, &[3])?;
                let slot = if wide { Slot::B64 } else { Slot::B32 };
                let mut i = Inst::new(if sub { Op::SubCo } else { Op::AddCo });
                i.ty = if wide { Ty::U64 } else { Ty::U32 };
                i.dst = [self.sdst(&ops[0], slot.regs())?, Operand::Scc];
                i.src[0] = self.src(&ops[1], slot)?.op;
                i.src[1] = self.src(&ops[2], slot)?.op;
                if cin {
                    i.src[2] = Operand::Scc;
                }
                i
            }
            Kind::SCmp { cmp, ty } => {
                arity(at, ops, &[2])?;
                let mut i = Inst::new(Op::Setp);
                i.ty = ty;
                i.mods.cmp = cmp;
                i.dst[0] = Operand::Scc;
                let slot = slot_of(ty);
                i.src[0] = self.src(&ops[0], slot)?.op;
                i.src[1] = if sopk {
                    self.simm16(&ops[1], ty.is_signed())?
                } else {
                    self.src(&ops[1], slot)?.op
                };
                i
            }
            Kind::SCselect { wide } | Kind::SCmov { wide } => {
                let cmov = matches!(row.kind, Kind::SCmov { .. });
                arity(at, ops, &[if cmov { 2 } else { 3 }])?;
                let slot = if wide { Slot::B64 } else { Slot::B32 };
                let mut i = Inst::new(Op::Selp);
                i.ty = if wide { Ty::B64 } else { Ty::B32 };
                i.dst[0] = self.sdst(&ops[0], slot.regs())?;
                let a = if cmov && sopk {
                    self.simm16(&ops[1], true)?
                } else {
                    self.src(&ops[1], slot)?.op
                };
                let b = if cmov {
                    i.dst[0]
                } else {
                    self.src(&ops[2], slot)?.op
                };
                i.src = [a, b, Operand::Scc, Operand::None];
                i
            }
            Kind::SMov { wide } => {
                arity(at, ops, &[2])?;
                let slot = if wide { Slot::B64 } else { Slot::B32 };
                let mut i = Inst::new(Op::Mov);
                i.ty = if wide { Ty::B64 } else { Ty::B32 };
                i.dst[0] = self.sdst(&ops[0], slot.regs())?;
                i.src[0] = if sopk {
                    self.simm16(&ops[1], true)?
                } else {
                    self.src(&ops[1], slot)?.op
                };
                i
            }
            Kind::SSaveexec { f, wide } => {
                arity(at, ops, &[2])?;
                if wide != self.wave64 {
                    return Err((
                        at.pos,
                        format!(
                            "{what} is for wave{}; this kernel runs wave{}",
                            if wide { 64 } else { 32 },
                            if self.wave64 { 64 } else { 32 }
                        ),
                    ));
                }
                let slot = if wide { Slot::B64 } else { Slot::B32 };
                let mut i = Inst::new(Op::Saveexec);
                i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
                i.dst[0] = self.sdst(&ops[0], slot.regs())?;
                i.src[0] = self.src(&ops[1], slot)?.op;
                i
            }
            Kind::SBranch { cond } => {
                arity(at, ops, &[1])?;
                let o = self.parse(&ops[0])?;
                let target = match o.val {
                    super::super::operand::Val::Sym {
                        ref name,
                        reloc: super::super::operand::Reloc::None,
                        addend: 0,
                    } => match (self.resolve)(name) {
                        Some(Sym::Label(pc)) => pc,
                        Some(_) => {
                            return Err((
                                ops[0].pos,
                                format!("branch target `{name}` is not a label of this function"),
                            ))
                        }
                        None => return Err((ops[0].pos, format!("undefined label `{name}`"))),
                    },
                    _ => {
                        return Err((
                            ops[0].pos,
                            format!("expected a label, found `{}`", ops[0].text),
                        ))
                    }
                };
                let mut i = Inst::new(Op::CBranch);
                let c = match cond {
                    BrCond::Always => 0,
                    BrCond::Scc0 => 1,
                    BrCond::Scc1 => 2,
                    BrCond::Vccz => 3,
                    BrCond::Vccnz => 4,
                    BrCond::Execz => 5,
                    BrCond::Execnz => 6,
                };
                i.mods.sub = Sub::Cond(c);
                i.src[0] = Operand::Label(target);
                i
            }
            Kind::SEndpgm => {
                arity(at, ops, &[0])?;
                Inst::new(Op::Exit)
            }
            Kind::SBarrier { signal, wait } => {
                if !ops.is_empty() {
                    arity(at, ops, &[1])?;
                    if ops[0].text != "-1" {
                        return Err((ops[0].pos, format!("named barriers (`{}`) are not supported by warpsim; only -1 (the workgroup barrier)", ops[0].text)));
                    }
                }
                if signal && !wait {
                    // GFX12 splits the barrier into signal + wait; the wait is where
                    // the wave blocks, so the signal itself does nothing here.
                    Inst::new(Op::Nop)
                } else {
                    let mut i = Inst::new(Op::Bar);
                    i.mods.sub = Sub::Bar(BarMode::Sync);
                    i.src[0] = Operand::Imm(0);
                    i
                }
            }
            Kind::SWait { k } => {
                let mut i = Inst::new(Op::Waitcnt);
                i.mods.sub = Sub::Wait(wait::limits(k, ops, self.gfx, at)?);
                i
            }
            Kind::SNop => {
                // Cache invalidations and the like take no operands, only cache-policy
                // words (`buffer_wbl2 sc1`, read as an operand by the statement
                // syntax); hints take one.
                let policy = |t: &Text| {
                    matches!(
                        t.text.as_str(),
                        "sc0" | "sc1" | "nt" | "glc" | "slc" | "dlc" | "nv"
                    ) || t.text.starts_with("scope:")
                        || t.text.starts_with("th:")
                };
                let cache_words = !row.name.starts_with("s_") && ops.iter().all(policy);
                if !row.name.starts_with("s_") && !cache_words {
                    arity(at, ops, &[0])?;
                }
                hints::check(row.name, at, if cache_words { &[] } else { ops })?;
                Inst::new(Op::Nop)
            }
            Kind::STrap => Inst::new(Op::Trap),
            Kind::SUnmodelled => {
                let mut i = Inst::new(Op::Trap);
                i.mods.sub = Sub::Unmodelled;
                i
            }
            Kind::SGetPc => {
                arity(at, ops, &[1])?;
                let mut i = Inst::new(Op::GetPc);
                i.dst[0] = self.sdst(&ops[0], 2)?;
                i
            }
            Kind::SSetPc | Kind::SSwapPc => {
                let swap = matches!(row.kind, Kind::SSwapPc);
                arity(at, ops, &[if swap { 2 } else { 1 }])?;
                let mut i = Inst::new(Op::SetPc);
                if swap {
                    i.dst[0] = self.sdst(&ops[0], 2)?;
                    i.mods.sub = Sub::Swap;
                }
                i.src[0] = self.src(&ops[swap as usize], Slot::B64)?.op;
                i
            }
            Kind::SMemTime { real } => {
                // The 64-bit shader clock (what `clock64()` reads on GFX9/GFX10), or the
                // 100 MHz counter (`wall_clock64()`). It answers through lgkmcnt on the
                // hardware; here it is ready at once.
                arity(at, ops, &[1])?;
                let mut i = Inst::new(Op::Mov);
                i.ty = Ty::B64;
                i.dst[0] = self.sdst(&ops[0], 2)?;
                i.src[0] = Operand::Special(if real {
                    crate::ir::SReg::RealTime
                } else {
                    crate::ir::SReg::Clock64
                });
                i
            }
            Kind::SSendMsgRtn64 => {
                // MSG_RTN_GET_REALTIME is message 131 (LLVM `SIDefines.h` ID_RTN_*;
                // llvm-mc-22 encodes the symbolic name as 0x83).
                arity(at, ops, &[2])?;
                let m = ops[1].text.as_str();
                let id = m
                    .strip_prefix("sendmsg(")
                    .and_then(|r| r.strip_suffix(')'))
                    .unwrap_or(m);
                if !matches!(id, "MSG_RTN_GET_REALTIME" | "131" | "0x83") {
                    return Err((
                        ops[1].pos,
                        format!("`{}` with message `{m}` is not supported by warpsim (only sendmsg(MSG_RTN_GET_REALTIME), the 100 MHz counter)", at.text),
                    ));
                }
                let mut i = Inst::new(Op::Mov);
                i.ty = Ty::B64;
                i.dst[0] = self.sdst(&ops[0], 2)?;
                i.src[0] = Operand::Special(crate::ir::SReg::RealTime);
                i
            }
            Kind::SGetReg => {
                arity(at, ops, &[2])?;
                let mut i = Inst::new(Op::GetReg);
                i.dst[0] = self.sdst(&ops[0], 1)?;
                i.mods.sub = hwreg(&ops[1], self.gfx.gen)?;
                i
            }
            Kind::SSetReg => {
                arity(at, ops, &[2])?;
                let mut i = Inst::new(Op::SetReg);
                i.mods.sub = hwreg(&ops[0], self.gfx.gen)?;
                if matches!(
                    i.mods.sub,
                    Sub::HwReg {
                        id: HWREG_SHADER_CYCLES,
                        ..
                    }
                ) {
                    return Err((ops[0].pos, "HW_REG_SHADER_CYCLES is read-only".to_string()));
                }
                i.src[0] = self.src(&ops[1], Slot::B32)?.op;
                // SOPK: `s_setreg_b32` names an SGPR in its SDST field, the
                // `_imm32` form carries a 32-bit literal (llvm-mc-22 refuses an
                // immediate in the first).
                let imm = row.name.ends_with("_imm32_b32");
                if matches!(i.src[0], Operand::SRegs { .. }) == imm {
                    let want = if imm {
                        "a 32-bit immediate"
                    } else {
                        "a scalar register"
                    };
                    return Err((
                        ops[1].pos,
                        format!("`{}` takes {want}, not `{}`", at.text, ops[1].text),
                    ));
                }
                i
            }
            Kind::SModeField { offset } => {
                arity(at, ops, &[1])?;
                let mut i = Inst::new(Op::SetReg);
                i.mods.sub = Sub::HwReg {
                    id: HWREG_MODE,
                    offset,
                    size: 4,
                };
                i.src[0] = self.src(&ops[0], Slot::B32)?.op;
                i
            }
            _ => return Err((at.pos, format!("internal: {what} has no lowering"))),
        };
        i.mods.scalar = true;
        Ok(i)
    }

    /// Scalar sources from `ops`; bit k+1 of `wide` makes source k 64-bit.
    fn scalar_srcs(&mut self, i: &mut Inst, ops: &[Text], wide: u8) -> Result<(), Err> {
        for (k, t) in ops.iter().enumerate().take(4) {
            let slot = if wide & (2 << k) != 0 {
                Slot::B64
            } else {
                Slot::B32
            };
            i.src[k] = self.src(t, slot)?.op;
        }
        Ok(())
    }

    /// A SOPK 16-bit immediate, sign- or zero-extended to 32 bits.
    fn simm16(&self, t: &Text, signed: bool) -> Result<Operand, Err> {
        match self.parse(t)?.val {
            super::super::operand::Val::Int(v) if (-32768..=65535).contains(&v) => {
                let v = v as u16;
                Ok(Operand::Imm(if signed {
                    v as i16 as i32 as u32 as u64
                } else {
                    v as u64
                }))
            }
            _ => Err((
                t.pos,
                format!("expected a 16-bit immediate, found `{}`", t.text),
            )),
        }
    }
}

/// Hardware registers LLVM names (any generation); warpsim models MODE and holds
/// GFX10's flat-scratch base.
const KNOWN_HWREGS: &[&str] = &[
    "HW_REG_STATUS",
    "HW_REG_TRAPSTS",
    "HW_REG_HW_ID",
    "HW_REG_GPR_ALLOC",
    "HW_REG_LDS_ALLOC",
    "HW_REG_IB_STS",
    "HW_REG_SH_MEM_BASES",
    "HW_REG_XNACK_MASK",
    "HW_REG_POPS_PACKER",
    "HW_REG_SHADER_CYCLES",
    "HW_REG_SHADER_CYCLES_HI",
    "HW_REG_HW_ID1",
    "HW_REG_HW_ID2",
    "HW_REG_PERF_SNAPSHOT_DATA",
    "HW_REG_PERF_SNAPSHOT_PC_LO",
    "HW_REG_PERF_SNAPSHOT_PC_HI",
    "HW_REG_EXCP_FLAG_PRIV",
    "HW_REG_EXCP_FLAG_USER",
    "HW_REG_TRAP_CTRL",
    "HW_REG_SCRATCH_BASE_LO",
    "HW_REG_SCRATCH_BASE_HI",
    "HW_REG_TBA_LO",
    "HW_REG_TBA_HI",
    "HW_REG_TMA_LO",
    "HW_REG_TMA_HI",
    "HW_REG_STATE_PRIV",
    "HW_REG_WAVE_MODE",
    "HW_REG_WAVE_STATUS",
];

/// `hwreg(HW_REG_MODE, offset, size)`, `hwreg(HW_REG_MODE)` or the raw 16-bit form
/// (id [5:0], offset [10:6], size-1 [15:11]). MODE and GFX10's FLAT_SCR_LO/HI only.
fn hwreg(t: &Text, gen: Gen) -> Result<Sub, Err> {
    let bad = || {
        (
            t.pos,
            format!(
                "malformed hardware register `{}` (expected hwreg(HW_REG_MODE, offset, size))",
                t.text
            ),
        )
    };
    let num = |s: &str| -> Option<u32> {
        let s = s.trim();
        match s.strip_prefix("0x") {
            Some(h) => u32::from_str_radix(h, 16).ok(),
            None => s.parse().ok(),
        }
    };
    let (id, offset, size) = if let Some(inner) = t
        .text
        .strip_prefix("hwreg(")
        .and_then(|r| r.strip_suffix(')'))
    {
        let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
        let id = match parts[0] {
            "HW_REG_MODE" => 1,
            "HW_REG_FLAT_SCR_LO" => HWREG_FLAT_SCR_LO as u32,
            "HW_REG_FLAT_SCR_HI" => HWREG_FLAT_SCR_HI as u32,
            "HW_REG_SHADER_CYCLES" => HWREG_SHADER_CYCLES as u32,
            p if KNOWN_HWREGS.contains(&p) => {
                return Err((
                    t.pos,
                    format!(
                        "hardware register `{p}` is not modelled by warpsim (only HW_REG_MODE, HW_REG_FLAT_SCR_LO/HI and HW_REG_SHADER_CYCLES)"
                    ),
                ))
            }
            p if p.starts_with("HW_REG_") => {
                return Err((t.pos, format!("unknown hardware register `{p}`")))
            }
            p => num(p).ok_or_else(|| {
                (
                    t.pos,
                    format!("unknown hardware register `{p}` in `{}`", t.text),
                )
            })?,
        };
        match parts.len() {
            1 => (id, 0, 32),
            3 => (
                id,
                num(parts[1]).ok_or_else(bad)?,
                num(parts[2]).ok_or_else(bad)?,
            ),
            _ => return Err(bad()),
        }
    } else {
        let v = num(&t.text).ok_or_else(bad)?;
        (v & 0x3F, (v >> 6) & 0x1F, ((v >> 11) & 0x1F) + 1)
    };
    // GFX10 and GFX11 have the flat-scratch registers (llvm-mc-22 refuses them on
    // gfx90a and gfx1200).
    let is_flat_scr = [HWREG_FLAT_SCR_LO, HWREG_FLAT_SCR_HI]
        .map(u32::from)
        .contains(&id);
    if is_flat_scr && !matches!(gen, Gen::Gfx10 | Gen::Gfx11) {
        return Err((
            t.pos,
            format!(
                "`{}`: the flat-scratch hardware registers (20, 21) exist on GFX10 and GFX11 only",
                t.text
            ),
        ));
    }
    // The cycle counter: GFX10.3 and GFX11 (llvm-mc-22 refuses it on gfx90a,
    // gfx942 and gfx1200).
    let cycles = id == HWREG_SHADER_CYCLES as u32;
    if cycles && !matches!(gen, Gen::Gfx10 | Gen::Gfx11) {
        return Err((
            t.pos,
            format!(
                "`{}`: HW_REG_SHADER_CYCLES (29) exists on GFX10.3 and GFX11 only",
                t.text
            ),
        ));
    }
    if id != HWREG_MODE as u32 && !is_flat_scr && !cycles {
        return Err((
            t.pos,
            format!(
                "hardware register {id} in `{}` is not modelled by warpsim (only HW_REG_MODE = 1, HW_REG_FLAT_SCR_LO/HI = 20/21, HW_REG_SHADER_CYCLES = 29)",
                t.text
            ),
        ));
    }
    if offset > 31 || size == 0 || size > 32 || offset + size > 32 {
        return Err(bad());
    }
    Ok(Sub::HwReg {
        id: id as u8,
        offset: offset as u8,
        size: size as u8,
    })
}
