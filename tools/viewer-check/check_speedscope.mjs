#!/usr/bin/env node
// check_speedscope.mjs — open each trace file in speedscope (the npm package's bundled web app) in
// headless chromium and report every import problem.
//
//   node check_speedscope.mjs FILE...          (FILE: .json, or gzip: .json.gz / .gz)
//
// Prints one JSON line per file on stdout:
//   {"file":..., "ok":bool, "problems":[...], "title":..., "profiles":N, "events":N, "bytes":N,
//    "timeout_ms":N, "ms":N, "import_ms":N, "notes":[...]}
// Exit status: 0 iff every file imported with no problem; 1 if any file had a problem; 2 on a
// usage error or when the browser cannot be started.
//
// A problem is any of:
//   - the file cannot be read or gunzipped;
//   - Node's JSON.parse rejects it, or it is not an object with a "traceEvents" array
//     (the warpsim contract, traces/FORMAT.md), whatever speedscope then makes of it;
//   - speedscope shows an alert ("Unrecognized format!", "... but it's empty!"), fails to load
//     the format, or throws (page error);
//   - speedscope's trace-event importer warns (e.g. "Tried to end ... when ... was on the top of
//     the stack" for partly overlapping X slices, "Frame ... was still open at end of profile");
//   - any other console error/warning that is not on the list of known harmless browser noise
//     (software-WebGL messages and the like; those go to "notes");
//   - the page crashes, a request fails, or the import does not finish within the timeout
//     (VIEWER_CHECK_TIMEOUT_BASE_S + VIEWER_CHECK_TIMEOUT_PER_MB_S * MiB of JSON; defaults 20 + 2).
//
// Environment: CHROMIUM = browser executable (default: /usr/bin/chromium, else
// /usr/bin/chromium-browser); VIEWER_CHECK_TIMEOUT_BASE_S, VIEWER_CHECK_TIMEOUT_PER_MB_S.

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { createRequire } from 'node:module';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);

const USAGE = 'usage: node check_speedscope.mjs FILE...   (FILE: trace .json or .json.gz)';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('-h') || args.includes('--help')) {
  console.error(USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}

function envNumber(name, dflt) {
  const v = process.env[name];
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`${name} must be a positive number, got ${JSON.stringify(v)}`);
    process.exit(2);
  }
  return n;
}
const TIMEOUT_BASE_S = envNumber('VIEWER_CHECK_TIMEOUT_BASE_S', 20);
const TIMEOUT_PER_MB_S = envNumber('VIEWER_CHECK_TIMEOUT_PER_MB_S', 2);

function findChromium() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (fs.existsSync(p)) return p;
  }
  return '/usr/bin/chromium';
}

const speedscopeDir = path.dirname(require.resolve('speedscope/package.json'));
const speedscopeVersion = JSON.parse(fs.readFileSync(path.join(speedscopeDir, 'package.json'), 'utf8')).version;
const indexHtml = path.join(speedscopeDir, 'dist/release/index.html');

// Messages speedscope's importers print when the input is wrong. Any of these is a problem.
const IMPORT_PROBLEM = [
  /Tried to end/,
  /still open at end of profile/,
  /Unexpected .* format/,
  /Empty profile/,
  /Failed to load format/,
  /Ignoring ProfileChunk/,
  /Error when loading hash fragment/,
  /Ignoring invalid view specifier/,
];
// Browser/environment noise that says nothing about the trace: reported as notes only.
const HARMLESS = [
  /WebGL/i,
  /GL Driver Message/i,
  /SwiftShader/i,
  /GPU stall due to ReadPixels/i,
  /Automatic fallback to software WebGL/i,
  /WebAssembly\.instantiateStreaming/,
  /using deprecated parameters for the initialization function/,
  /Failed to create WebGL context/,
  /favicon/i,
];

// Gunzip SRC into a fresh temp dir; return the path of the .json there.
async function gunzipToTemp(src, tmpRoot) {
  let base = path.basename(src).replace(/\.gz$/i, '');
  if (!/\.json$/i.test(base)) base += '.json';
  const dst = path.join(tmpRoot, `gunzip-${Math.random().toString(36).slice(2)}`, base);
  await fsp.mkdir(path.dirname(dst));
  await pipeline(fs.createReadStream(src), zlib.createGunzip(), fs.createWriteStream(dst));
  return dst;
}

