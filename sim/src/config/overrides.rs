//! `--set key.path=value` overrides: a dotted path into the config (a quoted segment
//! is one key: `latency.opcodes."bfe.u32".latency=11`) and a YAML scalar value,
//! applied to the parsed document before it is checked like the file itself.

use serde_yaml::{Mapping, Value};

/// One override.
#[derive(Debug, Clone, PartialEq)]
pub struct Override {
    pub path: Vec<String>,
    pub value: Value,
    /// The argument as given (for messages).
    pub text: String,
}

/// Split a dotted path; `"..."` segments may contain dots.
pub fn split_path(p: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut just_closed = false;
    for c in p.chars() {
        match c {
            '"' if !quoted && cur.is_empty() && !just_closed => quoted = true,
            '"' if quoted => {
                quoted = false;
                just_closed = true;
                continue;
            }
            '.' if !quoted => {
                if cur.is_empty() && !just_closed {
                    return Err(format!("empty key in `{p}`"));
                }
                out.push(std::mem::take(&mut cur));
            }
            _ if just_closed => return Err(format!("text after a closing quote in `{p}`")),
            _ => cur.push(c),
        }
        just_closed = false;
    }
    if quoted {
        return Err(format!("unclosed quote in `{p}`"));
    }
    if cur.is_empty() && !just_closed {
        return Err(format!("empty key in `{p}`"));
    }
    out.push(cur);
    Ok(out)
}

/// Parse `path=value`.
pub fn parse(arg: &str) -> Result<Override, String> {
    // The path may contain `=` only inside quotes; split at the first `=` outside them.
    let mut quoted = false;
    let eq = arg.char_indices().find(|&(_, c)| {
        if c == '"' {
            quoted = !quoted;
        }
        c == '=' && !quoted
    });
    let Some((i, _)) = eq else {
        return Err(format!("`{arg}` is not key.path=value"));
    };
    let path = split_path(&arg[..i])?;
    let value: Value = serde_yaml::from_str(&arg[i + 1..])
        .map_err(|e| format!("`{}` is not a YAML value: {e}", &arg[i + 1..]))?;
    if matches!(value, Value::Mapping(_) | Value::Sequence(_)) {
        return Err(format!(
            "`{arg}`: the value must be a single number or word"
        ));
    }
    Ok(Override {
        path,
        value,
        text: arg.to_string(),
    })
}

/// Set the override's value in `doc` (intermediate mappings are created; what they
/// may contain is checked when the document is read as a config).
pub fn apply(doc: &mut Value, o: &Override) -> Result<(), String> {
    let mut cur = doc;
    for (k, key) in o.path.iter().enumerate() {
        let Value::Mapping(m) = cur else {
            return Err(format!(
                "`{}` is not a section of the config",
                o.path[..k].join(".")
            ));
        };
        let kv = Value::String(key.clone());
        if k + 1 == o.path.len() {
            m.insert(kv, o.value.clone());
            return Ok(());
        }
        if !m.contains_key(&kv) {
            m.insert(kv.clone(), Value::Mapping(Mapping::new()));
        }
        cur = m.get_mut(&kv).ok_or("internal: key vanished")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_values() {
        assert_eq!(split_path("sm.scheduler").unwrap(), vec!["sm", "scheduler"]);
        assert_eq!(
            split_path("latency.opcodes.\"bfe.u32\".latency").unwrap(),
            vec!["latency", "opcodes", "bfe.u32", "latency"]
        );
        assert!(split_path("a..b").is_err());
        assert!(split_path("a.\"b").is_err());
        let o = parse("latency.opcodes.\"bfe.u32\".latency=11").unwrap();
        assert_eq!(o.value, Value::Number(11.into()));
        let mut doc: Value = serde_yaml::from_str("latency:\n  opcodes: {}\n").unwrap();
        apply(&mut doc, &o).unwrap();
        assert_eq!(
            doc["latency"]["opcodes"]["bfe.u32"]["latency"],
            Value::Number(11.into())
        );
        assert!(parse("sm.scheduler").is_err());
        let o = parse("sm.scheduler=gto").unwrap();
        assert_eq!(o.value, Value::String("gto".into()));
        let mut doc: Value = serde_yaml::from_str("sm: 3\n").unwrap();
        assert!(apply(&mut doc, &o).is_err());
    }
}
