//! The rule of the `tcgen05` rows (PTX ISA 9.0, 9.7.16): the targets that have them
//! and, by name, the forms warpsim does not run.

use super::{missing, Ctx};
use crate::error::ParseError;
use crate::ir::tcgen05_form::Tc05Kind;

/// The block-scaled kinds and their vector sizes (9.7.16.10.9.1, Tables 54-55):
/// `.block_scale` with them and only with them; `.scale_vec::NX` on the
/// arch-specific targets, `.block16`/`.block32` from PTX ISA 8.8; `.kind::mxf4nvf4`
/// from PTX ISA 8.7 and with an explicit size.
fn block_scale(c: &Ctx, k: &str) -> Result<(), ParseError> {
    bind!(c; p, f);
    let t = &p.module.target;
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    let kind = Tc05Kind::from_word(k);
    let scaled = kind.is_some_and(|k| k.scaled());
    let size = f
        .words
        .iter()
        .map(|(_, w)| w.as_str())
        .find(|w| w.starts_with("scale_vec::") || *w == "block16" || *w == "block32");
    if scaled != has("block_scale") {
        return c.bad(&if scaled {
            format!(".{k} needs .block_scale")
        } else {
            format!(".block_scale needs a block-scaled kind (.kind::mxf8f6f4, .kind::mxf4, .kind::mxf4nvf4), not .{k}")
        });
    }
    let Some(size) = size else {
        return if k == "kind::mxf4nvf4" {
            c.bad(".kind::mxf4nvf4 needs a .scale_vectorsize (.scale_vec::2X, .scale_vec::4X, .block16, .block32)")
        } else {
            Ok(())
        };
    };
    let allowed: &[&str] = match k {
        "kind::mxf8f6f4" => &["scale_vec::1X", "block32"],
        "kind::mxf4" => &["scale_vec::2X", "block32"],
        "kind::mxf4nvf4" => &["scale_vec::2X", "scale_vec::4X", "block16", "block32"],
        _ => &[],
    };
    if !allowed.contains(&size) {
        return c.bad(&format!(
            ".{size} cannot be combined with .{k} (Table 54){}",
            if allowed.is_empty() {
                String::new()
            } else {
                format!("; it takes .{}", allowed.join(" or ."))
            }
        ));
    }
    if size.starts_with("scale_vec::") && t.arch_suffix != Some('a') {
        return c.bad(&format!(
            ".{size} requires an arch-specific target (sm_100a, ...; module declares {}); the family targets take .block16 / .block32",
            t.arch_name
        ));
    }
    let min = if size.starts_with("block") {
        (8, 8)
    } else if k == "kind::mxf4nvf4" {
        (8, 7)
    } else {
        (8, 6)
    };
    if t.isa_version < min {
        return c.bad(&format!(
            ".{k}.{size} requires PTX ISA {}.{} (module declares {}.{})",
            min.0, min.1, t.isa_version.0, t.isa_version.1
        ));
    }
    Ok(())
}

