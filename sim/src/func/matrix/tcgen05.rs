//! `tcgen05.mma` (PTX ISA 9.0, 9.7.16.10): the product into tensor memory, from the
//! operands its descriptors (`tcgen05_desc`) name.
//!
//! One thread issues the whole `D (M x N) = A (M x K) * B (K x N) (+ D)`. With
//! `.cta_group::1` and M = 128 (the ISA's "Layout D", 9.7.16.10.5.4) row m of D is
//! tensor-memory lane m and column n is column `d + n`; 16-bit D elements sit in the
//! low half of their cell (9.7.16.10.4.1). With `.cta_group::2` (M = 256, "Layout
//! A", or M = 128, "Layout B": figures; read from CUTLASS's 2x1SM layouts, see
//! [`mma`]) each CTA of the pair holds M/2 rows of A and D and half of B. M = 64, the
//! pair's M = 128 and `.ws` (9.7.16.10.9.3, its B in `ws_b`) place D's rows in lanes
//! as [`Datapath`] says. A and B come from shared memory through matrix descriptors
//! laid out as `wgmma`'s canonical layouts (9.7.16.3), so element addresses are
//! `wgmma::Desc::element`'s; A may instead be in tensor memory ([`ASrc::Tmem`]).
//! `tcgen05.mma.sp` reads K/2 elements a row of A and places them as its metadata
//! says (`tcgen05_sparse`), each row then a product over its stored elements only.
//! The arithmetic is the `mma` module's,
//! 16 rows x 8 columns at a time: the same exact products and single rounding as
//! `mma.sync` and `wgmma` [model: no published statement of the 5th-generation
//! tensor core's accumulation order or intermediate rounding].

use super::exact::Num;
use super::mma::{decode, dense_nums, dense_scaled, RNE};
use super::tcgen05_cp::{cp, CpIssue};
use super::tcgen05_desc::{padded, Idesc};
use super::tcgen05_path::{Datapath, Mode};
use super::tcgen05_scale::{Factors, SfCols};
use super::tcgen05_sparse::{self as sparse, SpMeta};
use super::tcgen05_ws::ZeroCols;
use super::wgmma::{scaled, Desc};
use crate::func::tmem::Tmem;
use crate::ir::mma_form::MTy;
use crate::ir::tcgen05_form::{Collector, Tc05Kind};
use crate::ir::wgmma_form::WgmmaForm;

/// The operands of one MMA as the issuing thread gives them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Issue {
    pub kind: Tc05Kind,
    pub f: Idesc,
    /// D's first column, and the lane its address names (0, or 16 for M = 64).
    pub d_col: u32,
    pub d_lane: u32,
    pub a: ASrc,
    pub b: Desc,
    pub accumulate: bool,
    /// `scale-input-d`: the accumulated D is scaled by 2^-s (exactly) first.
    pub scale_d: u8,
    /// `disable-output-lane`: bit l set = tensor-memory lane l keeps its value
    /// (with `.cta_group::2`, the second word is the odd CTA's).
    pub mask: [u128; 2],
    /// The block-scaled kinds: where each CTA's scale factors start, and how many
    /// per row of A (column of B).
    pub sf: Option<(SfCols, u8)>,
    /// `.collector::a::<op>`, or with `.ws` B's buffer's.
    pub collector: Collector,
    /// `.ws`: B's collector buffer (0-3) and the zero-column mask.
    pub ws: Option<(u8, ZeroCols)>,
    /// `.sp`: the lane and column `[sp-meta-tmem]` names (the selector is in `f`).
    pub meta: Option<(u32, u32)>,
}

/// Where an MMA's A comes from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ASrc {
    /// Shared memory, through a matrix descriptor.
    Smem(Desc),
    /// Tensor memory (`[a-tmem]`): the lane and column its address names.
    Tmem { lane: u32, col: u32 },
}

