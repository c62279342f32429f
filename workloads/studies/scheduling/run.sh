#!/usr/bin/env bash
# The README's worked scheduling study: a compute-bound and a memory-bound kernel on the
# default H100 config under four warp-scheduling policies (three built in, and the
# user-defined `crit` of sim/examples/crit_sched.rs). Rewrites summary.md, cycles.svg and
# stalls.svg here from a fresh sweep; sim/tests/readme.rs checks they are current.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
cargo run --release --quiet --example crit_sched -- sweep \
    workloads/ptx/hash_rounds/hash_rounds.yaml workloads/ptx/vadd_1m/vadd_1m.yaml \
    --set sm.scheduler=lrr,gto,two_level,crit --baseline sm.scheduler=lrr \
    --out "$out/study" --quiet
for f in summary.md cycles.svg stalls.svg; do
  cp "$out/study/$f" workloads/studies/scheduling/
done
echo "workloads/studies/scheduling: summary.md cycles.svg stalls.svg"
