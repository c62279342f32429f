//! Conversion semantics: `cvt` between every scalar and packed type (the narrow float
//! pairs through `func::fp8`, the rest through `func::cvt`), `cvta` between the
//! generic and a state space's addresses, and `cvt.pack.sat`.

use super::alu::fm;
use super::{map1, map2, map3};
use crate::func::cvt::{cvt as cvt_value, cvt_pack_half2, CvtMode};
use crate::func::cvt_pack::cvt_pack_sat;
use crate::func::exec::{Ctx, ExecResult, Flow};
use crate::func::fp8;
use crate::func::memory::Memory;
use crate::func::warp::Warp;
use crate::ir::layout::{LOCAL_WINDOW, PARAM_WINDOW, SHARED_WINDOW};
use crate::ir::{Inst, Space, Sub, Ty};

type R = ExecResult;
const NEXT: R = Ok(Flow::Next);

fn cvt_mode(i: &Inst, w: &Warp) -> CvtMode {
    CvtMode {
        // AMD conversions that round take the mode from MODE.
        rnd: if i.mods.dyn_mode {
            fm(i, w).rnd
        } else {
            i.mods.rnd
        },
        rnd_int: i.mods.rnd_int,
        ftz: i.mods.ftz,
        sat: i.mods.sat,
        relu: i.mods.relu,
        satfinite: i.mods.satfinite,
    }
}

pub fn cvt<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (dt, st, mode) = (i.ty, i.ty2, cvt_mode(i, w));
    if dt == Ty::Tf32 {
        let (rnd, relu, sat) = (i.mods.rnd, i.mods.relu, i.mods.satfinite);
        map1(c, w, i, m, |a| {
            crate::func::tf32::to_tf32(a as u32, rnd, relu, sat) as u64
        });
    } else if let Some(k) = fp8::Kind::of(dt) {
        let relu = i.mods.relu;
        if matches!(st, Ty::F16x2 | Ty::Bf16x2) {
            let bf16 = st == Ty::Bf16x2;
            map1(c, w, i, m, |a| {
                fp8::pack2_half2(k, a as u32, bf16, relu) as u64
            });
        } else {
            map2(c, w, i, m, |a, b| {
                fp8::pack2(k, a as u32, b as u32, relu) as u64
            });
        }
    } else if let Some(k) = fp8::Kind::of(st) {
        let relu = i.mods.relu;
        map1(c, w, i, m, |a| fp8::unpack2_f16(k, a as u16, relu) as u64);
    } else if dt == Ty::Ue8m0x2 {
        let (up, sat) = (i.mods.rnd == crate::ir::Round::Rp, i.mods.satfinite);
        if st == Ty::Bf16x2 {
            map1(c, w, i, m, |a| {
                fp8::ue8m0_pack2_bf16x2(a as u32, up, sat) as u64
            });
        } else {
            map2(c, w, i, m, |a, b| {
                fp8::ue8m0_pack2(a as u32, b as u32, up, sat) as u64
            });
        }
    } else if st == Ty::Ue8m0x2 {
        map1(c, w, i, m, |a| fp8::ue8m0_unpack2_bf16(a as u16) as u64);
    } else if dt.is_packed_half() {
        map2(c, w, i, m, |a, b| {
            cvt_pack_half2(a as u32, b as u32, dt, mode) as u64
        });
    } else {
        map1(c, w, i, m, |a| cvt_value(a, dt, st, mode));
    }
    NEXT
}

pub fn cvta<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let to = matches!(i.mods.sub, Sub::Cvta { to: true });
    let window = match i.mods.space {
        Space::Shared => SHARED_WINDOW,
        Space::Local => LOCAL_WINDOW,
        Space::Param => PARAM_WINDOW,
        _ => 0,
    };
    let mask = i.ty.mask();
    map1(c, w, i, m, |a| {
        if to {
            a.wrapping_sub(window) & mask
        } else {
            a.wrapping_add(window) & mask
        }
    });
    NEXT
}

pub fn cvt_pack<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (n, s) = (i.ty.bits(), i.ty.is_signed());
    map3(c, w, i, m, |a, b, d| {
        cvt_pack_sat(a as u32 as i32, b as u32 as i32, d as u32, n, s) as u64
    });
    NEXT
}