/// `tcgen05.ld.red` (9.7.16.8.3): PTX ISA 8.8 on sm_101a/sm_110a or the sm_101f,
/// sm_103f and sm_110f families (sm_103a included); `.min` or `.max`; `.32x32b` or `.16x32bx2` with
/// `.num` at least `.x2`; `.f32` (which alone takes `.abs` and `.NaN`), `.u32` or
/// `.s32`; no `.pack::16b`.
fn ld_red(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let t = &p.module.target;
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    // (An arch-specific target has its family's features: sm_103a runs it, as
    // ptxas 13.5 accepts; sm_100a and sm_100f do not.)
    let ok_target = matches!(t.arch_suffix, Some('a' | 'f')) && matches!(t.arch, 101 | 103 | 110);
    if !ok_target || t.isa_version < (8, 8) {
        return c.bad(&format!(
            "tcgen05.ld.red requires PTX ISA 8.8 and .target sm_101a/sm_110a or the sm_101f, sm_103f (sm_103a) or sm_110f family (module declares {} with PTX ISA {}.{})",
            t.arch_name, t.isa_version.0, t.isa_version.1
        ));
    }
    if has("min") == has("max") {
        return c.bad("tcgen05.ld.red takes one of .min and .max");
    }
    if !has("32x32b") && !has("16x32bx2") {
        return c.bad("tcgen05.ld.red takes .32x32b or .16x32bx2");
    }
    if has("x1") {
        return c.bad("tcgen05.ld.red reduces at least two columns: .num must be .x2 or more");
    }
    if has("pack::16b") {
        return c.bad("tcgen05.ld.red takes no .pack::16b");
    }
    use crate::ir::Ty;
    match c.ty {
        Ty::F32 => Ok(()),
        Ty::U32 | Ty::S32 if !has("abs") && !has("NaN") => Ok(()),
        Ty::U32 | Ty::S32 => c.bad(".abs and .NaN are for .f32 only"),
        t => c.bad(&format!(
            "tcgen05.ld.red reduces .f32, .u32 or .s32 (found .{})",
            t.name()
        )),
    }
}

