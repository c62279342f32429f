//! The rule of the `tcgen05` rows (PTX ISA 9.0, 9.7.16): the targets that have them
//! and, by name, the forms warpsim does not run.

use super::{missing, Ctx};
use crate::error::ParseError;
use crate::ir::tcgen05_form::Tc05Kind;

/// `tcgen05.*`: an sm_100a/sm_101a (sm_110a)/sm_103a target or their families (Target
/// ISA notes of each instruction); `.sync.aligned` where the instruction has it; a
/// `.cta_group` where the instruction takes one; the dense `tcgen05.mma` kinds without block
/// scaling; `tcgen05.ld` without `.red`; `tcgen05.commit`'s operands.
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
        "tcgen05.alloc" | "tcgen05.dealloc" | "tcgen05.relinquish_alloc_permit" | "tcgen05.commit"
    ) || name.starts_with("tcgen05.mma");
    if grouped && !has("cta_group::1") && !has("cta_group::2") {
        return c.bad("needs .cta_group::1 or .cta_group::2");
    }
    match name {
        "tcgen05.mma.sp" | "tcgen05.mma.ws" => {
            return c.bad(&format!(
                "{name} (sparse / weight-stationary MMA) is not modelled; warpsim runs the dense tcgen05.mma"
            ))
        }
        "tcgen05.mma" => {
            let kinds: Vec<&str> = f
                .words
                .iter()
                .map(|(_, w)| w.as_str())
                .filter(|w| w.starts_with("kind::"))
                .collect();
            let Some(k) = kinds.first() else {
                return c.bad("needs a .kind (.kind::f16, .kind::tf32, .kind::f8f6f4, .kind::i8)");
            };
            if Tc05Kind::SCALED.contains(k) || has("block_scale") {
                return c.bad(&format!(
                    ".{k} / .block_scale (block-scaled MMA) is not modelled; warpsim runs .kind::f16, .kind::tf32, .kind::f8f6f4 and .kind::i8"
                ));
            }
            if let Some(w) = f
                .words
                .iter()
                .map(|(_, w)| w.as_str())
                .find(|w| w.starts_with("collector::") || *w == "ashift" || w.starts_with("scale_vec") || w.starts_with("block"))
            {
                return c.bad(&format!(".{w} is not modelled"));
            }
            if *k == "kind::i8" && !(t.arch_suffix == Some('a') && matches!(t.arch, 100 | 101 | 110)) {
                return c.bad(&format!(
                    ".kind::i8 requires .target sm_100a, sm_101a or sm_110a (module declares {})",
                    t.arch_name
                ));
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
        "tcgen05.ld" if has("red") => {
            return c.bad("tcgen05.ld.red (a load with a min/max reduction, sm_101a/sm_103a) is not modelled")
        }
        "tcgen05.ld" | "tcgen05.st" if c.ty != crate::ir::Ty::B32 => {
            return c.bad(&format!("{name} moves .b32 registers (a .{} type is tcgen05.ld.red's)", c.ty.name()))
        }
        _ => {}
    }
    Ok(())
}