/// Check that A in tensor memory at (`lane`, `col`) is a form warpsim runs and that
/// its columns are allocated. A's rows sit in D's lanes (the same datapath layout;
/// "the same Tensor Memory lane alignment across matrices A, D", 9.7.16.10.5), each
/// row's K elements packed along its columns from `col`, element k at bits `k *
/// bits` (9.7.16.10.4: sub-word elements of A packed in a 32-bit word, as CUTLASS's
/// `tmem_frg<a_type, a_type>` allocates them dense). The 6- and 4-bit types of
/// `.kind::f8f6f4`/`.kind::mxf8f6f4` take an "8-bit container" each, four to a word
/// (9.7.16.10.4.3: the container `mma`'s text defines, what `tcgen05.cp`'s
/// decompression writes); `.kind::mxf4*`'s e2m1 two to a byte (9.7.16.10.4.5), the
/// even element in the low half [model: as in shared memory].
fn check_a_tmem(
    t: &Tmem,
    f: &Idesc,
    k: u32,
    path: Datapath,
    (lane, col): (u32, u32),
    d_lane: u32,
) -> Result<(), String> {
    if matches!(path, Datapath::Split(_)) {
        return Err("A in tensor memory with the 2x2 or 1x4 datapath (M = 128 over a CTA pair, .ws with M = 64 or 32; its duplicated A is given only as figures) is not modelled".into());
    }
    if lane != d_lane {
        return Err(format!("A's tensor-memory address names lane {lane}, D's lane {d_lane}: A and D take the same lane alignment (PTX ISA 9.7.16.10.5)"));
    }
    if f.trans_a {
        return Err(
            "bit 15 (transpose A) is set with A in tensor memory, whose rows are K-major".into(),
        );
    }
    // (A 6- or 4-bit type's `bits` are its container's 8.)
    t.check("tcgen05.mma A", 0, col, (k * f.a.bits()).div_ceil(32))
}

/// Element (row, `k`) of A in tensor memory at column `col` of `lane` (see
/// [`check_a_tmem`]).
#[inline]
fn a_tmem_element(t: &Tmem, lane: u32, col: u32, bits: u32, k: u32) -> u64 {
    let bit = k * bits;
    let v = t.get(lane, col + bit / 32) >> (bit % 32);
    (v as u64) & ((1u64 << bits) - 1)
}

/// Element (mn, k) of A or B of type `t` through descriptor `d`, as `mma` decodes it
/// (6- and 4-bit elements in their 8-bit containers: e2m1 in bits 5:2, e3m2/e2m3 in
/// 5:0). The 6- and 4-bit types of `.kind::f8f6f4`/`.kind::mxf8f6f4` sit in shared
/// memory "contiguously packed along with padding" (9.7.16.10.4.4, Figures 202-203; as
/// the text of 9.7.16.9.1 has it for `tcgen05.cp`'s source: 16 elements of 4 bits
/// followed by 8 bytes of padding, of 6 bits followed by 4): each 16 consecutive k of
/// a row in the 16-byte chunk 16 8-bit elements would fill, element i at bits
/// `bits * i` of the chunk, little-endian [model: the figures' order, as the TMA's
/// `16U4_ALIGN16B`/`16U6_ALIGN16B` types pack them].
fn element(d: &Desc, shared: &[u8], trans: bool, t: MTy, mn: u32, k: u32) -> Result<u64, String> {
    let Some(bits) = padded(t) else {
        return d.read(shared, trans, t.bits(), mn, k);
    };
    let (chunk, _) = d.element(false, 8, mn, k & !15);
    let bit = bits * (k % 16);
    let at = chunk as usize + bit as usize / 8;
    let b = |i: usize| shared.get(i).copied().map(u64::from);
    match (b(at), b(at + 1)) {
        (Some(lo), Some(hi)) => {
            let v = ((lo | hi << 8) >> (bit % 8)) & ((1 << bits) - 1);
            Ok(if t == MTy::E2m1 { v << 2 } else { v })
        }
        _ => Err(format!(
            "shared-memory address {at:#x} of element ({mn}, {k}) is outside the block's {} bytes of shared memory",
            shared.len()
        )),
    }
}

/// `v` negated when `neg`: the sign bit of its type (bit 5 of a 6- or 4-bit
/// element's container).
fn negated(t: MTy, neg: bool, v: u64) -> u64 {
    match padded(t) {
        Some(_) if neg => v ^ 0x20,
        Some(_) => v,
        None => scaled(t, neg, v),
    }
}

/// One CTA's part of an MMA: its tensor memory and shared memory.
pub struct Part<'a> {
    pub tmem: &'a mut Tmem,
    pub shared: &'a [u8],
}

