#!/usr/bin/env bash
# Open each trace in a viewer; exit 0 iff every one imports with no problem.
#   tools/viewer-check/check.sh FILE...        (FILE: .json or .json.gz, or .pftrace)
# JSON traces open in speedscope (headless chromium); .pftrace files load into Perfetto's trace
# processor (WebAssembly, check_perfetto.mjs).
# Runs install.sh first (a no-op when all is installed). Environment: CHROMIUM (browser binary,
# default /usr/bin/chromium or /usr/bin/chromium-browser), VIEWER_CHECK_TIMEOUT_BASE_S (20),
# VIEWER_CHECK_TIMEOUT_PER_MB_S (2). Prints one JSON line per file on stdout; install output and
# usage go to stderr. Exit 0: all good; 1: some file has a problem; 2: usage error or no browser.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ $# -eq 0 ]; then
  echo "usage: $0 FILE...   (trace .json or .json.gz)" >&2
  exit 2
fi
json=()
pf=()
for f in "$@"; do
  case "$f" in
    *.pftrace | *.pftrace.gz) pf+=("$f") ;;
    *) json+=("$f") ;;
  esac
done
rc=0
if [ ${#json[@]} -gt 0 ]; then
  "$here/install.sh"
  node "$here/check_speedscope.mjs" "${json[@]}" || rc=$?
fi
if [ ${#pf[@]} -gt 0 ]; then
  "$here/install_perfetto.sh"
  for f in "${pf[@]}"; do
    node "$here/check_perfetto.mjs" "$f" || { r=$?; [ "$rc" -ne 0 ] || rc=$r; }
  done
fi
exit "$rc"