function isGzip(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const b = Buffer.alloc(2);
    return fs.readSync(fd, b, 0, 2, 0) === 2 && b[0] === 0x1f && b[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

// Write speedscope's "local profile" script: speedscope.loadFileFromBase64(name, "<base64>"),
// streaming the base64 so that Node never holds it as one string.
async function writeLoader(jsonPath, name, jsPath) {
  const out = fs.createWriteStream(jsPath);
  let failed = null;
  out.on('error', e => { failed = e; out.emit('drain'); });
  const write = async s => {
    if (!out.write(s)) await new Promise(res => out.once('drain', res));
    if (failed) throw failed;
  };
  await write(`speedscope.loadFileFromBase64(${JSON.stringify(name)}, "`);
  const fd = await fsp.open(jsonPath, 'r');
  try {
    const chunk = Buffer.alloc(3 * 1024 * 1024); // multiple of 3: chunks concatenate to valid base64
    for (;;) {
      const { bytesRead } = await fd.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      await write(chunk.subarray(0, bytesRead).toString('base64'));
    }
  } finally {
    await fd.close();
  }
  await write('")\n');
  await new Promise((res, rej) => {
    if (failed) return rej(failed);
    out.once('error', rej);
    out.end(res);
  });
}

// Node-side JSON shape check. Returns {problems, events} (events: the traceEvents count).
function jsonCheck(jsonPath) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(jsonPath, 'utf8'));
  } catch (e) {
    return { problems: [`json: ${e.message}`], events: null };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !Array.isArray(data.traceEvents)) {
    return { problems: ['json: not an object with a "traceEvents" array (traces/FORMAT.md)'], events: null };
  }
  return { problems: [], events: data.traceEvents.length };
}

// speedscope's nesting warnings name no track. When it gave some, point at the X slices that
// cause them: zero-length slices and partly overlapping slices on one (pid, tid). At most 5 lines.
function nestingHints(events) {
  const tracks = new Map();
  for (const e of events) {
    if (!e || e.ph !== 'X') continue;
    const key = `${e.pid}/${e.tid}`;
    if (!tracks.has(key)) tracks.set(key, []);
    tracks.get(key).push(e);
  }
  const hints = [];
  let total = 0;
  const show = e => `${JSON.stringify(e.name)} [${e.ts}, ${e.ts + (e.dur ?? 0)})`;
  for (const [key, xs] of tracks) {
    const [pid, tid] = key.split('/');
    xs.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack = [];
    for (const e of xs) {
      const end = e.ts + (e.dur ?? 0);
      if (e.dur === 0) {
        total++;
        if (hints.length < 5) hints.push(`hint: pid ${pid} tid ${tid}: zero-length X ${show(e)}`);
      }
      while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= e.ts) stack.pop();
      const top = stack[stack.length - 1];
      if (top && end > top.ts + (top.dur ?? 0)) {
        total++;
        if (hints.length < 5) hints.push(`hint: pid ${pid} tid ${tid}: X ${show(e)} partly overlaps X ${show(top)}`);
        continue;
      }
      stack.push(e);
    }
  }
  if (total > hints.length) hints.push(`hint: ... ${total - hints.length} more`);
  return hints;
}

let browser = null;
async function getBrowser() {
  if (browser && browser.connected) return browser;
  browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    // --enable-unsafe-swiftshader: speedscope draws with WebGL; this opts in to the software
    // renderer for our own local files and silences the "Automatic fallback" deprecation warning.
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-dev-shm-usage',
      '--no-first-run', '--no-default-browser-check',
      // The CI machine's network is closed: no background connections or updates.
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--disable-quic'],
  });
  return browser;
}

