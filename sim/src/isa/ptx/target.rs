//! PTX targets: parsing `.target` and the "needs a newer target" checks that ptxas
//! makes (instruction needs sm_NN / PTX X.Y), plus the config-side check that a module
//! does not target a newer architecture than the simulated GPU.

use crate::error::Pos;
use crate::ir::{TargetInfo, Vendor};

/// Parse `.target sm_NN[a|f][, texmode_*][, debug][, map_f64_to_f32]`.
pub fn parse_target(
    names: &[(String, Pos)],
    prev: &TargetInfo,
) -> Result<TargetInfo, (Pos, String)> {
    let mut info = prev.clone();
    let mut arch_set = false;
    for (n, p) in names {
        match n.as_str() {
            "texmode_unified" | "texmode_independent" | "debug" | "map_f64_to_f32" => {}
            s if s.starts_with("sm_") || s.starts_with("compute_") => {
                let digits = s.trim_start_matches("sm_").trim_start_matches("compute_");
                let (num, suffix) = match digits.chars().last() {
                    Some(c @ ('a' | 'f')) => (&digits[..digits.len() - 1], Some(c)),
                    _ => (digits, None),
                };
                let arch: u32 = num
                    .parse()
                    .map_err(|_| (*p, format!("unknown target `{s}`")))?;
                if !(10..=200).contains(&arch) {
                    return Err((*p, format!("unknown target `{s}`")));
                }
                info.arch = arch;
                info.arch_suffix = suffix;
                info.arch_name = s.to_string();
                info.pos = *p;
                arch_set = true;
            }
            other => return Err((*p, format!("unknown target or target option `{other}`"))),
        }
    }
    if !arch_set {
        return Err((names[0].1, "`.target` names no architecture (sm_NN)".into()));
    }
    info.vendor = Vendor::Nvidia;
    Ok(info)
}

/// Does a module's target satisfy an instruction's minimum architecture?
/// `need_suffix` requires the exact arch-specific target (e.g. sm_107a).
pub fn satisfies(
    t: &TargetInfo,
    min_sm: u32,
    min_ptx: (u32, u32),
    exact_a: bool,
) -> Option<String> {
    if exact_a && !(t.arch == min_sm && t.arch_suffix == Some('a')) {
        return Some(format!(
            "requires .target sm_{min_sm}a (module declares {})",
            t.arch_name
        ));
    }
    if t.arch < min_sm {
        return Some(format!(
            "requires .target sm_{min_sm} or newer (module declares {})",
            t.arch_name
        ));
    }
    if t.isa_version < min_ptx {
        return Some(format!(
            "requires PTX ISA {}.{} or newer (module declares .version {}.{})",
            min_ptx.0, min_ptx.1, t.isa_version.0, t.isa_version.1
        ));
    }
    None
}

/// The sm_100-generation architecture-specific instructions (the 8-bit ldmatrix
/// shapes, the narrow `cvt` types, ...): `.target sm_100a`, `sm_101a` (`sm_110a`) or
/// `sm_120a`, or from PTX ISA 8.8 a family target (`sm_100f` ... `sm_12xf`) of those
/// families (PTX ISA 9.x, the instructions' "Target ISA Notes").
pub fn blackwell_specific(t: &TargetInfo) -> Result<(), String> {
    specific_in(t, &[10, 11, 12])
}

/// An arch-specific target of the sm_100-generation `families` (the sm number / 10:
/// 10 = sm_100/sm_103, 11 = sm_101/sm_110, 12 = sm_120/sm_121): `.target sm_XXXa` of
/// one of them, or from PTX ISA 8.8 a family target `sm_XXXf`.
pub fn specific_in(t: &TargetInfo, families: &[u32]) -> Result<(), String> {
    let ok = families.contains(&(t.arch / 10))
        && match t.arch_suffix {
            Some('a') => true,
            Some('f') => t.isa_version >= (8, 8),
            _ => false,
        };
    if ok {
        return Ok(());
    }
    let names: Vec<String> = families.iter().map(|f| format!("sm_{f}0a")).collect();
    let fams: Vec<String> = families.iter().map(|f| format!("sm_{f}0f")).collect();
    Err(format!(
        "requires .target {}, or from PTX ISA 8.8 a family target {} or later in the family (module declares {})",
        names.join("/"),
        fams.join("/"),
        t.arch_name
    ))
}

/// Can code for `module` run on a GPU of architecture `gpu_arch` (sm number)?
pub fn runs_on(module: &TargetInfo, gpu_arch: u32) -> Result<(), String> {
    match module.arch_suffix {
        Some('a') if module.arch != gpu_arch => Err(format!(
            "the program targets {}, architecture-specific code that runs only on sm_{}, but the config models sm_{gpu_arch}",
            module.arch_name, module.arch
        )),
        Some('f') if module.arch / 10 != gpu_arch / 10 || gpu_arch < module.arch => Err(format!(
            "the program targets {} (family-specific), which does not run on sm_{gpu_arch}",
            module.arch_name
        )),
        _ if module.arch > gpu_arch => Err(format!(
            "the program targets {}, newer than the config's sm_{gpu_arch}",
            module.arch_name
        )),
        _ => Ok(()),
    }
}
