#!/usr/bin/env bash
# Regenerates sim/tests/fixtures/perfetto/perfetto_trace.desc.gz: Perfetto's published
# trace schema (protos/perfetto/trace/perfetto_trace.proto, the merged single-file form)
# as a gzipped FileDescriptorSet, taken from the descriptor that Google's PyPI package
# `perfetto` embeds in perfetto/protos/perfetto/trace/perfetto_trace_pb2.py.
# Licence: Apache-2.0 (Perfetto; LICENSE copied beside the descriptor).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
VERSION=${PERFETTO_VERSION:-0.59.1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pip download --quiet --no-deps "perfetto==$VERSION" -d "$tmp"
(cd "$tmp" && python3 -m zipfile -e perfetto-"$VERSION"-py3-none-any.whl x)
out=sim/tests/fixtures/perfetto
python3 - "$tmp/x" "$out" "$VERSION" <<'PY'
import ast, gzip, re, sys, shutil, glob
src, out, version = sys.argv[1:]
py = open(f"{src}/perfetto/protos/perfetto/trace/perfetto_trace_pb2.py").read()
fdp = ast.literal_eval(re.search(r"AddSerializedFile\((b'.*?')\)\n", py, re.S).group(1))
def varint(n):
    b = bytearray()
    while n >= 0x80:
        b.append(n & 0x7f | 0x80); n >>= 7
    b.append(n)
    return bytes(b)
# FileDescriptorSet { repeated FileDescriptorProto file = 1; }
fds = b"\x0a" + varint(len(fdp)) + fdp
with gzip.GzipFile(f"{out}/perfetto_trace.desc.gz", "wb", mtime=0) as f:
    f.write(fds)
shutil.copy(glob.glob(f"{src}/perfetto-{version}.dist-info/licenses/LICENSE")[0], f"{out}/LICENSE")
open(f"{out}/VERSION", "w").write(f"perfetto {version} (PyPI), protos/perfetto/trace/perfetto_trace.proto\n")
PY
ls -l "$out"
