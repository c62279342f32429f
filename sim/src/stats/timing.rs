//! The statistics of a timing run, as registry entries (names, units, descriptions)
//! and as the human summary.

use super::Registry;
use crate::config::GpuConfig;
use crate::engine::Prepared;
use crate::timing::{Stall, TimingReport};
use serde_json::{json, Map, Value};

fn stalls_json(s: &[u64; Stall::COUNT]) -> Value {
    let mut m = Map::new();
    for (r, name, _) in Stall::ALL {
        m.insert(name.to_string(), json!(s[r.index()]));
    }
    Value::Object(m)
}

fn rate(h: u64, m: u64) -> f64 {
    if h + m == 0 {
        0.0
    } else {
        h as f64 / (h + m) as f64
    }
}

/// Registry entries of a timing run (the caller adds the common ones).
pub fn add(reg: &mut Registry, p: &Prepared, cfg: &GpuConfig, r: &TimingReport) {
    super::add_counts(
        reg,
        r.cycles,
        "cycles from launch until the last warp exits (or the fault / cycle limit)",
        r.warp_instructions,
        r.thread_instructions,
    );
    reg.add(
        "occupancy",
        "fraction",
        "resident warps averaged over SM-cycles, divided by sm.max_warps",
        json!(r.occupancy),
    );
    reg.add(
        "occupancy_limit",
        "",
        "blocks per SM at once, the config limit deciding it, and the registers per thread used",
        json!({ "blocks_per_sm": r.blocks_per_sm, "limited_by": r.occupancy_limit, "registers_per_thread": r.regs_per_thread }),
    );
    reg.add("blocks", "blocks", "blocks executed", json!(r.blocks));
    reg.add("warps", "warps", "warps executed", json!(r.warps));
    let mut info = Map::new();
    for (_, name, desc) in Stall::ALL {
        info.insert(name.to_string(), json!(desc));
    }
    reg.add(
        "stalls",
        "scheduler slots",
        "scheduler slot-cycles that did not issue, by reason (see stall_reasons)",
        stalls_json(&r.stalls),
    );
    reg.add(
        "stall_reasons",
        "",
        "what each stall reason means",
        Value::Object(info),
    );
    let slots =
        r.cycles * cfg.sm.count as u64 * cfg.sm.schedulers as u64 * cfg.sm.issue_width as u64;
    reg.add(
        "issue_slots",
        "scheduler slots",
        "cycles x SMs x schedulers x issue width",
        json!(slots),
    );
    let per_sm: Vec<Value> = r
        .per_sm
        .iter()
        .enumerate()
        .map(|(i, s)| {
            json!({
                "sm": i,
                "cycles": s.cycles,
                "warp_instructions": s.warp_instructions,
                "blocks": s.blocks,
                "stalls": stalls_json(&s.stalls),
                "l1_hit_rate": rate(s.l1_hits, s.l1_misses),
            })
        })
        .collect();
    reg.add(
        "per_sm",
        "",
        "per SM: cycles until its last warp exited, instructions, blocks, stalls",
        json!(per_sm),
    );
    let mut per_op = Map::new();
    for (k, &(n, c)) in r.per_key.iter().enumerate() {
        if n > 0 {
            per_op.insert(p.prog.keys[k].clone(), json!({ "count": n, "cycles": c }));
        }
    }
    reg.add(
        "per_opcode",
        "",
        "per opcode: warp-instructions issued and their summed issue-to-result cycles (memory latency included; a store counts until the L2 accepts it)",
        Value::Object(per_op),
    );
    reg.add(
        "caches",
        "",
        "cache accesses (a warp-instruction's line) that hit or missed",
        json!({
            "l1": { "hits": r.l1_hits, "misses": r.l1_misses, "hit_rate": rate(r.l1_hits, r.l1_misses) },
            "l2": { "hits": r.l2_hits, "misses": r.l2_misses, "hit_rate": rate(r.l2_hits, r.l2_misses) },
        }),
    );
    reg.add(
        "dram_bytes",
        "bytes",
        "bytes moved between the L2 and DRAM",
        json!({ "read": r.dram_read_bytes, "write": r.dram_write_bytes, "total": r.dram_read_bytes + r.dram_write_bytes }),
    );
    reg.add(
        "memory",
        "",
        "per memory level (l1 = all SMs' L1s and their ports; then each shared level in order): its counters (units under `counter_info`), the bytes per cycle and GB/s they amount to over the run, mean queue occupancy per instance, dirty data left at the end (written back by a later launch), the model's latency split; DRAM adds the row-buffer hit rate, bus utilisation and per-channel figures",
        memory_json(cfg, r),
    );
    if !r.per_warp.is_empty() {
        let pw: Vec<Value> = r
            .per_warp
            .iter()
            .map(|(cta, w, s, n)| json!({ "block": cta, "warp": w, "instructions": n, "stalls": stalls_json(s) }))
            .collect();
        reg.add(
            "per_warp",
            "",
            "per warp (the first 4096 warps to finish, SM by SM): instructions and the scheduler-slot stalls it caused",
            json!(pw),
        );
    }
    reg.add(
        "quantum",
        "cycles",
        "cycles SMs run between exchanges (the L2 round trip bound)",
        json!(r.quantum),
    );
}

