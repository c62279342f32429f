//! Bit-manipulation and logic semantics: population count, leading zeros, bit
//! reverse and find, bit-field extract/insert, byte permute, funnel and plain shifts,
//! dot products of packed bytes, the boolean operations, and `spdecompress`.

use super::{map1, map2, map3, map4, rd, unsupported};
use crate::func::bfe::{bfe as bfe_spec, bfe_hw};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::int;
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::spdecompress::spdecompress as spdec;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::sp_form::reg_counts;
use crate::ir::{Inst, MulMode, Operand, Sub};

type R = ExecResult;
const NEXT: R = Ok(Flow::Next);

pub fn popc<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let bits = i.ty.bits();
    map1(c, w, i, m, |a| int::popc(a, bits));
    NEXT
}

pub fn clz<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let bits = i.ty.bits();
    map1(c, w, i, m, |a| int::clz(a, bits));
    NEXT
}

pub fn brev<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let bits = i.ty.bits();
    map1(c, w, i, m, |a| int::brev(a, bits));
    NEXT
}

pub fn bfind<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (bits, s, sh) = (i.ty.bits(), i.ty.is_signed(), i.mods.shiftamt);
    map1(c, w, i, m, |a| int::bfind(a, bits, s, sh));
    NEXT
}

pub fn bfi<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let bits = i.ty.bits();
    map4(c, w, i, m, |f, b, pos, len| {
        int::bfi(f, b, pos as u32, len as u32, bits)
    });
    NEXT
}

pub fn bfe<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (bits, s) = (i.ty.bits(), i.ty.is_signed());
    if c.li.bfe_unmasked64 {
        map3(c, w, i, m, |a, b, d| bfe_hw(a, b as u32, d as u32, bits, s));
    } else {
        map3(c, w, i, m, |a, b, d| {
            bfe_spec(a, b as u32, d as u32, bits, s)
        });
    }
    NEXT
}

/// `fns.b32`: a `base` above 31 is undefined in the ISA; it faults naming the lane.
pub fn fns<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (mut a, mut b, mut o, mut d): (LaneVals, LaneVals, LaneVals, LaneVals) =
        ([0; 64], [0; 64], [0; 64], [0; 64]);
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    rd(c, w, &i.src[2], &mut o);
    for l in LaneMask(m).iter() {
        let base = b[l] as u32;
        if base > 31 {
            return Err(ExecError::new(
                Some(l as u32),
                format!("fns: base {base} is above 31 (undefined in the PTX ISA)"),
            ));
        }
        d[l] = int::fns(a[l] as u32, base, o[l] as u32 as i32) as u64;
    }
    w.write(&i.dst[0], m, &d);
    NEXT
}

/// `.wrap` (not `.clamp`) on `bmsk`/`szext`, whose mode is parsed as `shf`'s.
fn wraps(i: &Inst) -> bool {
    matches!(i.mods.sub, Sub::Shf { wrap: true, .. })
}

pub fn bmsk<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let wrap = wraps(i);
    map2(c, w, i, m, |a, b| {
        int::bmsk(a as u32, b as u32, wrap) as u64
    });
    NEXT
}

pub fn szext<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (wrap, signed) = (
        matches!(i.mods.sub, Sub::Shf { wrap: true, .. }),
        i.ty.is_signed(),
    );
    map2(c, w, i, m, |a, b| {
        int::szext(a as u32, b as u32, signed, wrap) as u64
    });
    NEXT
}

pub fn dp4a<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (sa, sb) = (i.ty.is_signed(), i.ty2.is_signed());
    map3(c, w, i, m, |a, b, d| {
        int::dp4a(a as u32, b as u32, d as u32, sa, sb) as u64
    });
    NEXT
}

pub fn dp2a<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (sa, sb, hi) = (
        i.ty.is_signed(),
        i.ty2.is_signed(),
        i.mods.mul == MulMode::Hi,
    );
    map3(c, w, i, m, |a, b, d| {
        int::dp2a(a as u32, b as u32, d as u32, sa, sb, hi) as u64
    });
    NEXT
}

pub fn prmt<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let mode = match i.mods.sub {
        Sub::Prmt(p) => p,
        _ => crate::ir::PrmtMode::Default,
    };
    map3(c, w, i, m, |a, b, s| {
        int::prmt(a as u32, b as u32, s as u32, mode) as u64
    });
    NEXT
}

pub fn shf<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Shf { left, wrap } = i.mods.sub else {
        return Err(unsupported(i));
    };
    map3(c, w, i, m, |a, b, s| {
        int::shf(a as u32, b as u32, s as u32, left, wrap) as u64
    });
    NEXT
}

pub fn shl<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let bits = i.ty.bits();
    map2(c, w, i, m, |a, n| {
        int::shl(a, n.min(u32::MAX as u64) as u32, bits)
    });
    NEXT
}

pub fn shr<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (bits, s) = (i.ty.bits(), i.ty.is_signed());
    map2(c, w, i, m, |a, n| {
        int::shr(a, n.min(u32::MAX as u64) as u32, bits, s)
    });
    NEXT
}

pub fn and<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    map2(c, w, i, m, |a, b| a & b);
    NEXT
}

pub fn or<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    map2(c, w, i, m, |a, b| a | b);
    NEXT
}

pub fn xor<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    map2(c, w, i, m, |a, b| a ^ b);
    NEXT
}

pub fn not<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    map1(c, w, i, m, |a| !a);
    NEXT
}

pub fn cnot<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let mask = i.ty.mask();
    map1(c, w, i, m, |a| (a & mask == 0) as u64);
    NEXT
}

pub fn spdecompress<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Sp(form) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let (nm, nc, nd) = reg_counts(&form);
    let vec = |o: &Operand| match *o {
        Operand::Vec { start, len } => (start as usize, len as usize),
        _ => (0, 0),
    };
    let (ds, dl) = vec(&i.dst[0]);
    let (ms, ml) = vec(&i.src[0]);
    let (cs, cl) = vec(&i.src[1]);
    let mut md = [0u32; 256];
    let mut cd = [0u32; 256];
    let mut dd = [0u32; 256];
    for l in LaneMask(m).iter() {
        let lane = l as u32;
        let read = |dst: &mut [u32], start: usize, n: usize| {
            for (k, d) in dst.iter_mut().enumerate().take(n) {
                *d = w.read_lane(&c.prog.vec_elems[start + k], lane, c.li, c.sm, c.clock) as u32;
            }
        };
        read(&mut md, ms, ml.min(nm as usize));
        read(&mut cd, cs, cl.min(nc as usize));
        spdec(
            &form,
            &md[..nm as usize],
            &cd[..nc as usize],
            &mut dd[..nd as usize],
        )
        .map_err(|e| ExecError::new(Some(lane), e))?;
        for (k, &v) in dd.iter().enumerate().take(dl.min(nd as usize)) {
            let d = c.prog.vec_elems[ds + k];
            w.write_lane(&d, lane, v as u64);
        }
    }
    NEXT
}
