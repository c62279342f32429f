#!/usr/bin/env bash
# Open each trace in speedscope (headless chromium); exit 0 iff every one imports with no problem.
#   tools/viewer-check/check.sh FILE...        (FILE: .json or .json.gz)
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
"$here/install.sh"
exec node "$here/check_speedscope.mjs" "$@"
