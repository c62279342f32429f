//! Warp-scheduling policies. A policy only orders a scheduler's warps each cycle
//! (oldest first in the list it is given) and hears which warp issued; the issue loop
//! that tries them in that order is shared (`sm.rs`).
//!
//! Policies are chosen by name from a registry: the built-ins (`lrr`, `gto`,
//! `two_level`, `oldest_first`) and any a program adds with [`register`] before it
//! loads a config (see `sim/examples/crit_sched.rs`). A config names one with
//! `sm.scheduler: NAME` or `sm.scheduler: {kind: NAME, PARAM: VALUE, ...}`; the
//! parameters reach the policy's [`Factory`].

use crate::config::SchedulerSpec;
use std::sync::RwLock;

/// A policy's parameters, as the config writes them.
pub type Params = indexmap::IndexMap<String, serde_yaml::Value>;

/// Builds one scheduler's policy from its parameters (an error names what is wrong with
/// them). It is called once per scheduler and must give the same answer each time.
pub type Factory = fn(&Params) -> Result<Box<dyn Policy>, String>;

/// A warp-scheduling policy of one scheduler.
pub trait Policy: Send {
    /// Write `warps` (the scheduler's warps, oldest first) into `out` in the order the
    /// issue loop should try them. `out` is cleared by the caller and reused.
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>);
    /// Warp `w` issued this cycle.
    fn issued(&mut self, w: u32);
    /// Would `issued(w)` change the order? (The issue loop reuses the last order
    /// until something changes it.)
    fn reorders_on_issue(&self, _w: u32) -> bool {
        true
    }
    /// Warp `w` waits for memory (a long-latency stall).
    fn long_stall(&mut self, _w: u32) {}
    /// Warp `w` left the scheduler.
    fn removed(&mut self, _w: u32) {}
}

/// Loose round robin: the warp after the one that issued last goes first.
#[derive(Default)]
pub struct Lrr {
    last: Option<u32>,
}

impl Policy for Lrr {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        let start = self
            .last
            .and_then(|l| warps.iter().position(|&w| w == l))
            .map_or(0, |p| p + 1);
        for k in 0..warps.len() {
            out.push(warps[(start + k) % warps.len()]);
        }
    }
    fn issued(&mut self, w: u32) {
        self.last = Some(w);
    }
}

/// Greedy then oldest: the warp that issued last, then the others oldest first.
#[derive(Default)]
pub struct Gto {
    last: Option<u32>,
}

impl Policy for Gto {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        if let Some(l) = self.last.filter(|l| warps.contains(l)) {
            out.push(l);
            out.extend(warps.iter().copied().filter(|&w| w != l));
        } else {
            out.extend_from_slice(warps);
        }
    }
    fn issued(&mut self, w: u32) {
        self.last = Some(w);
    }
    fn reorders_on_issue(&self, w: u32) -> bool {
        self.last != Some(w)
    }
    fn removed(&mut self, w: u32) {
        if self.last == Some(w) {
            self.last = None;
        }
    }
}

/// Oldest (earliest dispatched) first.
#[derive(Default)]
pub struct OldestFirst;

impl Policy for OldestFirst {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        out.extend_from_slice(warps);
    }
    fn issued(&mut self, _w: u32) {}
    fn reorders_on_issue(&self, _w: u32) -> bool {
        false
    }
}

/// Two-level: round robin over an active set of `active` warps; a warp that stalls on
/// memory moves to the back of the queue and the next pending warp becomes active.
pub struct TwoLevel {
    active: usize,
    /// Queue of warps: the first `active` are the active set.
    queue: Vec<u32>,
    last: Option<u32>,
}

impl TwoLevel {
    pub fn new(active: u32) -> TwoLevel {
        TwoLevel {
            active: active.max(1) as usize,
            queue: Vec::new(),
            last: None,
        }
    }

    /// Bring the queue in line with the scheduler's warps (new warps join at the back).
    fn sync(&mut self, warps: &[u32]) {
        if self.queue.len() != warps.len() {
            self.queue.retain(|w| warps.contains(w));
            for &w in warps {
                if !self.queue.contains(&w) {
                    self.queue.push(w);
                }
            }
        }
    }
}

