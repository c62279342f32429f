#!/usr/bin/env bash
# The hostile-input fuzz run of issue 11: a million mutated inputs in all (250,000 each
# of workloads, configs, traces and gzip traces) through sim/tests/fuzz_hostile.rs. No
# input may panic, and the test process's peak memory stays under its bound.
#
# Usage: tools/fuzz-hostile.sh [PER_KIND] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
export WARPSIM_FUZZ_HOSTILE=${1:-250000}
export WARPSIM_FUZZ_SEED=${2:-0}
/usr/bin/time -f "peak RSS %M KiB, %e s" \
  cargo test --release --test fuzz_hostile -- --nocapture 2>&1 | grep -E "accepted|test result|panicked|peak RSS"
