//! `run --plots DIR`: one run's counters over time, from the samples the engine takes
//! every window (`trace::collect`):
//! - `ipc.svg` and `active_warps.svg`: a heat map per SM (rows) over time (columns);
//! - `stall_mix.svg`: the share of scheduler slots issued or stalled per reason over time,
//!   all SMs together, as stacked bars;
//! - `stall_mix_sm.svg`: each SM's most frequent stall reason per window (heat map);
//! - `bandwidth.svg`: each memory level's bytes per cycle over time (lines);
//! - `sm_timeline.csv` and `memory_timeline.csv`: the numbers behind them.

use super::plots::{color, legend, plot_err};
use crate::error::{Error, Result};
use crate::timing::Stall;
use crate::trace::collect::Samples;
use plotters::prelude::*;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Windows with any sample (the time axis ends at the last).
fn windows(s: &Samples) -> usize {
    let sm = s.sms.iter().map(Vec::len).max().unwrap_or(0);
    let mem = s.mem.iter().map(|m| m.windows.len()).max().unwrap_or(0);
    sm.max(mem).max(1)
}

/// A perceptually ordered colour for `t` in [0, 1] (dark blue to yellow, like viridis).
fn ramp(t: f64) -> RGBColor {
    const STOPS: [(f64, [f64; 3]); 5] = [
        (0.0, [68.0, 1.0, 84.0]),
        (0.25, [59.0, 82.0, 139.0]),
        (0.5, [33.0, 145.0, 140.0]),
        (0.75, [94.0, 201.0, 98.0]),
        (1.0, [253.0, 231.0, 37.0]),
    ];
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let k = STOPS.iter().position(|s| s.0 >= t).unwrap_or(4).max(1);
    let ((a, ca), (b, cb)) = (STOPS[k - 1], STOPS[k]);
    let f = (t - a) / (b - a);
    let c = |i: usize| (ca[i] + (cb[i] - ca[i]) * f).round() as u8;
    RGBColor(c(0), c(1), c(2))
}

fn title(s: &Samples, what: &str) -> String {
    format!("{what}: {} on {}", s.kernel, s.config)
}

/// A chart of SMs (rows) over cycles (columns), `room` times wider than the run to
/// leave space for a legend.
fn sm_time_chart<'a, DB: DrawingBackend + 'a>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    s: &Samples,
    caption: &str,
    room: f64,
) -> Result<ChartContext<'a, DB, super::plots::Xy>> {
    let cycles = (windows(s) as u64 * s.window) as f64;
    let nsm = s.sms.len().max(1);
    let mut chart = ChartBuilder::on(area)
        .caption(title(s, caption), ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(0f64..cycles * room, 0f64..nsm as f64)
        .map_err(plot_err)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(format!("cycle (windows of {} cycles)", s.window))
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_desc("SM")
        .y_label_formatter(&|y| format!("{y:.0}"))
        .draw()
        .map_err(plot_err)?;
    Ok(chart)
}

/// A heat map of one value per (SM, window), with its colour scale.
fn heat_svg(
    s: &Samples,
    what: &str,
    unit: &str,
    value: impl Fn(usize, usize) -> Option<f64>,
) -> Result<String> {
    let (nw, nsm) = (windows(s), s.sms.len().max(1));
    let high = (0..nsm)
        .flat_map(|m| (0..nw).map(move |w| (m, w)))
        .filter_map(|(m, w)| value(m, w))
        .fold(0.0f64, f64::max)
        .max(1e-9);
    let mut svg = String::new();
    {
        let h = (200 + 4 * nsm).clamp(420, 900) as u32;
        let root = SVGBackend::with_string(&mut svg, (960, h)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_err)?;
        let (main, bar) = root.split_horizontally(840);
        let mut chart = sm_time_chart(&main, s, what, 1.0)?;
        let w = s.window as f64;
        let cells = (0..nsm)
            .flat_map(|m| (0..nw).map(move |k| (m, k)))
            .filter_map(|(m, k)| {
                let v = value(m, k)?;
                Some(Rectangle::new(
                    [
                        (k as f64 * w, m as f64),
                        ((k + 1) as f64 * w, (m + 1) as f64),
                    ],
                    ramp(v / high).filled(),
                ))
            });
        chart.draw_series(cells).map_err(plot_err)?;
        // The colour scale.
        let mut scale = ChartBuilder::on(&bar)
            .margin_top(50)
            .margin_bottom(52)
            .margin_right(8)
            .y_label_area_size(50)
            .caption(unit, ("sans-serif", 13))
            .build_cartesian_2d(0f64..1f64, 0f64..high)
            .map_err(plot_err)?;
        scale
            .configure_mesh()
            .disable_mesh()
            .disable_x_axis()
            .y_labels(6)
            .y_label_style(("sans-serif", 13))
            .draw()
            .map_err(plot_err)?;
        scale
            .draw_series((0..64).map(|i| {
                let (a, b) = (i as f64 / 64.0, (i + 1) as f64 / 64.0);
                Rectangle::new([(0.0, a * high), (1.0, b * high)], ramp(a).filled())
            }))
            .map_err(plot_err)?;
        root.present().map_err(plot_err)?;
    }
    Ok(svg)
}

