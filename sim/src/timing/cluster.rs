//! Thread-block clusters across SMs at the exchange. A cluster's CTAs run on
//! different SMs (dispatched together, `group::dispatch`); each counts its own warps'
//! arrivals at its cluster-barrier slot, and within a quantum an SM touches only
//! itself, so the phase of a cluster of several CTAs completes here: at each exchange,
//! in a fixed order (grid, cluster, SM, slot), a cluster whose arrivals reach its live
//! warps is released on every SM that holds one of its CTAs, whose waiting warps go on
//! from the exchange's cycle. The barrier's latency is therefore the time to the next
//! exchange (at most one quantum, an L2 round trip) [model: the hardware's cluster
//! barrier crosses the GPC's SM-to-SM network; its latency is not modelled apart].

use super::sm::Sm;
use crate::func::barrier::cluster_complete;
use std::ops::DerefMut;

/// Release the cluster barriers whose phase completed. `scratch` is reused between
/// calls (no allocation once it has grown).
pub(super) fn release_barriers<S: DerefMut<Target = Sm>>(
    sms: &mut [S],
    scratch: &mut Vec<(u32, u64, u32, u32)>,
) {
    scratch.clear();
    for (s, sm) in sms.iter().enumerate() {
        for (slot, c) in sm.ctas.iter().enumerate() {
            // A cluster's CTAs are consecutive blocks (`LaunchInfo::ctaid_of`).
            let k = c.state.cluster_ctas as u64;
            if c.busy && k > 1 {
                scratch.push((c.grid, c.block / k, s as u32, slot as u32));
            }
        }
    }
    if scratch.is_empty() {
        return;
    }
    scratch.sort_unstable();
    let mut i = 0;
    while i < scratch.len() {
        let key = (scratch[i].0, scratch[i].1);
        let mut j = i;
        while j < scratch.len() && (scratch[j].0, scratch[j].1) == key {
            j += 1;
        }
        let members = &scratch[i..j];
        let done = cluster_complete(
            members
                .iter()
                .map(|&(_, _, s, slot)| &sms[s as usize].ctas[slot as usize].state),
        );
        if done {
            for &(_, _, s, slot) in members {
                sms[s as usize].release_cluster_barrier(slot as usize);
            }
        }
        i = j;
    }
}