/// Largest K (e2m1: 64 dense, 128 sparse), elements of a row of A (64), and N.
const MAX_K: usize = 128;
const MAX_KA: usize = 64;
const MAX_N: usize = 256;

/// Element (`row`, `kk`) of A as stored (not negated): from the collector buffer
/// (`from_buffer`: `::use`/`::lastuse`), shared memory, or tensor memory in the lane
/// D's row `row` takes.
#[inline]
fn a_element(
    p: &Part<'_>,
    x: &Issue,
    path: Datapath,
    from_buffer: bool,
    (row, kk, ka): (usize, usize, usize),
) -> Result<u64, String> {
    let f = &x.f;
    Ok(match x.a {
        _ if from_buffer => p.tmem.collector[row * ka + kk],
        ASrc::Smem(d) => element(&d, p.shared, f.trans_a, f.a, row as u32, kk as u32)?,
        ASrc::Tmem { col, .. } => {
            let lane = path.at(row as u32, 0, f.n).0;
            a_tmem_element(p.tmem, lane, col, f.a.bits(), kk as u32)
        }
    })
}

/// `D = A * B (+ D)` (see the module doc). `parts` is the executing CTA alone
/// (`.cta_group::1`) or the CTA pair, even CTA first (`.cta_group::2`): as
/// CUTLASS's `SM100_MMA_*_2x1SM_*` layouts describe the pair, CTA v holds rows
/// `vM/2..(v+1)M/2` of A and of D and columns `v*N/2..v*N/2+N/2-1` of B, each at
/// the same descriptor and tensor-memory addresses. Large operand arrays live in this frame only.
#[inline(never)]
pub fn mma(parts: &mut [Part<'_>], x: &Issue) -> Result<(), String> {
    let f = &x.f;
    let sparse = x.meta.is_some();
    debug_assert_eq!(
        sparse,
        f.sel.is_some(),
        "a sparse MMA's descriptor has a selector"
    );
    // A row of A holds `ka` elements: all K of a dense MMA, K/2 of a sparse one.
    let ka = x.kind.k() as usize;
    let (n, k) = (f.n as usize, ka << sparse as u32);
    let rows = f.m as usize / parts.len();
    let half_n = n / parts.len();
    let mode = Mode::of(x.ws.is_some(), parts.len() == 2);
    let path = Datapath::of(f.m, mode, x.d_lane).ok_or_else(|| {
        format!(
            "D's tensor-memory address names lane {}: {}M = {} takes lane 0{}",
            x.d_lane,
            if mode == Mode::Ws { ".ws with " } else { "" },
            f.m,
            if f.m == 64 && mode == Mode::One {
                " or 16"
            } else {
                ""
            }
        )
    })?;
    // `.collector::*` is B's with `.ws`, A's otherwise.
    let a_collector = if x.ws.is_some() {
        None
    } else {
        Some(x.collector)
    };
    let from_buffer = matches!(a_collector, Some(Collector::Use | Collector::LastUse));
    // `.sp`: each CTA's rows' full-K columns of their stored elements, from the
    // metadata (checked here, before anything is written).
    let mut kcols_store;
    let kcols: &mut [[[u8; MAX_KA]; 128]] = if sparse {
        kcols_store = [[[0u8; MAX_KA]; 128]; 2];
        &mut kcols_store
    } else {
        &mut []
    };
    // Each CTA's D columns and own factors (its rows of A, all of B's columns), checked
    // before anything is written.
    let mut factors: [Option<Factors>; 2] = [None, None];
    for (v, p) in parts.iter().enumerate() {
        let odd = ["", " (the odd CTA of the pair)"][v];
        let what = ["tcgen05.mma D", "tcgen05.mma D (the odd CTA of the pair)"][v];
        if let ASrc::Tmem { lane, col } = x.a {
            check_a_tmem(p.tmem, f, ka as u32, path, (lane, col), x.d_lane)
                .map_err(|e| format!("{e}{odd}"))?;
        }
        p.tmem.check(what, x.d_lane, x.d_col, path.columns(f.n))?;
        if let (Some((cols, vec)), Some(sf)) = (x.sf, f.scale) {
            let dims = (rows as u32, f.n, k as u32);
            factors[v] = Some(
                Factors::gather(p.tmem, cols, sf, vec as u32, dims)
                    .map_err(|e| format!("{e}{odd}"))?,
            );
        }
        // `::use`/`::lastuse` read A from the collector buffer, which a fill of the
        // same shape must have left valid ("This requires a previous fill to the
        // collector buffer to be still valid").
        let shape = (rows as u32, ka as u32, f.a.bits(), sparse);
        if from_buffer && p.tmem.collector_of != Some(shape) {
            let kind = |sp: bool| if sp { "sparse" } else { "dense" };
            return Err(match p.tmem.collector_of {
                None => format!("A's collector buffer{odd} holds no valid fill (a .collector::a::fill MMA must come before ::use / ::lastuse, with no ::discard or ::lastuse between)"),
                Some((r, kk, b, sp)) => format!("A's collector buffer{odd} holds a {} fill of {r} rows x {kk} elements a row of {b}-bit elements, not this {} MMA's {} x {} of {}", kind(sp), kind(sparse), shape.0, shape.1, shape.2),
            });
        }
        if let Some((lane, col)) = x.meta {
            let m = SpMeta {
                col,
                sel: f.sel.unwrap_or(0),
            };
            let first = sparse::check(p.tmem, x.kind, rows as u32, lane, m)
                .map_err(|e| format!("{e}{odd}"))?;
            let (mut arow, mut kc) = ([0u64; MAX_KA], [0usize; MAX_KA]);
            for (row, cols) in kcols[v][..rows].iter_mut().enumerate() {
                for (kk, a) in arow[..ka].iter_mut().enumerate() {
                    *a = a_element(p, x, path, from_buffer, (row, kk, ka))?;
                }
                sparse::row_columns(p.tmem, x.kind, first, f.a, row as u32, &arow[..ka], &mut kc)
                    .map_err(|e| format!("{e}{odd}"))?;
                for (d, &c) in cols.iter_mut().zip(&kc[..ka]) {
                    *d = c as u8;
                }
            }
        }
    }
    let pf = WgmmaForm {
        satfinite: f.sat,
        ..WgmmaForm::plain(f.n as u16, k as u16, f.d, f.a, f.b)
    }
    .per_warp();
    // B as K x N, row-major, once: column nn from the CTA that holds it.
    let mut bm = [0u32; MAX_K * MAX_N];
    if let Some(ws) = x.ws {
        ws_b(&mut parts[0], x, k as u32, ws, &mut bm)?;
    } else {
        for nn in 0..n {
            let (shared, col) = (parts[nn / half_n].shared, nn % half_n);
            for kk in 0..k {
                let v = element(&x.b, shared, f.trans_b, f.b, col as u32, kk as u32)?;
                bm[kk * n + nn] = negated(f.b, f.neg_b, v) as u32;
            }
        }
    }
    // `D = A * B` adds -0 (the identity of addition, so an all -0 product stays -0).
    let zero = match f.d {
        MTy::F32 => 0x8000_0000u64,
        MTy::F16 => 0x8000,
        _ => 0,
    };
    let dmask: u64 = if f.d == MTy::F16 { 0xFFFF } else { 0xFFFF_FFFF };
    let mut am = [0u64; 16 * MAX_KA];
    let mut bblk = [0u64; MAX_K * 8];
    // The block-scaled kinds' elements times their factors, and the sparse float
    // kinds' decoded elements (only they fill these); a sparse row's B rows.
    let (mut an_store, mut bn_store);
    let (an, bn): (&mut [Num], &mut [Num]) = if x.sf.is_some() || (sparse && !f.a.is_int()) {
        an_store = [Num::Nan; 16 * MAX_KA];
        bn_store = [Num::Nan; MAX_KA * 8];
        (&mut an_store, &mut bn_store)
    } else {
        (&mut [], &mut [])
    };
    let mut bsel = [0u64; MAX_KA * 8];
    for (v, p) in parts.iter_mut().enumerate() {
        let fill = a_collector == Some(Collector::Fill);
        if fill && p.tmem.collector.len() < rows * ka {
            p.tmem.collector.resize(128 * MAX_KA, 0);
        }
        for r0 in (0..rows).step_by(16) {
            for r in 0..16 {
                for kk in 0..ka {
                    let row = r0 + r;
                    let a = a_element(p, x, path, from_buffer, (row, kk, ka))?;
                    if fill {
                        p.tmem.collector[row * ka + kk] = a;
                    }
                    am[r * ka + kk] = negated(f.a, f.neg_a, a);
                }
            }
            for j in (0..n).step_by(8) {
                let mut cm = [zero; 16 * 8];
                if x.accumulate {
                    for r in 0..16 {
                        for c in 0..8 {
                            let (lane, col) = path.at((r0 + r) as u32, (j + c) as u32, f.n);
                            cm[r * 8 + c] = p.tmem.get(lane, x.d_col + col) as u64 & dmask;
                        }
                    }
                }
                for kk in 0..k {
                    for c in 0..8 {
                        bblk[kk * 8 + c] = bm[kk * n + j + c] as u64;
                    }
                }
                let mut dm = [0u64; 16 * 8];
                if sparse {
                    // Per row, a product over its stored elements and the B rows they
                    // meet only (a pruned position multiplies nothing, so an infinite
                    // or NaN B element there does not reach D).
                    for r in 0..16 {
                        let kc = &kcols[v][r0 + r][..ka];
                        let (arow, crow) = (&am[r * ka..(r + 1) * ka], &cm[r * 8..r * 8 + 8]);
                        let drow = &mut dm[r * 8..r * 8 + 8];
                        if f.a.is_int() {
                            for (jj, &col) in kc.iter().enumerate() {
                                let col = col as usize;
                                bsel[jj * 8..jj * 8 + 8]
                                    .copy_from_slice(&bblk[col * 8..col * 8 + 8]);
                            }
                            let b = &bsel[..ka * 8];
                            dense_scaled(&pf, (1, 8, ka), arow, b, crow, drow, RNE, 0);
                            continue;
                        }
                        // A factor covers its block of the full K (twice a dense
                        // MMA's: CUTLASS's sparse SFVecSize, JAX's references).
                        for (jj, &col) in kc.iter().enumerate() {
                            let col = col as usize;
                            let a = decode(f.a, arow[jj]);
                            an[jj] = factors[v].as_ref().map_or(a, |s| s.a(r0 + r, col, a));
                            for c in 0..8 {
                                let b = decode(f.b, bblk[col * 8 + c]);
                                bn[jj * 8 + c] =
                                    factors[v].as_ref().map_or(b, |s| s.b(r0, col, j + c, b));
                            }
                        }
                        let (a, b) = (&an[..ka], &bn[..ka * 8]);
                        dense_nums(&pf, (1, 8, ka), a, b, crow, drow, RNE, x.scale_d as i32);
                    }
                } else {
                    match &factors[v] {
                        None => dense_scaled(
                            &pf,
                            (16, 8, k),
                            &am[..16 * k],
                            &bblk[..k * 8],
                            &cm,
                            &mut dm,
                            RNE,
                            x.scale_d as i32,
                        ),
                        // Each element times its factor, exactly, then the one product.
                        Some(s) => {
                            for (i, e) in an[..16 * k].iter_mut().enumerate() {
                                *e = s.a(r0 + i / k, i % k, decode(f.a, am[i]));
                            }
                            for (i, e) in bn[..k * 8].iter_mut().enumerate() {
                                *e = s.b(r0, i / 8, j + i % 8, decode(f.b, bblk[i]));
                            }
                            dense_nums(
                                &pf,
                                (16, 8, k),
                                &an[..16 * k],
                                &bn[..k * 8],
                                &cm,
                                &mut dm,
                                RNE,
                                0,
                            );
                        }
                    }
                }
                for r in 0..16 {
                    for c in 0..8 {
                        let (lane, col) = path.at((r0 + r) as u32, (j + c) as u32, f.n);
                        if (x.mask[v] >> lane) & 1 == 0 {
                            p.tmem
                                .set(lane, x.d_col + col, (dm[r * 8 + c] & dmask) as u32);
                        }
                    }
                }
            }
        }
        p.tmem.collector_of = match a_collector {
            Some(Collector::Fill) => Some((rows as u32, ka as u32, f.a.bits(), sparse)),
            Some(Collector::Use) | None => p.tmem.collector_of,
            Some(Collector::LastUse | Collector::Discard) => None,
        };
    }
    Ok(())
}

/// `.ws`: B as K x N into `bm` (row-major), column n read from B's column `n +
/// shift` (through collector buffer `buffer` when the MMA fills or uses it), zero
/// where the zero-column mask says (9.7.16.4.3; see `tcgen05_ws`).
fn ws_b(
    p: &mut Part<'_>,
    x: &Issue,
    k: u32,
    (buffer, z): (u8, ZeroCols),
    bm: &mut [u32],
) -> Result<(), String> {
    let f = &x.f;
    let (n, bits) = (f.n, f.b.bits());
    let slot = &mut p.tmem.b_collector[buffer as usize];
    if x.collector == Collector::Fill {
        // The fill keeps its N columns and up to `max_shift` more: those shared
        // memory holds (a B tile of exactly the columns a kernel uses is legal).
        slot.valid = false;
        slot.vals.clear();
        let mut width = 0;
        'cols: for c in 0..n + f.max_shift {
            for kk in 0..k {
                match element(&x.b, p.shared, f.trans_b, f.b, z.shift + c, kk) {
                    Ok(v) => slot.vals.push(v),
                    Err(_) if c >= n => {
                        slot.vals.truncate((c * k) as usize);
                        break 'cols;
                    }
                    Err(e) => return Err(e),
                }
            }
            width = c + 1;
        }
        (slot.k, slot.bits, slot.first, slot.width, slot.valid) = (k, bits, z.shift, width, true);
    }
    let held = match x.collector {
        Collector::Discard => None,
        _ if slot.valid => Some(&*slot),
        _ => return Err(format!("B's collector buffer b{buffer} holds no valid fill: a .collector::b{buffer}::fill MMA must come before ::use / ::lastuse, with no ::discard or ::lastuse of b{buffer} between (a .ws MMA without a .collector qualifier is .collector::b0::discard)")),
    };
    for nn in 0..n {
        let col = nn + z.shift;
        for kk in 0..k {
            let v = if z.zeroed(nn as usize) {
                0
            } else if let Some(b) = held {
                let v = b.get(k, bits, kk, col).ok_or_else(|| format!(
                    "B's collector buffer b{buffer} holds columns {}..{} of a K = {} B of {}-bit elements; this MMA reads column {col} of a K = {k} B of {bits}-bit elements",
                    b.first, b.first + b.width, b.k, b.bits
                ))?;
                negated(f.b, f.neg_b, v)
            } else {
                negated(
                    f.b,
                    f.neg_b,
                    element(&x.b, p.shared, f.trans_b, f.b, col, kk)?,
                )
            };
            bm[(kk * n + nn) as usize] = v as u32;
        }
    }
    if matches!(x.collector, Collector::LastUse | Collector::Discard) {
        slot.valid = false;
    }
    Ok(())
}

