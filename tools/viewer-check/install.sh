#!/usr/bin/env bash
# Install what check_speedscope.mjs needs on a Debian/Ubuntu machine (CI or a developer's):
#   - node (>= 18) and npm        apt: nodejs npm            (only if `node`/`npm` are missing)
#   - chromium                     apt: chromium              (only if $CHROMIUM, /usr/bin/chromium and
#                                                              /usr/bin/chromium-browser are all absent)
#   - node_modules                 npm ci (speedscope, puppeteer-core; no browser download)
# Idempotent: when everything is there it runs no apt/npm command and returns in well under a second.
# Uses sudo for apt-get only when not root. All output goes to stderr. `--node-only`: only step 1
# (what install_perfetto.sh needs).
set -euo pipefail
exec 1>&2
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

log() { echo "viewer-check install: $*"; }

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
  fi
fi

apt_updated=0
apt_update_once() {
  if ! command -v apt-get >/dev/null 2>&1; then
    log "need $*, but this is no Debian/Ubuntu machine (no apt-get): install it by hand"
    exit 1
  fi
  if [ "$(id -u)" -ne 0 ] && [ ${#sudo_cmd[@]} -eq 0 ]; then
    log "need $*: run as root or install sudo"
    exit 1
  fi
  if [ "$apt_updated" -eq 0 ]; then
    "${sudo_cmd[@]}" apt-get update -q
    apt_updated=1
  fi
}
apt_install() {
  apt_update_once "$@"
  log "apt-get install $*"
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@"
}

# 1. node and npm
pkgs=()
command -v node >/dev/null 2>&1 || pkgs+=(nodejs)
command -v npm >/dev/null 2>&1 || pkgs+=(npm)
if [ ${#pkgs[@]} -gt 0 ]; then
  apt_install "${pkgs[@]}"
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 18 ]; then
  log "node $(node -v) is too old: puppeteer-core 24 needs node >= 18"
  exit 1
fi

[ "${1:-}" = "--node-only" ] && exit 0

# 2. chromium
if [ -n "${CHROMIUM:-}" ]; then
  if [ ! -x "$CHROMIUM" ]; then
    log "CHROMIUM=$CHROMIUM is not an executable file"
    exit 1
  fi
elif [ ! -x /usr/bin/chromium ] && [ ! -x /usr/bin/chromium-browser ]; then
  # Debian: "chromium". Ubuntu has no real deb (its "chromium-browser" is a snap wrapper that does
  # not run in containers); set CHROMIUM to a chromium/chrome binary there instead.
  apt_update_once chromium
  policy="$(apt-cache policy chromium 2>/dev/null || true)"
  if grep -q 'Candidate: [0-9]' <<<"$policy"; then
    apt_install chromium
  else
    apt_install chromium-browser
  fi
fi

# 3. node_modules, pinned by package-lock.json. Skipped when the lock file is unchanged since the
# last successful `npm ci` here.
stamp="$here/node_modules/.viewer-check-lock.sha256"
want="$(sha256sum "$here/package-lock.json" | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] \
   && [ -f "$here/node_modules/speedscope/dist/release/index.html" ] \
   && [ -f "$here/node_modules/puppeteer-core/package.json" ]; then
  :
else
  log "npm ci in $here"
  (cd "$here" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
  echo "$want" > "$stamp"
fi
