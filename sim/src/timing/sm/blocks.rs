//! Blocks on an SM: placing a dispatched block into a slot (its warps join the
//! schedulers by slot, oldest first) and retiring finished ones.

use super::{CtaSlot, Env, Sm, SmFault, Wake, WarpTime, PER_WARP_LIMIT, TIMELINE};
use crate::func::warp::{CtaState, Warp};
use crate::timing::stall::Stall;
use crate::trace::event::TEv;

impl Sm {
    /// Place block `block` (grid index `ctaid`) of grid `grid` into a free slot (its
    /// warps on the schedulers of CU `cu` only, for a CU-mode block). A
    /// reused slot takes the new block `sm.block_launch_latency` cycles after its
    /// previous block's last warp exited (or now, if that is later); the first blocks
    /// start at once. Its warps then start as the SM's wave launcher gets to them
    /// (`sm.wave_launch_interval` each).
    #[allow(clippy::too_many_arguments)]
    pub fn start_block(
        &mut self,
        env: &Env,
        grid: u32,
        block: u64,
        ctaid: [u32; 3],
        regs: u64,
        shared: u64,
        cu: Option<u32>,
    ) {
        let g = env.g(grid);
        let wpb = g.wpb;
        // Warp ids: `slot * env.wpb + i` (the widest grid's block), whatever the grid.
        let stride = env.wpb;
        self.slot_w = stride;
        let now = self.now;
        let new_warps = || -> (Vec<Warp>, Vec<WarpTime>) {
            let warps = (0..wpb)
                .map(|i| {
                    let mut w = Warp::new(g.prog, g.li.width, i, ctaid, g.li.lane_mask(i));
                    w.set_block_shape(g.li.block);
                    w
                })
                .collect();
            let time = (0..wpb)
                .map(|_| WarpTime {
                    ibuf: 0,
                    events: Vec::new(),
                    age: 0,
                    sched: 0,
                    live: false,
                    stalls: [0; Stall::COUNT],
                    issued: 0,
                    vmem_free: 0,
                    groups: 0,
                    bulk_groups: 0,
                    wgmma_groups: 0,
                    tc05_issued: 0,
                    marks: Vec::new(),
                })
                .collect();
            (warps, time)
        };
        let (slot, start) = match self.ctas.iter().position(|c| !c.busy) {
            Some(s) => {
                let c = &mut self.ctas[s];
                if c.grid != grid {
                    // A block of another grid held the slot: its warps are of another
                    // program and shape.
                    (c.warps, c.time) = new_warps();
                    c.state = CtaState::new(ctaid, g.li.shared_size, wpb);
                }
                (s, now.max(c.end + self.launch))
            }
            None => {
                let (warps, time) = new_warps();
                self.ctas.push(CtaSlot {
                    state: CtaState::new(ctaid, g.li.shared_size, wpb),
                    warps,
                    time,
                    busy: false,
                    block: 0,
                    start: 0,
                    end: 0,
                    stores: 0,
                    acked: 0,
                    fresh: false,
                    grid,
                    triggered: false,
                    gw0: 0,
                    tmem_cols: 0,
                });
                self.wake
                    .resize(self.ctas.len() * stride as usize, Wake::UNKNOWN);
                self.sb
                    .resize(self.ctas.len() * (stride * env.sb_stride) as usize, 0);
                (self.ctas.len() - 1, now)
            }
        };
        let per_slot = (stride * env.sb_stride) as usize;
        self.sb[slot * per_slot..(slot + 1) * per_slot].fill(0);
        let c = &mut self.ctas[slot];
        c.busy = true;
        c.block = block;
        c.start = start;
        c.end = start;
        c.acked = start;
        c.grid = grid;
        c.triggered = false;
        c.gw0 = g.gw_base + block * wpb as u64;
        c.state.reset(ctaid, wpb);
        c.state.cluster_ctas = g.li.cluster_ctas();
        c.fresh = true;
        // The wave launcher starts the block's warps one after another once it is
        // free (with `wave_launch` = 0, all at `start`).
        let first = if self.wave_launch > 0 {
            start.max(self.launcher_free)
        } else {
            start
        };
        self.launcher_free = first + wpb as u64 * self.wave_launch;
        let mut launch_at = first;
        for t in c.time.iter_mut() {
            launch_at += self.wave_launch;
            t.ibuf = launch_at;
            t.events.clear();
            t.age = self.next_age;
            self.next_age += 1;
            t.live = true;
            t.stalls = [0; Stall::COUNT];
            t.issued = 0;
            t.vmem_free = 0;
            t.groups = 0;
            t.bulk_groups = 0;
            t.wgmma_groups = 0;
            t.tc05_issued = 0;
            t.marks.clear();
        }
        let gs = &mut self.stats.grids[grid as usize];
        gs.first_start = Some(gs.first_start.map_or(start, |f| f.min(start)));
        let base = slot * stride as usize;
        self.wake[base..base + wpb as usize].fill(Wake::UNKNOWN);
        if TIMELINE && self.trace {
            for i in 0..wpb {
                self.starts_pending.push(TEv::WarpStart {
                    cycle: c.time[i as usize].ibuf,
                    slot: slot as u32 * stride + i,
                    gw: c.gw0 + i as u64,
                    block: ctaid,
                });
            }
        }
        self.scheds.iter_mut().for_each(|s| s.sleep = 0);
        // Warps join the schedulers by warp slot (as hardware assigns warps to
        // sub-partitions), oldest first in each list. A CU-mode AMD block keeps to the
        // schedulers (SIMDs) of its CU `cu` (`group::dispatch` chose one with room).
        let n = self.scheds.len() as u32;
        let (first, n) = match cu {
            Some(cu) => {
                let per = n / (self.lsus.len() as u32).max(1);
                (cu * per, per.max(1))
            }
            None => (0, n),
        };
        let c = &mut self.ctas[slot];
        for i in 0..wpb {
            let id = slot as u32 * stride + i;
            let s = first + id % n;
            c.time[i as usize].sched = s;
            self.scheds[s as usize].warps.push(id);
            self.scheds[s as usize].order_valid = false;
        }
        self.resident_warps += wpb;
        self.resident_threads += g.li.threads_per_block;
        self.resident_regs += regs;
        self.resident_shared += shared;
        self.idle_since = None;
    }