impl Policy for TwoLevel {
    fn order(&mut self, warps: &[u32], out: &mut Vec<u32>) {
        self.sync(warps);
        let n = self.active.min(self.queue.len());
        let act = &self.queue[..n];
        let start = self
            .last
            .and_then(|l| act.iter().position(|&w| w == l))
            .map_or(0, |p| p + 1);
        for k in 0..n {
            out.push(act[(start + k) % n]);
        }
    }
    fn issued(&mut self, w: u32) {
        self.last = Some(w);
    }
    fn long_stall(&mut self, w: u32) {
        let n = self.active.min(self.queue.len());
        if let Some(p) = self.queue[..n].iter().position(|&x| x == w) {
            // Demote only when someone is waiting to take its place.
            if self.queue.len() > n {
                let v = self.queue.remove(p);
                self.queue.push(v);
            }
        }
    }
    fn removed(&mut self, w: u32) {
        self.queue.retain(|&x| x != w);
        if self.last == Some(w) {
            self.last = None;
        }
    }
}

/// The built-in policies.
const BUILTIN: [(&str, Factory); 4] = [
    ("lrr", |p| {
        no_params("lrr", p).map(|()| Box::new(Lrr::default()) as Box<dyn Policy>)
    }),
    ("gto", |p| {
        no_params("gto", p).map(|()| Box::new(Gto::default()) as Box<dyn Policy>)
    }),
    ("oldest_first", |p| {
        no_params("oldest_first", p).map(|()| Box::new(OldestFirst) as Box<dyn Policy>)
    }),
    ("two_level", |p| {
        only_params("two_level", p, &["active"])?;
        let active = param_u32(p, "active", 8)?;
        if active == 0 || active > 4096 {
            return Err(format!("two_level: active {active} is not in 1..=4096"));
        }
        Ok(Box::new(TwoLevel::new(active)))
    }),
];

/// Policies registered by the program (name, factory), in registration order.
static REGISTRY: RwLock<Vec<(&'static str, Factory)>> = RwLock::new(Vec::new());

/// Add a policy under `name`, selectable as `sm.scheduler: NAME` from then on.
///
/// # Errors
/// The name is taken (by a built-in or an earlier registration) or is not a plain
/// identifier.
pub fn register(name: &'static str, factory: Factory) -> Result<(), String> {
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!(
            "scheduler name `{name}`: use letters, digits and `_`"
        ));
    }
    if find(name).is_some() {
        return Err(format!(
            "a scheduling policy `{name}` is already registered"
        ));
    }
    REGISTRY
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .push((name, factory));
    Ok(())
}

/// Every policy name: the built-ins, then the registered ones.
pub fn names() -> Vec<&'static str> {
    let mut v: Vec<&'static str> = BUILTIN.iter().map(|b| b.0).collect();
    v.extend(
        REGISTRY
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|r| r.0),
    );
    v
}

fn find(name: &str) -> Option<Factory> {
    BUILTIN
        .iter()
        .find(|b| b.0 == name)
        .map(|b| b.1)
        .or_else(|| {
            REGISTRY
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .find(|r| r.0 == name)
                .map(|r| r.1)
        })
}

/// The parameters of `spec`, with the older `sm.two_level_active` as `two_level`'s
/// `active` when the entry does not give one.
fn params_of(spec: &SchedulerSpec, two_level_active: Option<u32>) -> Params {
    let mut p = spec.params.clone();
    if let (Some(a), "two_level") = (two_level_active, spec.kind.as_str()) {
        p.entry("active".to_string())
            .or_insert_with(|| serde_yaml::Value::from(a));
    }
    p
}

/// A fresh policy as `spec` says.
///
/// # Errors
/// An unknown name (the message lists the known ones) or bad parameters.
pub fn make(
    spec: &SchedulerSpec,
    two_level_active: Option<u32>,
) -> Result<Box<dyn Policy>, String> {
    let f = find(&spec.kind).ok_or_else(|| {
        format!(
            "unknown scheduling policy `{}` (known: {})",
            spec.kind,
            names().join(", ")
        )
    })?;
    f(&params_of(spec, two_level_active))
}

/// Check that `spec` names a policy and its parameters suit it.
///
/// # Errors
/// As [`make`].
pub fn check(spec: &SchedulerSpec, two_level_active: Option<u32>) -> Result<(), String> {
    make(spec, two_level_active).map(|_| ())
}

/// A policy without parameters.
///
/// # Errors
/// Any parameter, named.
pub fn no_params(name: &str, p: &Params) -> Result<(), String> {
    only_params(name, p, &[])
}