/// Slots per reason (and issued) per window, summed over the SMs.
fn slot_mix(s: &Samples) -> Vec<[f64; Stall::COUNT + 1]> {
    let nw = windows(s);
    let mut out = vec![[0.0; Stall::COUNT + 1]; nw];
    for sm in &s.sms {
        for (k, x) in sm.iter().enumerate() {
            if let Some(x) = x {
                for (i, &m) in x.mix.iter().enumerate() {
                    out[k][i] += m as f64;
                }
                // Issued warp-instructions: the windows' IPC times their length.
                out[k][Stall::COUNT] += x.ipc * (s.window as f64 / f64::from(x.n.max(1)));
            }
        }
    }
    out
}

fn stall_mix_svg(s: &Samples) -> Result<String> {
    let mix = slot_mix(s);
    let nw = mix.len();
    let cycles = (nw as u64 * s.window) as f64;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (960, 520)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                title(s, "Issue and stall mix over time, all SMs"),
                ("sans-serif", 18),
            )
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(0f64..cycles * 1.3, 0f64..100f64)
            .map_err(plot_err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_desc(format!("cycle (windows of {} cycles)", s.window))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_desc("scheduler slots (%)")
            .draw()
            .map_err(plot_err)?;
        let w = s.window as f64;
        let mut names: Vec<&str> = vec!["issued"];
        names.extend(Stall::ALL.iter().map(|x| x.1));
        // Issued first (at the bottom), then each reason in report order.
        let order: Vec<usize> = std::iter::once(Stall::COUNT)
            .chain(0..Stall::COUNT)
            .collect();
        for (j, &i) in order.iter().enumerate() {
            let bars = mix.iter().enumerate().filter_map(|(k, m)| {
                let total: f64 = m.iter().sum();
                if total <= 0.0 {
                    return None;
                }
                let below: f64 = order[..j].iter().map(|&o| m[o]).sum();
                let (y0, y1) = (below / total * 100.0, (below + m[i]) / total * 100.0);
                Some(Rectangle::new(
                    [(k as f64 * w, y0), ((k + 1) as f64 * w, y1)],
                    color(j).filled(),
                ))
            });
            chart
                .draw_series(bars)
                .map_err(plot_err)?
                .label(names[j])
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 10, y + 5)], color(j).filled())
                });
        }
        legend(&mut chart)?;
        root.present().map_err(plot_err)?;
    }
    Ok(svg)
}

/// Each SM's most frequent stall reason per window (categorical heat map).
fn stall_mix_sm_svg(s: &Samples) -> Result<String> {
    let (nw, nsm) = (windows(s), s.sms.len().max(1));
    let mut svg = String::new();
    {
        let h = (200 + 4 * nsm).clamp(420, 900) as u32;
        let root = SVGBackend::with_string(&mut svg, (960, h)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_err)?;
        let mut chart =
            sm_time_chart(&root, s, "Most frequent stall reason per SM over time", 1.3)?;
        let w = s.window as f64;
        let top = |m: usize, k: usize| -> Option<usize> {
            let x = s.sms.get(m)?.get(k)?.as_ref()?;
            let (i, &n) = x
                .mix
                .iter()
                .enumerate()
                .max_by_key(|&(i, &n)| (n, std::cmp::Reverse(i)))?;
            (n > 0).then_some(i)
        };
        for (i, reason) in Stall::ALL.iter().enumerate() {
            let cells = (0..nsm)
                .flat_map(|m| (0..nw).map(move |k| (m, k)))
                .filter(|&(m, k)| top(m, k) == Some(i))
                .map(|(m, k)| {
                    Rectangle::new(
                        [
                            (k as f64 * w, m as f64),
                            ((k + 1) as f64 * w, (m + 1) as f64),
                        ],
                        color(i + 1).filled(),
                    )
                });
            chart
                .draw_series(cells)
                .map_err(plot_err)?
                .label(reason.1)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 10, y + 5)], color(i + 1).filled())
                });
        }
        legend(&mut chart)?;
        root.present().map_err(plot_err)?;
    }
    Ok(svg)
}

