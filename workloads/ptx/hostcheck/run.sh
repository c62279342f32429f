#!/usr/bin/env bash
# Host cross-check: builds hostcheck.cpp with the workloads' .cu files and
# compares its outputs with the committed *_expected.bin files.
# usage: hostcheck/run.sh            (CLANGXX overrides the C++ compiler)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
wl="$(dirname "$here")"
cxx="${CLANGXX:-clang++-22}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

for f in "$wl"/*/*.cu; do
  d="$tmp/hostsrc/$(basename "$(dirname "$f")")"
  mkdir -p "$d"
  sed -e 's/^#define __shared__ __attribute__((shared))/#define __shared__ static/' \
      -e 's/^extern __shared__ /extern /' "$f" > "$d/$(basename "$f")"
done
cp "$here/hostcheck.cpp" "$tmp/"
"$cxx" -std=c++20 -O2 -mfma -ffp-contract=on -pthread -I"$tmp" \
  -Wno-unknown-attributes -Wno-ignored-attributes "$tmp/hostcheck.cpp" -o "$tmp/hostcheck"

ok=0; bad=0
for w in vadd saxpy divergent reduce quant_pack bitfield call_func histogram matmul_tiled \
         local_array vote fp64 dyn_shared int_math fp32_math spdecompress; do
  mkdir -p "$tmp/out/$w"
  "$tmp/hostcheck" "$wl" "$tmp/out" "$w"
  for f in "$tmp/out/$w"/*_expected.bin; do
    rel="$w/$(basename "$f")"
    if cmp -s "$f" "$wl/$rel"; then ok=$((ok + 1)); else echo "hostcheck: DIFFERS $rel"; bad=$((bad + 1)); fi
  done
done
# reduce's total is an inline `values:` expectation in the YAML
want="$(sed -n 's/^ *total: *{ *values: *\[\([0-9]*\)\] *}.*/\1/p' "$wl/reduce/reduce.yaml")"
got="$(od -An -tu4 "$tmp/out/reduce/total.bin" | tr -d ' \n')"
if [ "$want" = "$got" ]; then ok=$((ok + 1)); else echo "hostcheck: DIFFERS reduce total ($got != $want)"; bad=$((bad + 1)); fi
echo "hostcheck: $ok outputs match, $bad differ"
[ "$bad" -eq 0 ]
