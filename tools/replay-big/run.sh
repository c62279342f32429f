#!/usr/bin/env bash
# Replay a trace of more than 2 GB that warpsim writes itself, and report the peak
# memory of `warpsim replay` (summary, and a cut to gzip) next to the trace's size
# (issue 11: "a 2 GB trace replays in well under 1 GB RSS").
#
# Usage: tools/replay-big/run.sh [WORKDIR]   (default: a fresh temp directory; needs
# about 2.5 GB of disk there). Builds the release binary first.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:-$(mktemp -d)}
mkdir -p "$dir"
cargo build --release --manifest-path "$root/Cargo.toml" -q
ws="$root/target/release/warpsim"
# The mixed kernel at 2M threads: about 3.9M warp-instructions.
cat > "$dir/mixed_2m.yaml" <<YAML
program: $root/workloads/ptx/mixed/mixed.ptx
kernel: mixed
grid: [8192, 1, 1]
block: [256, 1, 1]
buffers:
  seed: { type: u32, count: 2097152, init: { random: { seed: 21, min: 0, max: 4294967295 } } }
  b:    { type: f32, count: 2097152, init: { random: { seed: 22, min: -100.0, max: 100.0 } } }
  out:  { type: f32, count: 2097152 }
args: [2097152, seed, b, out]
YAML
trace="$dir/big.json"
if [ ! -s "$trace" ]; then
  "$ws" run "$dir/mixed_2m.yaml" --trace "$trace" --trace-max-bytes 4G | tail -4
fi
size=$(stat -c %s "$trace")
echo "trace: $trace, $size bytes ($((size >> 20)) MiB)"
measure() {
  /usr/bin/time -f "%M KiB peak RSS, %e s" "$@" 2>&1 >/dev/null | tail -1
}
echo "replay (validate + summary): $(measure "$ws" replay "$trace")"
echo "replay --window 10000..12000 -o cut.json.gz: $(measure "$ws" replay "$trace" --window 10000..12000 -o "$dir/cut.json.gz")"
ls -la "$dir/cut.json.gz"