async function checkInSpeedscope(jsonPath, name, timeoutMs, tmpRoot) {
  const problems = [];
  const notes = [];
  let importMs = null;
  const jsPath = path.join(tmpRoot, `load-${Math.random().toString(36).slice(2)}.js`);
  await writeLoader(jsonPath, name, jsPath);

  const b = await getBrowser();
  const page = await b.newPage();
  let fail; // resolves the wait early on a fatal event
  const fatal = new Promise(res => (fail = res));
  page.on('console', m => {
    const text = m.text();
    const tm = /^import: ([\d.]+) ?ms/.exec(text);
    if (tm) { importMs = Number(tm[1]); return; }
    const line = `console.${m.type()}: ${text}`;
    if (IMPORT_PROBLEM.some(r => r.test(text))) {
      problems.push(line);
      if (/Failed to load format/.test(text)) fail();
    } else if (m.type() === 'error' || m.type() === 'warn' || m.type() === 'warning' || m.type() === 'assert') {
      (HARMLESS.some(r => r.test(text)) ? notes : problems).push(line);
    }
  });
  page.on('pageerror', e => { problems.push(`pageerror: ${e.message}`); fail(); });
  page.on('error', e => { problems.push(`page crashed: ${e.message}`); fail(); });
  page.on('requestfailed', r => {
    const u = r.url();
    if (!/favicon/.test(u)) { problems.push(`request failed: ${u.slice(0, 200)}: ${r.failure()?.errorText}`); fail(); }
  });
  page.on('dialog', async d => {
    problems.push(`dialog: ${d.message()}`);
    fail();
    await d.dismiss().catch(() => {});
  });

  let title = null;
  let profiles = null;
  try {
    const deadline = Date.now() + timeoutMs;
    const want = `${name} - speedscope`;
    const load = (async () => {
      await page.goto(`file://${indexHtml}#localProfilePath=${encodeURIComponent(jsPath)}`,
        { timeout: timeoutMs, waitUntil: 'domcontentloaded' });
      await page.waitForFunction(t => document.title === t,
        { timeout: Math.max(1, deadline - Date.now()), polling: 100 }, want);
      return 'loaded';
    })();
    load.catch(() => {}); // when a fatal event wins the race, this one is dropped
    const outcome = await Promise.race([load, fatal.then(() => 'fatal')])
      .catch(e => (e.name === 'TimeoutError' || /timeout|timed out/i.test(e.message) ? 'timeout' : Promise.reject(e)));
    if (outcome === 'timeout') problems.push(`timeout: speedscope did not finish importing within ${timeoutMs} ms`);
    // One more round trip, so that console messages sent before the title change are all in.
    await page.evaluate(() => new Promise(r => setTimeout(r, 50))).catch(() => {});
    title = await page.title().catch(() => null);
    if (outcome === 'loaded') {
      // The toolbar shows "<profile name> (i/N)" when the import made several profiles (one per
      // pid/tid with slices); a single profile shows no counter.
      profiles = await page.evaluate(() => {
        const m = /\(\d+\/(\d+)\)/.exec(document.body.innerText);
        return m ? Number(m[1]) : 1;
      }).catch(() => null);
    }
  } catch (e) {
    problems.push(`browser: ${e.message}`);
  } finally {
    await page.close().catch(() => {});
    await fsp.rm(jsPath, { force: true });
  }
  return { problems, notes, title, profiles, importMs };
}

async function checkFile(arg, tmpRoot) {
  const t0 = Date.now();
  const file = path.resolve(arg);
  const result = { file: arg, ok: false, problems: [] };
  let jsonPath = file;
  try {
    await fsp.access(file, fs.constants.R_OK);
    if (/\.gz$/i.test(file) || isGzip(file)) {
      try {
        jsonPath = await gunzipToTemp(file, tmpRoot);
      } catch (e) {
        result.problems.push(`gunzip: ${e.message}`);
        return result;
      }
    }
  } catch (e) {
    result.problems.push(`cannot read: ${e.message}`);
    return result;
  }
  try {
    const bytes = (await fsp.stat(jsonPath)).size;
    const timeoutMs = Math.round(1000 * (TIMEOUT_BASE_S + TIMEOUT_PER_MB_S * (bytes / (1024 * 1024))));
    const js = jsonCheck(jsonPath); // the parsed trace is not kept while the browser works
    result.problems.push(...js.problems);
    const events = js.events;
    const name = path.basename(jsonPath);
    const ss = await checkInSpeedscope(jsonPath, name, timeoutMs, tmpRoot);
    result.problems.push(...ss.problems);
    if (events !== null && ss.problems.some(p => /Tried to end|still open/.test(p))) {
      result.problems.push(...nestingHints(JSON.parse(fs.readFileSync(jsonPath, 'utf8')).traceEvents));
    }
    Object.assign(result, {
      title: ss.title, profiles: ss.profiles, events, bytes, timeout_ms: timeoutMs,
      import_ms: ss.importMs === null ? null : Math.round(ss.importMs), notes: [...new Set(ss.notes)],
    });
  } finally {
    if (jsonPath !== file) await fsp.rm(path.dirname(jsonPath), { recursive: true, force: true });
  }
  result.ok = result.problems.length === 0;
  result.ms = Date.now() - t0;
  return result;
}

const tmpRoot = await fsp.mkdtemp(path.join(os.tmpdir(), 'viewer-check-'));
let allOk = true;
let exitCode = 0;
try {
  try {
    await getBrowser();
  } catch (e) {
    console.error(`cannot start the browser ${findChromium()} (set CHROMIUM, or run install.sh): ${e.message}`);
    exitCode = 2;
  }
  if (exitCode === 0) {
    for (const arg of args) {
      let r;
      try {
        r = await checkFile(arg, tmpRoot);
      } catch (e) {
        r = { file: arg, ok: false, problems: [`internal: ${e.message}`] };
      }
      r = { ...r, speedscope: speedscopeVersion };
      if (!r.ok) allOk = false;
      console.log(JSON.stringify(r));
    }
    exitCode = allOk ? 0 : 1;
  }
} finally {
  if (browser) await browser.close().catch(() => {});
  await fsp.rm(tmpRoot, { recursive: true, force: true });
}
process.exitCode = exitCode;
