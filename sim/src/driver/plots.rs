//! SVG plots of a sweep (plotters): `cycles.svg`, each run's cycles relative to its
//! workload's baseline as grouped bars (a group per workload, a bar per setting), and
//! `stalls.svg`, each run's scheduler slots split by stall reason as stacked bars. Titles,
//! axis labels with units and legends; the text is SVG `<text>`, so no font is needed.

use crate::error::{Error, Result};
use crate::timing::Stall;
use plotters::prelude::*;
use serde_json::{Map, Value};
use std::path::Path;

/// A run of the sweep as the plots need it.
pub struct PlotRow {
    pub workload: String,
    /// The swept values (`k=v ...`; the config first when several are swept).
    pub setting: String,
    pub cycles: Option<u64>,
    /// Slots per stall reason (`Stall::ALL` order) and issued slots.
    pub stalls: Vec<u64>,
}

impl PlotRow {
    /// From a results row (`sweep::row`).
    pub fn from_row(r: &Map<String, Value>, setting: String) -> PlotRow {
        PlotRow {
            workload: r
                .get("workload")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string(),
            setting,
            cycles: r.get("cycles").and_then(Value::as_u64),
            stalls: Stall::ALL
                .iter()
                .map(|s| {
                    r.get(&format!("stall_{}", s.1))
                        .and_then(Value::as_u64)
                        .unwrap_or(0)
                })
                .collect(),
        }
    }
}

/// A palette that tells up to a dozen series apart.
pub(crate) fn color(i: usize) -> RGBColor {
    const C: [RGBColor; 12] = [
        RGBColor(31, 119, 180),
        RGBColor(255, 127, 14),
        RGBColor(44, 160, 44),
        RGBColor(214, 39, 40),
        RGBColor(148, 103, 189),
        RGBColor(140, 86, 75),
        RGBColor(227, 119, 194),
        RGBColor(127, 127, 127),
        RGBColor(188, 189, 34),
        RGBColor(23, 190, 207),
        RGBColor(57, 59, 121),
        RGBColor(173, 73, 74),
    ];
    C[i % C.len()]
}

pub(crate) fn plot_err(e: impl std::fmt::Display) -> Error {
    Error::Usage(format!("plot: {e}"))
}

/// The chart's legend, upper right on a white box.
pub(crate) type Xy =
    Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>;

pub(crate) fn legend<'a, DB: DrawingBackend + 'a>(
    chart: &mut ChartContext<'a, DB, Xy>,
) -> Result<()> {
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .position(SeriesLabelPosition::UpperRight)
        .draw()
        .map_err(plot_err)
}

/// The short name of a workload path (its file stem).
fn stem(w: &str) -> String {
    Path::new(w)
        .file_stem()
        .map_or(w.to_string(), |s| s.to_string_lossy().into_owned())
}

/// `cycles.svg`: grouped bars, one group per workload, one bar per setting, height =
/// cycles / the workload's first run's cycles.
pub fn cycles_svg(rows: &[PlotRow]) -> Result<String> {
    let mut workloads: Vec<&str> = Vec::new();
    let mut settings: Vec<&str> = Vec::new();
    for r in rows {
        if !workloads.contains(&r.workload.as_str()) {
            workloads.push(&r.workload);
        }
        if !settings.contains(&r.setting.as_str()) {
            settings.push(&r.setting);
        }
    }
    let rel = |r: &PlotRow| -> Option<f64> {
        let base = rows.iter().find(|b| b.workload == r.workload)?.cycles? as f64;
        Some(r.cycles? as f64 / base.max(1.0))
    };
    let high = rows.iter().filter_map(rel).fold(1.0f64, f64::max);
    // Room above the bars for the workload names and the legend.
    let top = high * 1.6;
    let mut svg = String::new();
    {
        let w = (360 + 28 * workloads.len() * settings.len().max(1)).clamp(640, 1600) as u32;
        let root = SVGBackend::with_string(&mut svg, (w, 480)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_err)?;
        let n = workloads.len() as f64;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                "Cycles per setting, relative to each workload's first run",
                ("sans-serif", 20),
            )
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(0f64..n, 0f64..top)
            .map_err(plot_err)?;
        let names: Vec<String> = workloads.iter().map(|w| stem(w)).collect();
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_label_formatter(&|_| String::new())
            .x_desc("workload (its name above its group of bars)")
            .y_desc("cycles (relative to the first run = 1.0)")
            .draw()
            .map_err(plot_err)?;
        let k = settings.len().max(1) as f64;
        let bw = 0.8 / k;
        for (si, s) in settings.iter().enumerate() {
            let bars: Vec<Rectangle<(f64, f64)>> = rows
                .iter()
                .filter(|r| r.setting == *s)
                .filter_map(|r| {
                    let wi = workloads.iter().position(|w| *w == r.workload)? as f64;
                    let x0 = wi + 0.1 + bw * si as f64;
                    Some(Rectangle::new(
                        [(x0, 0.0), (x0 + bw * 0.9, rel(r)?)],
                        color(si).filled(),
                    ))
                })
                .collect();
            chart
                .draw_series(bars)
                .map_err(plot_err)?
                .label(s.to_string())
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 10, y + 5)], color(si).filled())
                });
        }
        chart
            .draw_series(names.iter().enumerate().map(|(i, name)| {
                Text::new(
                    name.clone(),
                    (i as f64 + 0.1, high * 1.08),
                    ("sans-serif", 15),
                )
            }))
            .map_err(plot_err)?;
        legend(&mut chart)?;
        root.present().map_err(plot_err)?;
    }
    Ok(svg)
}

/// `stalls.svg`: one stacked bar per run, the scheduler slots it spent in each stall
/// reason as a share of all its stall slots.
pub fn stalls_svg(rows: &[PlotRow]) -> Result<String> {
    let mut svg = String::new();
    {
        let n = rows.len().max(1);
        let w = (200 + 40 * n).clamp(640, 2400) as u32;
        let root = SVGBackend::with_string(&mut svg, (w, 520)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                "Stall breakdown per run (share of stalled scheduler slots)",
                ("sans-serif", 20),
            )
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(0f64..n as f64 * 1.45, 0f64..100f64)
            .map_err(plot_err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(n.min(40))
            .x_label_formatter(&|x| {
                if x.fract() == 0.0 && (*x as usize) < n {
                    format!("{}", *x as usize)
                } else {
                    String::new()
                }
            })
            .x_desc("run (index in results.csv)")
            .y_desc("stalled slots (%)")
            .draw()
            .map_err(plot_err)?;
        let totals: Vec<f64> = rows
            .iter()
            .map(|r| r.stalls.iter().sum::<u64>().max(1) as f64)
            .collect();
        for (k, s) in Stall::ALL.iter().enumerate() {
            let bars: Vec<Rectangle<(f64, f64)>> = rows
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let below: u64 = r.stalls[..k].iter().sum();
                    let y0 = below as f64 / totals[i] * 100.0;
                    let y1 = (below + r.stalls[k]) as f64 / totals[i] * 100.0;
                    Rectangle::new(
                        [(i as f64 + 0.1, y0), (i as f64 + 0.9, y1)],
                        color(k).filled(),
                    )
                })
                .collect();
            chart
                .draw_series(bars)
                .map_err(plot_err)?
                .label(s.1)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 10, y + 5)], color(k).filled())
                });
        }
        legend(&mut chart)?;
        root.present().map_err(plot_err)?;
    }
    Ok(svg)
}
