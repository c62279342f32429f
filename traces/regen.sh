#!/usr/bin/env bash
# Regenerates the sample traces listed in traces/samples.txt (run after a change to
# the timing model; sim/tests/trace.rs fails while they are stale).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo build --release --quiet
grep -v '^#' traces/samples.txt | while read -r file workload extra; do
  [ -n "$file" ] || continue
  # shellcheck disable=SC2086
  ./target/release/warpsim run "$workload" $extra --trace "traces/$file" > /dev/null
  echo "traces/$file: $(stat -c %s "traces/$file") bytes"
done
