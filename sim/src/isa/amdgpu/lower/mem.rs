//! Lowering of memory instructions: SMEM loads, GLOBAL/FLAT/SCRATCH loads, stores and
//! atomics, and LDS (DS) accesses, into IR loads/stores whose address operand carries
//! the AMD addressing parts (VGPR pair or 32-bit VGPR offset, SGPR base, SGPR offset,
//! immediate) and whose results are held back until the matching wait counter.

use super::super::operand::Val;
use super::super::syntax::Text;
use super::super::table::{Kind, Row, SP_BUFFER, SP_FLAT, SP_GLOBAL, SP_LDS};
use super::super::target::Gen;
use super::imods::IMods;
use super::{arity, Env, Err};
use crate::ir::amd::MemEvent;
use crate::ir::{
    Addr, AtomOp, Inst, Op, Operand, Space, Sub, Ty, ABASE_BUF_BOTHEN, ABASE_BUF_IDXEN,
    ABASE_BUF_OFF, ABASE_BUF_OFFEN, ABASE_V32, ABASE_VPAIR, ABUF_GFX10, NO_REG,
};

/// `Mods::defer` value of an event kind.
fn defer(k: MemEvent) -> u8 {
    k.defer()
}

fn elem_ty(bytes: u8, signed: bool) -> Ty {
    match (bytes, signed) {
        (1, false) => Ty::U8,
        (1, true) => Ty::S8,
        (2, false) => Ty::U16,
        (2, true) => Ty::S16,
        (8, _) => Ty::B64,
        _ => Ty::B32,
    }
}

/// The data operand of a d16 access as one half of its VGPR: a load merges into that
/// half (keeping the other), a `_d16_hi` store stores the high half's bits.
fn half_of(o: Operand, hi: bool, at: &Text) -> Result<Operand, Err> {
    match o {
        Operand::VRegs { idx, n: 1 } => Ok(Operand::VHalf {
            idx,
            hi,
            keep: true,
        }),
        _ => Err((
            at.pos,
            format!("`{}`: a d16 access takes one VGPR of data", at.text),
        )),
    }
}

/// Which immediate-offset field an access has.
#[derive(Clone, Copy, PartialEq, Eq)]
enum OffField {
    Smem,
    Global,
    Flat,
    Ds,
    Buf,
}

/// The range of an immediate offset field per generation (LLVM's AMDGPU operand
/// limits): SMEM 21-bit signed (24 on GFX12), GLOBAL/SCRATCH 13-bit signed (12 on
/// GFX10, 24 on GFX12), FLAT unsigned 12 bits (11 on GFX10; 24-bit signed on GFX12),
/// DS 16-bit unsigned.
fn offset_range(f: OffField, g: Gen) -> (i64, i64) {
    let signed = |bits: u32| (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1);
    match (f, g) {
        (OffField::Ds, _) => (0, 65535),
        (OffField::Buf, Gen::Gfx12) => (0, (1 << 23) - 1),
        (OffField::Buf, _) => (0, 4095),
        (_, Gen::Gfx12) => signed(24),
        (OffField::Smem, _) => signed(21),
        (OffField::Global, Gen::Gfx10) => signed(12),
        (OffField::Global, _) => signed(13),
        (OffField::Flat, Gen::Gfx10) => (0, 2047),
        (OffField::Flat, _) => (0, 4095),
    }
}