/// `tcgen05.*`: an sm_100a/sm_101a (sm_110a)/sm_103a target or their families (Target
/// ISA notes of each instruction); `.sync.aligned` where the instruction has it; a
/// `.cta_group` where the instruction takes one; the `tcgen05.mma` (and `.sp`) kinds without
/// block scaling and the block-scaled ones (`block_scale`); `tcgen05.mma.ws` (and
/// `.ws.sp`) on one CTA;
/// `tcgen05.cp` without
/// decompression or `.4x256b`; `tcgen05.ld.red` as [`ld_red`] says; `tcgen05.commit`'s
/// operands.
pub fn tcgen05(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let t = &p.module.target;
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    if !(matches!(t.arch_suffix, Some('a' | 'f')) && matches!(t.arch, 100 | 101 | 103 | 110)) {
        return c.bad(&format!(
            "tcgen05 requires .target sm_100a, sm_101a/sm_110a, sm_103a or their families (sm_100f, ...) (module declares {})",
            t.arch_name
        ));
    }
    // The family targets (sm_100f, ...) came with PTX ISA 8.8.
    let min = if t.arch_suffix == Some('f') {
        (8, 8)
    } else {
        (8, 6)
    };
    if t.isa_version < min {
        return c.bad(&format!(
            "tcgen05 on {} requires PTX ISA {}.{} (module declares {}.{})",
            t.arch_name, min.0, min.1, t.isa_version.0, t.isa_version.1
        ));
    }
    let name = f.row.name;
    let collective = matches!(
        name,
        "tcgen05.alloc"
            | "tcgen05.dealloc"
            | "tcgen05.relinquish_alloc_permit"
            | "tcgen05.ld"
            | "tcgen05.st"
            | "tcgen05.wait::ld"
            | "tcgen05.wait::st"
    );
    if collective {
        if let Some(w) = missing(f, &["sync", "aligned"]) {
            return c.bad(&format!(
                "{name} must be written with .sync.aligned (.{w} is missing)"
            ));
        }
    }
    let grouped = matches!(
        name,
        "tcgen05.alloc"
            | "tcgen05.dealloc"
            | "tcgen05.relinquish_alloc_permit"
            | "tcgen05.commit"
            | "tcgen05.cp"
            | "tcgen05.shift"
    ) || name.starts_with("tcgen05.mma");
    if grouped && !has("cta_group::1") && !has("cta_group::2") {
        return c.bad("needs .cta_group::1 or .cta_group::2");
    }
    match name {
        "tcgen05.mma.ws" | "tcgen05.mma.ws.sp" if has("cta_group::2") => {
            return c.bad(&format!("{name} is .cta_group::1 only (PTX ISA Table 39)"))
        }
        "tcgen05.mma" | "tcgen05.mma.ws" | "tcgen05.mma.sp" | "tcgen05.mma.ws.sp" => {
            let kinds: Vec<&str> = f
                .words
                .iter()
                .map(|(_, w)| w.as_str())
                .filter(|w| w.starts_with("kind::"))
                .collect();
            let Some(k) = kinds.first() else {
                return c.bad("needs a .kind (.kind::f16, .kind::tf32, .kind::f8f6f4, .kind::i8, .kind::mxf8f6f4, .kind::mxf4, .kind::mxf4nvf4)");
            };
            if let Some(w) = f
                .words
                .iter()
                .map(|(_, w)| w.as_str())
                .find(|w| *w == "ashift")
            {
                return c.bad(&format!(
                    ".{w} (A's rows shifted down, given only as figures) is not modelled"
                ));
            }
            block_scale(c, k)?;
            if *k == "kind::i8"
                && !(t.arch_suffix == Some('a') && matches!(t.arch, 100 | 101 | 110))
            {
                return c.bad(&format!(
                    ".kind::i8 requires .target sm_100a, sm_101a or sm_110a (module declares {})",
                    t.arch_name
                ));
            }
        }
        "tcgen05.shift" => {
            return c
                .bad("tcgen05.shift (the asynchronous row shift of convolutions) is not modelled")
        }
        "tcgen05.cp" => {
            // `.dst_fmt.src_fmt` come together, in that order (9.7.16.9.2).
            let at = |p: &dyn Fn(&str) -> bool| f.words.iter().position(|(_, w)| p(w));
            let (dst, src) = (
                at(&|w| w == "b8x16"),
                at(&|w| w == "b6x16_p32" || w == "b4x16_p64"),
            );
            if dst.is_some() != src.is_some() || dst > src {
                return c.bad("decompression is written .b8x16.b6x16_p32 or .b8x16.b4x16_p64 (.dst_fmt, then .src_fmt)");
            }
            if has("4x256b") {
                return c.bad(".4x256b (given only as figures) is not modelled; warpsim runs .128x256b, .128x128b, .64x128b and .32x128b");
            }
            if !["128x256b", "128x128b", "64x128b", "32x128b"]
                .iter()
                .any(|s| has(s))
            {
                return c.bad("needs a .shape (.128x256b, .128x128b, .64x128b, .32x128b)");
            }
            let multicast = f
                .words
                .iter()
                .map(|(_, w)| w.as_str())
                .find(|w| w.starts_with("warpx"));
            let need = if has("64x128b") {
                Some(".warpx2::02_13 or .warpx2::01_23")
            } else if has("32x128b") {
                Some(".warpx4")
            } else {
                None
            };
            let ok = match (need, multicast) {
                (Some(_), Some(m)) => (m == "warpx4") == has("32x128b"),
                (None, m) => m.is_none(),
                (Some(_), None) => false,
            };
            if !ok {
                return c.bad(&match need {
                    Some(n) => format!("this shape needs {n} (PTX ISA 9.7.16.9.2)"),
                    None => ".128x256b and .128x128b take no .warpx multicast".into(),
                });
            }
        }
        "tcgen05.commit" => {
            if has("multicast::cluster") != (c.nops == 2) {
                return c.bad("takes [mbar], and with .multicast::cluster [mbar], ctaMask");
            }
            if !has("mbarrier::arrive::one") {
                return c.bad("is written tcgen05.commit.cta_group::{1,2}.mbarrier::arrive::one{.shared::cluster}.b64 [mbar]");
            }
        }
        "tcgen05.ld" if has("red") => ld_red(c)?,
        "tcgen05.ld" | "tcgen05.st" if c.ty != crate::ir::Ty::B32 => {
            return c.bad(&format!(
                "{name} moves .b32 registers (a .{} type is tcgen05.ld.red's)",
                c.ty.name()
            ))
        }
        "tcgen05.ld" => {
            if let Some(w) = ["min", "max", "abs", "NaN"].iter().find(|w| has(w)) {
                return c.bad(&format!(".{w} belongs to tcgen05.ld.red"));
            }
        }
        _ => {}
    }
    Ok(())
}
