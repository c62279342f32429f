//! Statistics: one registry of named values with units and descriptions, built from
//! an engine's report, written as JSON (`--stats`) and as a human summary.

pub mod timing;

use serde_json::{json, Map, Value};

/// One statistic.
#[derive(Debug, Clone)]
pub struct Stat {
    pub name: &'static str,
    pub unit: &'static str,
    pub desc: &'static str,
    pub value: Value,
}

/// The registry: statistics in a fixed order.
#[derive(Debug, Clone, Default)]
pub struct Registry {
    pub stats: Vec<Stat>,
}

impl Registry {
    pub fn add(
        &mut self,
        name: &'static str,
        unit: &'static str,
        desc: &'static str,
        value: Value,
    ) {
        self.stats.push(Stat {
            name,
            unit,
            desc,
            value,
        });
    }

    pub fn get(&self, name: &str) -> Option<&Value> {
        self.stats.iter().find(|s| s.name == name).map(|s| &s.value)
    }

    /// JSON object: every stat by name, plus `stat_info` with units and descriptions.
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        let mut info = Map::new();
        for s in &self.stats {
            m.insert(s.name.to_string(), s.value.clone());
            info.insert(
                s.name.to_string(),
                json!({ "unit": s.unit, "description": s.desc }),
            );
        }
        m.insert("stat_info".into(), Value::Object(info));
        Value::Object(m)
    }
}

/// The counts every run reports: `cycles` (described by `cycles_desc`),
/// `warp_instructions`, `thread_instructions` and `ipc`.
pub fn add_counts(
    reg: &mut Registry,
    cycles: u64,
    cycles_desc: &'static str,
    warp_instructions: u64,
    thread_instructions: u64,
) {
    reg.add("cycles", "cycles", cycles_desc, serde_json::json!(cycles));
    reg.add(
        "warp_instructions",
        "instructions",
        "warp-instructions executed (issued)",
        serde_json::json!(warp_instructions),
    );
    reg.add(
        "thread_instructions",
        "instructions",
        "sum of active lanes over warp-instructions",
        serde_json::json!(thread_instructions),
    );
    let ipc = if cycles > 0 {
        warp_instructions as f64 / cycles as f64
    } else {
        0.0
    };
    reg.add(
        "ipc",
        "instructions/cycle",
        "warp-instructions per cycle, all SMs together",
        serde_json::json!(ipc),
    );
}

/// A count in human units (1.2k, 3.40M, 1.05G).
pub fn human(x: f64) -> String {
    if x >= 1e9 {
        format!("{:.2}G", x / 1e9)
    } else if x >= 1e6 {
        format!("{:.2}M", x / 1e6)
    } else if x >= 1e3 {
        format!("{:.1}k", x / 1e3)
    } else {
        format!("{x:.0}")
    }
}