/// One CTA's tensor and shared memory, as [`pair_op`] takes them.
pub type CtaMem<'a> = (&'a mut Option<Box<Tmem>>, &'a [u8]);

/// A `.cta_group::2` operation over a CTA pair.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PairOp {
    Mma(Issue),
    /// `tcgen05.cp`: in each CTA, from its own shared memory.
    Cp(CpIssue),
}

/// A `.cta_group::2` operation issued in the CTA of cluster rank `rank` (`own`) over
/// it and its peer: both must hold the columns it writes (each CTA allocates its own,
/// `.cta_group::2` allocations being made by both CTAs alike).
pub fn pair_op(own: CtaMem<'_>, peer: CtaMem<'_>, rank: u32, x: &PairOp) -> Result<(), String> {
    let (even, odd) = if rank & 1 == 0 {
        (own, peer)
    } else {
        (peer, own)
    };
    let none = |which: &str| {
        format!("the {which} CTA of the pair has allocated no tensor memory (tcgen05.alloc)")
    };
    let et = even.0.as_deref_mut().ok_or_else(|| none("even"))?;
    let ot = odd.0.as_deref_mut().ok_or_else(|| none("odd"))?;
    match x {
        PairOp::Mma(x) => mma(
            &mut [
                Part {
                    tmem: et,
                    shared: even.1,
                },
                Part {
                    tmem: ot,
                    shared: odd.1,
                },
            ],
            x,
        ),
        PairOp::Cp(x) => {
            // Both CTAs' columns, checked before either is written.
            let ncols = x.shape.rows_bytes().1 / 4;
            ot.check("tcgen05.cp (the odd CTA of the pair)", 0, x.col, ncols)?;
            cp(et, even.1, x).and_then(|()| cp(ot, odd.1, x))
        }
    }
}