impl Env<'_> {
    /// Check an immediate offset against its field.
    fn check_offset(&self, f: OffField, v: i64, t: &Text) -> Result<(), Err> {
        let (lo, hi) = offset_range(f, self.gfx.gen);
        if v < lo || v > hi {
            return Err((t.pos, format!("offset {v:#x} in `{}` is outside {lo}..={hi}, the range of this offset field on {}", t.text, self.gfx.name)));
        }
        Ok(())
    }

    /// The `offset:` modifier's value, range-checked.
    fn imm_offset(&self, f: OffField, im: &IMods) -> Result<i64, Err> {
        match &im.offset {
            Some((v, t)) => {
                self.check_offset(f, *v, t)?;
                Ok(*v)
            }
            None => Ok(0),
        }
    }

    /// A data operand of `n` elements of `regs` VGPRs each: one `VRegs`, or a list.
    fn vdata(&mut self, t: &Text, n: u32, regs: u32) -> Result<Operand, Err> {
        let (idx, count) = self.data_range(t)?;
        if count != n * regs {
            return Err((
                t.pos,
                format!(
                    "expected {} vector register(s), found `{}`",
                    n * regs,
                    t.text
                ),
            ));
        }
        if n == 1 {
            return Ok(Operand::VRegs { idx, n: regs as u8 });
        }
        let start = self.vec_elems.len() as u32;
        for k in 0..n {
            self.vec_elems.push(Operand::VRegs {
                idx: idx + k * regs,
                n: regs as u8,
            });
        }
        Ok(Operand::Vec {
            start,
            len: n as u16,
        })
    }

    /// Is the operand `off`?
    fn is_off(&self, t: &Text) -> Result<bool, Err> {
        Ok(matches!(self.parse(t)?.val, Val::Off))
    }

    /// The address of a GLOBAL/FLAT/SCRATCH access: `vaddr` (pair, 32-bit offset or
    /// `off`), optional `saddr` (pair for global, one SGPR for scratch, or `off`).
    fn vmem_addr(
        &mut self,
        space: u8,
        vaddr: &Text,
        saddr: Option<&Text>,
        im: &IMods,
    ) -> Result<Addr, Err> {
        let field = if space == SP_FLAT {
            OffField::Flat
        } else {
            OffField::Global
        };
        let mut a = Addr::ptx(NO_REG, 32, NO_REG, self.imm_offset(field, im)?);
        let has_saddr = match saddr {
            Some(t) => !self.is_off(t)?,
            None => false,
        };
        if space == SP_FLAT || (space == SP_GLOBAL && !has_saddr) {
            if let Operand::VRegs { idx, .. } = self.vreg(vaddr, 2)? {
                a.base = idx;
                a.vkind = ABASE_VPAIR;
            }
        } else if !self.is_off(vaddr)? {
            if let Operand::VRegs { idx, .. } = self.vreg(vaddr, 1)? {
                a.base = idx;
                a.vkind = ABASE_V32;
            }
        }
        if let (true, Some(t)) = (has_saddr, saddr) {
            if space == SP_GLOBAL {
                if let Operand::SRegs { idx, .. } = self.sdst(t, 2)? {
                    a.sbase = idx;
                }
            } else if let Operand::SRegs { idx, .. } = self.sdst(t, 1)? {
                a.soff = idx;
            }
        }
        Ok(a)
    }

    /// The address of a MUBUF access: `vaddr` (`off`, or the VGPR(s) `offen` /
    /// `idxen` name), the V# quad `srsrc`, `soffset` (an SGPR, an inline constant,
    /// or `off` on GFX12) and the `offset:` modifier.
    fn buf_addr(
        &mut self,
        what: &str,
        vaddr: &Text,
        srsrc: &Text,
        soffset: &Text,
        im: &IMods,
    ) -> Result<Addr, Err> {
        if let Some(t) = &im.buf_unmodelled {
            return Err((
                t.pos,
                format!(
                    "modifier `{}` of {what} is not supported by warpsim",
                    t.text
                ),
            ));
        }
        let off = self.imm_offset(OffField::Buf, im)?;
        let mut a = Addr::ptx(NO_REG, 9, NO_REG, off);
        if self.gfx.gen >= Gen::Gfx10 {
            a.base_bits = ABUF_GFX10;
        }
        let (kind, nv) = match (im.idxen.is_some(), im.offen.is_some()) {
            (false, false) => (ABASE_BUF_OFF, 0),
            (false, true) => (ABASE_BUF_OFFEN, 1),
            (true, false) => (ABASE_BUF_IDXEN, 1),
            (true, true) => (ABASE_BUF_BOTHEN, 2),
        };
        a.vkind = kind;
        if nv == 0 {
            if !self.is_off(vaddr)? {
                return Err((
                    vaddr.pos,
                    format!(
                        "{what} names address register `{}` but neither `offen` nor `idxen`",
                        vaddr.text
                    ),
                ));
            }
        } else {
            let (idx, n) = match self.parse(vaddr)?.val {
                Val::V { .. } => self.vrange(vaddr)?,
                _ => (0, 0),
            };
            if n != nv {
                return Err((
                    vaddr.pos,
                    format!(
                        "{what} with `{}` takes {nv} address VGPR(s), found `{}`",
                        if nv == 2 {
                            "idxen offen"
                        } else if kind == ABASE_BUF_OFFEN {
                            "offen"
                        } else {
                            "idxen"
                        },
                        vaddr.text
                    ),
                ));
            }
            a.base = idx;
        }
        let (s, n) = self.srange(srsrc)?;
        if n != 4 {
            return Err((
                srsrc.pos,
                format!(
                    "{what} needs a buffer resource of 4 SGPRs, found `{}`",
                    srsrc.text
                ),
            ));
        }
        a.sbase = s;
        match self.parse(soffset)?.val {
            Val::S { n: 1, .. } => {
                if let Operand::SRegs { idx, .. } = self.sdst(soffset, 1)? {
                    a.soff = idx;
                }
            }
            Val::Off if self.gfx.gen >= Gen::Gfx12 => {}
            Val::Int(v) if (-16..=64).contains(&v) => {
                a.offset = (off & 0xFFFF_FFFF) | ((v as u32 as i64) << 32);
            }
            _ => {
                return Err((
                    soffset.pos,
                    format!(
                        "expected an SGPR or an inline constant as the SGPR offset of {what}, found `{}`",
                        soffset.text
                    ),
                ))
            }
        }
        Ok(a)
    }

    /// The address of an LDS access: a 32-bit VGPR plus the `offset:` byte offset.
    fn ds_addr(&mut self, t: &Text, im: &IMods) -> Result<Addr, Err> {
        let mut a = Addr::ptx(NO_REG, 32, NO_REG, self.imm_offset(OffField::Ds, im)?);
        if let Operand::VRegs { idx, .. } = self.vreg(t, 1)? {
            a.base = idx;
            a.vkind = ABASE_V32;
        }
        Ok(a)
    }

    /// An SMEM load of `dwords` dwords: `sdst, sbase, offset-or-SGPR`.
    fn smem_load(&mut self, at: &Text, ops: &[Text], im: &IMods, dwords: u8) -> Result<Inst, Err> {
        let what = format!("`{}`", at.text);
        let (idx, n) = self.srange(&ops[0])?;
        if n != dwords as u32 {
            return Err((
                ops[0].pos,
                format!("{what} loads {dwords} dword(s) into {n} register(s)"),
            ));
        }
        let mut a = Addr::ptx(NO_REG, 32, NO_REG, self.imm_offset(OffField::Smem, im)?);
        if let Operand::SRegs { idx, .. } = self.sdst(&ops[1], 2)? {
            a.sbase = idx;
        }
        match self.parse(&ops[2])?.val {
            Val::Int(v) => {
                self.check_offset(OffField::Smem, v, &ops[2])?;
                a.offset = a.offset.wrapping_add(v);
            }
            Val::S { idx, n: 1 } => {
                self.srange(&ops[2])?;
                a.soff = idx;
            }
            _ => {
                return Err((
                    ops[2].pos,
                    format!("expected an offset or one SGPR, found `{}`", ops[2].text),
                ))
            }
        }
        let mut i = Inst::new(Op::Ld);
        i.ty = Ty::B32;
        i.mods.space = Space::Global;
        i.mods.scalar = true;
        i.mods.defer = defer(MemEvent::Smem);
        i.dst[0] = if dwords == 1 {
            Operand::SRegs { idx, n: 1 }
        } else {
            let start = self.vec_elems.len() as u32;
            for k in 0..dwords as u16 {
                self.vec_elems.push(Operand::SRegs { idx: idx + k, n: 1 });
            }
            Operand::Vec {
                start,
                len: dwords as u16,
            }
        };
        i.src[0] = Operand::Mem(a);
        Ok(i)
    }

    pub(super) fn lower_mem(
        &mut self,
        row: &Row,
        at: &Text,
        ops: &[Text],
        im: &IMods,
    ) -> Result<Inst, Err> {
        let what = format!("`{}`", at.text);
        let space_of = |sp: u8| match sp {
            SP_GLOBAL => Space::Global,
            SP_FLAT => Space::Generic,
            _ => Space::Local,
        };
        // GLOBAL and SCRATCH name an SGPR address operand (or `off`); FLAT does not.
        let saddr_ops = |sp: u8| usize::from(sp != SP_FLAT);
        let mut i = match row.kind {
            Kind::StoreD16Hi { space, bytes } => {
                // The plain store of the high half's bits, marked to shift them down.
                let kind = if space == SP_LDS {
                    Kind::DsStore { bytes, n: 1 }
                } else {
                    Kind::GStore { space, bytes, n: 1 }
                };
                let mut i = self.lower_mem(&Row { kind, ..*row }, at, ops, im)?;
                i.src[0] = half_of(i.src[0], true, at)?;
                return Ok(i);
            }
            Kind::LoadD16 {
                space,
                bytes,
                signed,
                hi,
            } => {
                // The plain one-element load, marked to merge into one half.
                let kind = if space == SP_LDS {
                    Kind::DsLoad {
                        bytes,
                        n: 1,
                        signed,
                    }
                } else {
                    Kind::GLoad {
                        space,
                        bytes,
                        n: 1,
                        signed,
                    }
                };
                let mut i = self.lower_mem(&Row { kind, ..*row }, at, ops, im)?;
                i.ty = elem_ty(bytes, signed);
                i.dst[0] = half_of(i.dst[0], hi, at)?;
                return Ok(i);
            }
            Kind::SLoad { dwords } => {
                im.only(&["offset", "cache"], &what)?;
                arity(at, ops, &[3])?;
                self.smem_load(at, ops, im, dwords)?
            }
            Kind::SLoadSub { bytes, signed } => {
                im.only(&["offset", "cache"], &what)?;
                arity(at, ops, &[3])?;
                let mut i = self.smem_load(at, ops, im, 1)?;
                i.ty = elem_ty(bytes, signed);
                i
            }
            Kind::GLoad {
                space: SP_BUFFER,
                bytes,
                n,
                signed,
            } => {
                im.only(&["offset", "cache", "buf"], &what)?;
                arity(at, ops, &[4])?;
                let mut i = Inst::new(Op::Ld);
                i.ty = elem_ty(bytes, signed);
                i.mods.space = Space::Local;
                i.mods.defer = defer(MemEvent::VmLoad);
                i.dst[0] = self.vdata(&ops[0], n as u32, 1)?;
                i.src[0] = Operand::Mem(self.buf_addr(&what, &ops[1], &ops[2], &ops[3], im)?);
                i
            }
            Kind::GStore {
                space: SP_BUFFER,
                bytes,
                n,
            } => {
                im.only(&["offset", "cache", "buf"], &what)?;
                arity(at, ops, &[4])?;
                let mut i = Inst::new(Op::St);
                i.ty = elem_ty(bytes, false);
                i.mods.space = Space::Local;
                i.mods.defer = defer(MemEvent::VmStore);
                i.dst[0] = Operand::Mem(self.buf_addr(&what, &ops[1], &ops[2], &ops[3], im)?);
                i.src[0] = self.vdata(&ops[0], n as u32, 1)?;
                i
            }
            Kind::GLoad {
                space,
                bytes,
                n,
                signed,
            } => {
                im.only(&["offset", "cache"], &what)?;
                arity(at, ops, &[2 + saddr_ops(space)])?;
                let mut i = Inst::new(Op::Ld);
                i.ty = elem_ty(bytes, signed);
                i.mods.space = space_of(space);
                i.mods.defer = defer(MemEvent::VmLoad);
                i.dst[0] = self.vdata(&ops[0], n as u32, 1)?;
                i.src[0] = Operand::Mem(self.vmem_addr(space, &ops[1], ops.get(2), im)?);
                i
            }
            Kind::GStore { space, bytes, n } => {
                im.only(&["offset", "cache"], &what)?;
                arity(at, ops, &[2 + saddr_ops(space)])?;
                let mut i = Inst::new(Op::St);
                i.ty = elem_ty(bytes, false);
                i.mods.space = space_of(space);
                i.mods.defer = defer(MemEvent::VmStore);
                i.dst[0] = Operand::Mem(self.vmem_addr(space, &ops[0], ops.get(2), im)?);
                i.src[0] = self.vdata(&ops[1], n as u32, 1)?;
                i
            }
            Kind::GAtomic { space, op, ty } => {
                im.only(&["offset", "cache"], &what)?;
                let base = 2 + saddr_ops(space);
                arity(at, ops, &[base, base + 1])?;
                let rtn = ops.len() == base + 1;
                let o = &ops[rtn as usize..];
                let regs = ty.bits() / 32;
                let mut i = Inst::new(if rtn { Op::Atom } else { Op::Red });
                i.ty = ty;
                i.mods.space = space_of(space);
                i.mods.sub = Sub::Atom(op);
                i.mods.defer = defer(if rtn {
                    MemEvent::VmLoad
                } else {
                    MemEvent::VmStore
                });
                let addr = Operand::Mem(self.vmem_addr(space, &o[0], o.get(2), im)?);
                // Compare-and-swap data is (new value, compare value).
                let (b, c) = if op == AtomOp::Cas {
                    let (idx, cnt) = self.vrange(&o[1])?;
                    if cnt != 2 * regs {
                        return Err((
                            o[1].pos,
                            format!("{what} takes {} data registers (new, compare)", 2 * regs),
                        ));
                    }
                    (
                        Operand::VRegs {
                            idx: idx + regs,
                            n: regs as u8,
                        },
                        Operand::VRegs { idx, n: regs as u8 },
                    )
                } else {
                    (self.vdata(&o[1], 1, regs)?, Operand::None)
                };
                if rtn {
                    i.dst[0] = self.vdata(&ops[0], 1, regs)?;
                    i.src = [addr, b, c, Operand::None];
                } else {
                    i.dst[0] = addr;
                    i.src = [b, c, Operand::None, Operand::None];
                }
                i
            }
            Kind::DsLoad { bytes, n, signed } => {
                im.only(&["offset"], &what)?;
                arity(at, ops, &[2])?;
                let mut i = Inst::new(Op::Ld);
                i.ty = elem_ty(bytes, signed);
                i.mods.space = Space::Shared;
                i.mods.defer = defer(MemEvent::Ds);
                i.dst[0] = self.vdata(&ops[0], n as u32, 1)?;
                i.src[0] = Operand::Mem(self.ds_addr(&ops[1], im)?);
                i
            }
            Kind::DsStore { bytes, n } => {
                im.only(&["offset"], &what)?;
                arity(at, ops, &[2])?;
                let mut i = Inst::new(Op::St);
                i.ty = elem_ty(bytes, false);
                i.mods.space = Space::Shared;
                i.mods.defer = defer(MemEvent::Ds);
                i.dst[0] = Operand::Mem(self.ds_addr(&ops[0], im)?);
                i.src[0] = self.vdata(&ops[1], n as u32, 1)?;
                i
            }
            Kind::DsLoad2 { bytes, stride64 } | Kind::DsStore2 { bytes, stride64 } => {
                im.only(&["offset01"], &what)?;
                let load = matches!(row.kind, Kind::DsLoad2 { .. });
                arity(at, ops, &[if load { 2 } else { 3 }])?;
                let scale = bytes as u32 * if stride64 { 64 } else { 1 };
                let off0 = im.offset0.as_ref().map_or(0, |o| o.0) * scale;
                let off1 = im.offset1.as_ref().map_or(0, |o| o.0) * scale;
                let regs = bytes as u32 / 4;
                let mut i = Inst::new(if load { Op::Ld } else { Op::St });
                i.ty = elem_ty(bytes, false);
                i.mods.space = Space::Shared;
                i.mods.defer = defer(MemEvent::Ds);
                i.mods.sub = Sub::Ds2 { off0, off1 };
                let no_off = IMods::default();
                if load {
                    i.dst[0] = self.vdata(&ops[0], 2, regs)?;
                    i.src[0] = Operand::Mem(self.ds_addr(&ops[1], &no_off)?);
                } else {
                    i.dst[0] = Operand::Mem(self.ds_addr(&ops[0], &no_off)?);
                    let d0 = self.vdata(&ops[1], 1, regs)?;
                    let d1 = self.vdata(&ops[2], 1, regs)?;
                    let start = self.vec_elems.len() as u32;
                    self.vec_elems.extend([d0, d1]);
                    i.src[0] = Operand::Vec { start, len: 2 };
                }
                i
            }
            Kind::DsAtomic { op, ty, rtn } => {
                im.only(&["offset"], &what)?;
                let cas = op == AtomOp::Cas;
                arity(at, ops, &[2 + rtn as usize + cas as usize])?;
                let o = &ops[rtn as usize..];
                let mut i = Inst::new(if rtn { Op::Atom } else { Op::Red });
                i.ty = ty;
                i.mods.space = Space::Shared;
                i.mods.sub = Sub::Atom(op);
                i.mods.defer = defer(MemEvent::Ds);
                let regs = ty.bits() / 32;
                let addr = Operand::Mem(self.ds_addr(&o[0], im)?);
                // The IR's compare-and-swap takes (compare, new). GCN's
                // `ds_cmpst_*` gives them in that order (DATA0 = compare, DATA1 =
                // new: "src = DATA2; cmp = DATA"), GFX11+'s `ds_cmpstore_*` in the
                // other ("src = DATA; cmp = DATA2"): the CDNA3 / RDNA3 ISA guides.
                let (b, c) = if cas {
                    let (d0, d1) = (self.vdata(&o[1], 1, regs)?, self.vdata(&o[2], 1, regs)?);
                    if self.gfx.gen >= Gen::Gfx11 {
                        (d1, d0)
                    } else {
                        (d0, d1)
                    }
                } else {
                    (self.vdata(&o[1], 1, regs)?, Operand::None)
                };
                if rtn {
                    i.dst[0] = self.vdata(&ops[0], 1, regs)?;
                    i.src = [addr, b, c, Operand::None];
                } else {
                    i.dst[0] = addr;
                    i.src = [b, c, Operand::None, Operand::None];
                }
                i
            }
            Kind::DsBpermute => {
                im.only(&["offset"], &what)?;
                arity(at, ops, &[3])?;
                let mut i = Inst::new(Op::Bpermute);
                i.ty = Ty::B32;
                i.mods.defer = defer(MemEvent::Ds);
                i.dst[0] = self.vreg(&ops[0], 1)?;
                i.src[0] = self.vreg(&ops[1], 1)?;
                i.src[1] = self.vreg(&ops[2], 1)?;
                i.src[2] = Operand::Imm(im.offset.as_ref().map_or(0, |o| o.0) as u64);
                i
            }
            Kind::DsSwizzle => {
                im.only(&["offset", "swizzle"], &what)?;
                arity(at, ops, &[2])?;
                let off = match (&im.swizzle, &im.offset) {
                    (Some(t), _) => {
                        super::super::swizzle::swizzle_offset(&t.text).ok_or_else(|| {
                            (t.pos, format!("malformed swizzle pattern `{}`", t.text))
                        })?
                    }
                    (None, Some((v, t))) => u16::try_from(*v).map_err(|_| {
                        (t.pos, format!("swizzle offset `{}` is not 16 bits", t.text))
                    })?,
                    (None, None) => 0,
                };
                let mut i = Inst::new(Op::Swizzle);
                i.ty = Ty::B32;
                i.mods.sub = Sub::Swizzle(off);
                i.mods.defer = defer(MemEvent::Ds);
                i.dst[0] = self.vreg(&ops[0], 1)?;
                i.src[0] = self.vreg(&ops[1], 1)?;
                i
            }
            _ => {
                return Err((
                    at.pos,
                    format!("internal: {what} is not a memory instruction"),
                ))
            }
        };
        i.mods.vec = 1;
        if let Some(g) = &im.gds {
            return Err((g.pos, "GDS is not modelled by warpsim".to_string()));
        }
        Ok(i)
    }
}