/// The memory levels' byte counters (`<level> bytes per cycle`) over time.
fn bandwidth_svg(s: &Samples) -> Result<String> {
    let mut lines: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
    for m in s
        .mem
        .iter()
        .filter(|m| m.name.ends_with(" bytes per cycle") && !m.name.contains("channel"))
    {
        let level = m.name.trim_end_matches(" bytes per cycle");
        for (i, key) in m.keys.iter().enumerate() {
            let pts: Vec<(f64, f64)> = m
                .windows
                .iter()
                .enumerate()
                .filter_map(|(k, w)| {
                    let (sum, n) = w.as_ref()?;
                    Some((
                        (k as f64 + 0.5) * s.window as f64,
                        sum.get(i)? / f64::from((*n).max(1)),
                    ))
                })
                .collect();
            if pts.iter().any(|p| p.1 > 0.0) {
                lines.push((format!("{level} {key}"), pts));
            }
        }
    }
    let cycles = (windows(s) as u64 * s.window) as f64;
    let high = lines
        .iter()
        .flat_map(|l| l.1.iter().map(|p| p.1))
        .fold(0.0f64, f64::max)
        .max(1.0);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (960, 520)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title(s, "Memory bandwidth over time"), ("sans-serif", 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(70)
            .build_cartesian_2d(0f64..cycles * 1.35, 0f64..high * 1.1)
            .map_err(plot_err)?;
        chart
            .configure_mesh()
            .x_desc(format!("cycle (windows of {} cycles)", s.window))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_desc("bytes per cycle (whole level)")
            .draw()
            .map_err(plot_err)?;
        for (i, (name, pts)) in lines.into_iter().enumerate() {
            chart
                .draw_series(LineSeries::new(pts, color(i).stroke_width(2)))
                .map_err(plot_err)?
                .label(name)
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 14, y)], color(i).stroke_width(2))
                });
        }
        legend(&mut chart)?;
        root.present().map_err(plot_err)?;
    }
    Ok(svg)
}

fn sm_csv(s: &Samples) -> String {
    let mut out = String::from("window_start,sm,active_warps,ipc");
    for r in Stall::ALL {
        let _ = write!(out, ",{}", r.1);
    }
    out.push('\n');
    for k in 0..windows(s) {
        for (m, sm) in s.sms.iter().enumerate() {
            let Some(x) = sm.get(k).and_then(|x| x.as_ref()) else {
                continue;
            };
            let (a, ipc) = x.mean();
            let _ = write!(out, "{},{m},{a:.4},{ipc:.4}", k as u64 * s.window);
            for v in x.mix {
                let _ = write!(out, ",{v}");
            }
            out.push('\n');
        }
    }
    out
}

fn mem_csv(s: &Samples) -> String {
    let mut out = String::from("window_start,counter,series,value\n");
    for m in &s.mem {
        for (k, w) in m.windows.iter().enumerate() {
            let Some((sum, n)) = w else { continue };
            for (key, v) in m.keys.iter().zip(sum) {
                let _ = writeln!(
                    out,
                    "{},{},{key},{}",
                    k as u64 * s.window,
                    m.name,
                    v / f64::from((*n).max(1))
                );
            }
        }
    }
    out
}

/// Write every plot and table into `dir` (created); returns the files written.
pub fn write(dir: &Path, s: &Samples) -> Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let mean = |m: usize, k: usize| s.sms.get(m)?.get(k)?.as_ref().map(|x| x.mean());
    let files: Vec<(&str, String)> = vec![
        (
            "ipc.svg",
            heat_svg(s, "IPC per SM over time", "IPC", |m, k| {
                mean(m, k).map(|x| x.1)
            })?,
        ),
        (
            "active_warps.svg",
            heat_svg(s, "Active warps per SM over time", "warps", |m, k| {
                mean(m, k).map(|x| x.0)
            })?,
        ),
        ("stall_mix.svg", stall_mix_svg(s)?),
        ("stall_mix_sm.svg", stall_mix_sm_svg(s)?),
        ("bandwidth.svg", bandwidth_svg(s)?),
        ("sm_timeline.csv", sm_csv(s)),
        ("memory_timeline.csv", mem_csv(s)),
    ];
    let mut out = Vec::new();
    for (name, text) in files {
        let p = dir.join(name);
        let f = super::outputs::Pending::create(&p)?;
        f.commit(text.as_bytes())?;
        out.push(p);
    }
    Ok(out)
}