    /// Reset the warps of the blocks started at the last exchange (registers,
    /// predicates, stack; AMD's initial wave state).
    pub(super) fn init_fresh_blocks(&mut self, env: &Env) {
        for c in self.ctas.iter_mut().filter(|c| c.fresh) {
            c.fresh = false;
            let ctaid = c.state.ctaid;
            let g = env.g(c.grid);
            for (i, w) in c.warps.iter_mut().enumerate() {
                w.reinit(i as u32, ctaid, g.li.lane_mask(i as u32));
                if let Some(abi) = &g.prog.wave {
                    crate::func::wave_init::init_wave(w, abi, g.li);
                }
            }
        }
    }

    /// Free the slots of finished blocks; returns how many finished. `held` gives a
    /// grid's per-block registers, shared memory and threads.
    pub fn retire_blocks(&mut self, held: impl Fn(u32) -> (u64, u64, u32)) -> u64 {
        let mut n = 0;
        for (cslot, c) in self.ctas.iter_mut().enumerate().filter(|(_, c)| c.busy) {
            // Store counts are kept only with `sm.retire_after_stores` (else 0, and
            // `acked` stays at the block's start).
            if c.stores == 0 && c.time.iter().all(|t| !t.live) {
                c.busy = false;
                // The slot is free once the last store is acknowledged.
                c.end = c.end.max(c.acked);
                n += 1;
                if TIMELINE && self.trace {
                    self.events.push(TEv::Block {
                        start: c.start,
                        end: c.end,
                        cslot: cslot as u32,
                        block: c.warps.first().map_or([0; 3], |w| w.ctaid),
                    });
                }
                // (A block ending with columns allocated faults below; its columns go
                // back to the SM either way.)
                self.tmem_used -= c.tmem_cols.min(self.tmem_used);
                c.tmem_cols = 0;
                if let Some(msg) = c.state.tmem.as_ref().and_then(|t| t.leak()) {
                    if let Some(w) = c.warps.last() {
                        let f = SmFault::of_warp(c.grid, self.now, w, w.pc(), msg);
                        self.fault.get_or_insert(f);
                    }
                }
                let grid = c.grid;
                self.stats.printf.extend(
                    c.state
                        .printf
                        .drain(..)
                        .map(|r| crate::func::printf::PrintRec { grid, ..r }),
                );
                let gs = &mut self.stats.grids[c.grid as usize];
                gs.blocks += 1;
                for (w, t) in c.warps.iter().zip(&c.time) {
                    if gs.per_warp.len() < PER_WARP_LIMIT {
                        gs.per_warp.push((w.ctaid, w.index, t.stalls, t.issued));
                    }
                }
                let (regs, shared, threads) = held(c.grid);
                self.resident_threads -= threads;
                self.resident_regs -= regs;
                self.resident_shared -= shared;
            }
        }
        self.stats.blocks += n;
        n
    }
}

impl Sm {
    /// Release block slot `slot`'s part of a completed cluster barrier phase (the
    /// exchange judges a cluster of several CTAs as a whole, `timing::cluster`); its
    /// waiting warps may issue from the current cycle.
    pub fn release_cluster_barrier(&mut self, slot: usize) {
        let c = &mut self.ctas[slot];
        crate::func::barrier::release_cluster_member(&mut c.state, &mut c.warps);
        let w = self.slot_w as usize;
        self.wake[slot * w..(slot + 1) * w].fill(Wake::UNKNOWN);
        self.scheds.iter_mut().for_each(|s| s.sleep = 0);
    }
}
