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