/// Only the parameters in `known`.
///
/// # Errors
/// The first other one, named with the known ones.
pub fn only_params(name: &str, p: &Params, known: &[&str]) -> Result<(), String> {
    match p.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) if known.is_empty() => Err(format!("{name} takes no parameters (found `{k}`)")),
        Some(k) => Err(format!(
            "{name} has no parameter `{k}` (its parameters: {})",
            known.join(", ")
        )),
        None => Ok(()),
    }
}

/// Parameter `key` as an unsigned 32-bit integer, or `default` when absent.
///
/// # Errors
/// Present but not such an integer.
pub fn param_u32(p: &Params, key: &str, default: u32) -> Result<u32, String> {
    match p.get(key) {
        None => Ok(default),
        Some(v) => v
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| format!("parameter `{key}` must be an integer in 0..=4294967295")),
    }
}

/// Parameter `key` as a number, or `default` when absent.
///
/// # Errors
/// Present but not a finite number.
pub fn param_f64(p: &Params, key: &str, default: f64) -> Result<f64, String> {
    match p.get(key) {
        None => Ok(default),
        Some(v) => v
            .as_f64()
            .filter(|x| x.is_finite())
            .ok_or_else(|| format!("parameter `{key}` must be a finite number")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ord(p: &mut dyn Policy, w: &[u32]) -> Vec<u32> {
        let mut o = Vec::new();
        p.order(w, &mut o);
        o
    }

    #[test]
    fn policies_order_warps() {
        let w = [3, 5, 7, 9];
        let mut l = Lrr::default();
        assert_eq!(ord(&mut l, &w), vec![3, 5, 7, 9]);
        l.issued(5);
        assert_eq!(ord(&mut l, &w), vec![7, 9, 3, 5]);
        let mut g = Gto::default();
        g.issued(7);
        assert_eq!(ord(&mut g, &w), vec![7, 3, 5, 9]);
        let mut t = TwoLevel::new(2);
        assert_eq!(ord(&mut t, &w), vec![3, 5]);
        t.long_stall(3);
        assert_eq!(ord(&mut t, &w), vec![5, 7]);
        t.issued(5);
        assert_eq!(ord(&mut t, &w), vec![7, 5]);
        let mut o = OldestFirst;
        assert_eq!(ord(&mut o, &w), vec![3, 5, 7, 9]);
    }

    #[test]
    fn policies_come_from_the_registry_with_their_parameters() {
        let spec = |y: &str| serde_yaml::from_str::<SchedulerSpec>(y).unwrap();
        assert!(make(&spec("gto"), None).is_ok());
        let mut t = make(&spec("{kind: two_level, active: 2}"), None).unwrap();
        assert_eq!(ord(t.as_mut(), &[3, 5, 7]), vec![3, 5]);
        // The older sm.two_level_active applies when the entry gives no `active`.
        let mut t = make(&spec("two_level"), Some(1)).unwrap();
        assert_eq!(ord(t.as_mut(), &[3, 5, 7]), vec![3]);
        let e = make(&spec("nosuch"), None).err().unwrap();
        assert!(
            e.contains("unknown scheduling policy `nosuch` (known: lrr, gto"),
            "{e}"
        );
        let e = make(&spec("{kind: gto, depth: 2}"), None).err().unwrap();
        assert_eq!(e, "gto takes no parameters (found `depth`)");
        let e = make(&spec("{kind: two_level, actve: 2}"), None)
            .err()
            .unwrap();
        assert!(
            e.contains("has no parameter `actve` (its parameters: active)"),
            "{e}"
        );
        assert!(make(&spec("{kind: two_level, active: -1}"), None).is_err());
        assert!(serde_yaml::from_str::<SchedulerSpec>("{active: 2}").is_err());
        // A registered policy is found by name; a taken name is refused.
        fn mine(_: &Params) -> Result<Box<dyn Policy>, String> {
            Ok(Box::new(OldestFirst))
        }
        register("test_registered", mine).unwrap();
        assert!(make(&spec("test_registered"), None).is_ok());
        assert!(register("gto", mine).is_err());
        assert!(register("bad name", mine).is_err());
        // Written back: a bare name, or the tagged entry.
        assert_eq!(serde_yaml::to_string(&spec("gto")).unwrap().trim(), "gto");
        let t = serde_yaml::to_string(&spec("{kind: two_level, active: 3}")).unwrap();
        assert_eq!(t, "kind: two_level\nactive: 3\n");
    }
}