/// The memory levels' statistics, generically from their counter tables.
fn memory_json(cfg: &GpuConfig, r: &TimingReport) -> Value {
    // A launch of a group: the levels' counters are the group's, over its cycles.
    let cycles = r.group_cycles.unwrap_or(r.cycles).max(1) as f64;
    // Bytes per cycle -> GB/s at the SM clock.
    let gbs = |bpc: f64| bpc * cfg.clock_mhz * 1e6 / 1e9;
    let mut m = Map::new();
    m.insert(
        "l1".into(),
        json!({
            "counters": {
                "hits": r.l1_hits, "misses": r.l1_misses,
                "bytes_sent": r.l1_bytes_sent, "bytes_received": r.l1_bytes_received,
            },
            "hit_rate": rate(r.l1_hits, r.l1_misses),
            "bytes_per_cycle": { "sent": r.l1_bytes_sent as f64 / cycles, "received": r.l1_bytes_received as f64 / cycles },
            "gb_per_s": { "sent": gbs(r.l1_bytes_sent as f64 / cycles), "received": gbs(r.l1_bytes_received as f64 / cycles) },
        }),
    );
    for l in &r.memory {
        let c = &l.counters;
        let mut counters = Map::new();
        let mut info = Map::new();
        let mut bpc = Map::new();
        let mut rates = Map::new();
        for (d, &v) in c.defs.iter().zip(&c.total) {
            counters.insert(d.name.into(), json!(v));
            info.insert(
                d.name.into(),
                json!({"unit": d.unit, "description": d.desc}),
            );
            if d.unit == "bytes" {
                bpc.insert(d.name.into(), json!(v as f64 / cycles));
                rates.insert(d.name.into(), json!(gbs(v as f64 / cycles)));
            }
        }
        let mut e = Map::new();
        e.insert("instances".into(), json!(l.instances));
        e.insert("counters".into(), Value::Object(counters));
        e.insert("counter_info".into(), Value::Object(info));
        e.insert("bytes_per_cycle".into(), Value::Object(bpc));
        e.insert("gb_per_s".into(), Value::Object(rates));
        e.insert(
            "mean_queue_occupancy".into(),
            json!(c.get("queue_cycles") as f64 / cycles / l.instances.max(1) as f64),
        );
        e.insert(
            "dirty_at_end".into(),
            json!({"bytes": l.dirty_bytes, "lines": l.dirty_lines}),
        );
        e.insert(
            "latency_split".into(),
            json!({"link_in": l.timing.link.0, "link_out": l.timing.link.1, "pipeline": l.timing.pipe}),
        );
        if l.name == "dram" {
            let (h, mi, co) = (
                c.get("row_hits"),
                c.get("row_misses"),
                c.get("row_conflicts"),
            );
            e.insert("row_hit_rate".into(), json!(rate(h, mi + co)));
            e.insert(
                "bus_utilisation".into(),
                json!(c.get("busy_cycles") as f64 / cycles / l.instances.max(1) as f64),
            );
            let names: Vec<&str> = c.per_instance.iter().map(|&k| c.defs[k].name).collect();
            let per: Vec<Value> = c
                .inst
                .iter()
                .map(|row| {
                    let mut o = Map::new();
                    for (n, v) in names.iter().zip(row) {
                        o.insert((*n).into(), json!(v));
                    }
                    Value::Object(o)
                })
                .collect();
            e.insert("per_channel".into(), json!(per));
        } else {
            e.insert(
                "read_hit_rate".into(),
                json!(rate(c.get("read_hits"), c.get("read_misses"))),
            );
        }
        m.insert(l.name.into(), Value::Object(e));
    }
    Value::Object(m)
}

/// The human summary of a timing run.
pub fn summary(
    p: &Prepared,
    cfg: &GpuConfig,
    r: &TimingReport,
    secs: f64,
    threads: usize,
) -> String {
    let n = super::human;
    let ipc = if r.cycles > 0 {
        r.warp_instructions as f64 / r.cycles as f64
    } else {
        0.0
    };
    let total: u64 = r.stalls.iter().sum::<u64>().max(1);
    let mut top: Vec<(u64, &str)> = Stall::ALL
        .iter()
        .map(|(s, name, _)| (r.stalls[s.index()], *name))
        .collect();
    top.sort_by_key(|a| std::cmp::Reverse(a.0));
    let stalls: Vec<String> = top
        .iter()
        .filter(|(c, _)| *c > 0)
        .take(4)
        .map(|(c, name)| format!("{name} {:.0}%", 100.0 * *c as f64 / total as f64))
        .collect();
    let us = r.cycles as f64 / cfg.clock_mhz;
    format!(
        "kernel {} on {} ({}), timing\n  grid {:?} x block {:?}: {} blocks, {} warps; {} blocks per SM at once (limited by {})\n  {} cycles ({:.1} us at {} MHz), {} warp-instructions, IPC {:.2}, occupancy {:.0}%\n  stalls: {}\n  L1 hit {:.0}%, L2 hit {:.0}%, DRAM {} bytes\n  host: {:.3} s on {} thread(s): {} warp-inst/s",
        p.prog.name,
        cfg.name,
        cfg.arch,
        p.li.grid,
        p.li.block,
        r.blocks,
        r.warps,
        r.blocks_per_sm,
        r.occupancy_limit,
        r.cycles,
        us,
        cfg.clock_mhz,
        r.warp_instructions,
        ipc,
        100.0 * r.occupancy,
        stalls.join(", "),
        100.0 * rate(r.l1_hits, r.l1_misses),
        100.0 * rate(r.l2_hits, r.l2_misses),
        r.dram_read_bytes + r.dram_write_bytes,
        secs,
        threads,
        if secs > 0.0 { n(r.warp_instructions as f64 / secs) } else { "-".into() },
    )
}
