//! Shared test harness: run PTX text on a workload described in YAML, from a fresh
//! temporary directory, through the library (the same path the CLI takes).
#![allow(dead_code)]

pub mod elems;
pub mod mma_frags;
pub mod umma;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use warpsim::engine::{prepare, run_functional, FuncOptions, FuncReport, Prepared};
use warpsim::Error;

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// Run the `warpsim` binary from the repository root: (exit code, stdout, stderr).
pub fn warpsim(args: &[&str]) -> (i32, String, String) {
    run_bin(Path::new(env!("CARGO_BIN_EXE_warpsim")), args)
}

/// Run program `bin` from the repository root: (exit code, stdout, stderr).
pub fn run_bin(bin: &Path, args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(bin)
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A fresh, empty temporary directory.
pub fn tmpdir(tag: &str) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let d = std::env::temp_dir().join(format!("warpsim-test-{}-{tag}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// A finished run.
pub struct Run {
    pub prepared: Prepared,
    pub report: FuncReport,
}

impl Run {
    /// A buffer's final contents as u32 words.
    pub fn u32s(&self, name: &str) -> Vec<u32> {
        self.prepared
            .buffer_bytes(name)
            .unwrap()
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    pub fn u64s(&self, name: &str) -> Vec<u64> {
        self.prepared
            .buffer_bytes(name)
            .unwrap()
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }
}

/// Write `ptx` and `yaml` (which must say `program: k.ptx`) to a temp dir and run them.
/// `config` is the config YAML text (default: the embedded H100 config).
pub fn run_files(
    ptx: &str,
    yaml: &str,
    config: Option<&str>,
    files: &[(&str, &[u8])],
) -> Result<Run, Error> {
    run_program("k.ptx", ptx, yaml, config, files)
}

/// Write program `name` (`k.ptx` or `k.s`) and `yaml` to a temp dir and run them.
pub fn run_program(
    name: &str,
    text: &str,
    yaml: &str,
    config: Option<&str>,
    files: &[(&str, &[u8])],
) -> Result<Run, Error> {
    let d = tmpdir("run");
    std::fs::write(d.join(name), text).unwrap();
    std::fs::write(d.join("w.yaml"), yaml).unwrap();
    for (n, b) in files {
        std::fs::write(d.join(n), b).unwrap();
    }
    let w = warpsim::workload::load(&d.join("w.yaml"))?;
    let module = warpsim::isa::load_program(&w.program, &w.program_display)?;
    let cfg = match config {
        Some(c) => warpsim::config::load_str("test-config.yaml", c)?,
        None => warpsim::config::default_for(&module.target)?,
    };
    let mut prepared = prepare(&w, &module, &cfg)?;
    let report = run_functional(
        &mut prepared,
        FuncOptions {
            max_cycles: 1_000_000,
        },
    )
    .map_err(|b| b.0)?;
    Ok(Run { prepared, report })
}

/// The sm_107a config text.
pub fn sm107a() -> String {
    std::fs::read_to_string(root().join("configs/nvidia/sm107a.yaml")).unwrap()
}

/// The sm_107a config with its target changed to sm_120a: no sm_120 GPU is shipped
/// (the `.kind` mma forms need one), and the tests that use it check semantics, not
/// timing.
pub fn sm120a_config() -> String {
    sm107a().replace("arch: sm_107a", "arch: sm_120a")
}

/// Bytes of u32 words.
pub fn words(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// A one-block kernel over `n` threads: thread i loads `nin` u32 inputs from
/// `in[i*nin ..]` into %r1..%r{nin}, runs `body` (which leaves its result in %r100 and,
/// optionally, %r101..), and stores `nout` words from %r100.. to `out[i*nout ..]`.
/// Registers: %r<400> (.b32), %rd<200> (.b64), %p<8>.
pub fn lanes_kernel(header: &str, body: &str, nin: usize, nout: usize) -> String {
    let mut loads = String::new();
    for k in 0..nin {
        loads += &format!("\tld.global.u32 %r{}, [%rd5+{}];\n", k + 1, 4 * k);
    }
    let mut stores = String::new();
    for k in 0..nout {
        stores += &format!("\tst.global.u32 [%rd6+{}], %r{};\n", 4 * k, 100 + k);
    }
    format!(
        "{header}
.visible .entry k(.param .u64 k_in, .param .u64 k_out)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<400>;
\t.reg .b64 %rd<200>;
\tld.param.u64 %rd1, [k_in];
\tld.param.u64 %rd2, [k_out];
\tmov.u32 %r0, %tid.x;
\tmov.u32 %r198, %ctaid.x;
\tmov.u32 %r199, %ntid.x;
\tmad.lo.s32 %r0, %r198, %r199, %r0;
\tmul.wide.u32 %rd3, %r0, {inb};
\tadd.s64 %rd5, %rd1, %rd3;
\tmul.wide.u32 %rd4, %r0, {outb};
\tadd.s64 %rd6, %rd2, %rd4;
{loads}{body}
{stores}\tret;
}}
",
        inb = 4 * nin,
        outb = 4 * nout
    )
}

/// Run `body` over `inputs` (each row is one thread's `nin` words), returning each
/// thread's `nout` result words and the run's report.
pub fn run_lanes(
    header: &str,
    body: &str,
    inputs: &[Vec<u32>],
    nout: usize,
    config: Option<&str>,
) -> Result<(Vec<Vec<u32>>, FuncReport), Error> {
    let nin = inputs[0].len();
    let n = inputs.len();
    let ptx = lanes_kernel(header, body, nin, nout);
    let flat: Vec<u32> = inputs.iter().flatten().copied().collect();
    // One block for small inputs; 256-thread blocks for large ones.
    let (grid, block) = if n <= 1024 { (1, n) } else { (n / 256, 256) };
    assert!(
        n <= 1024 || n.is_multiple_of(256),
        "large inputs must be a multiple of 256 rows"
    );
    let yaml = format!(
        "program: k.ptx\ngrid: {grid}\nblock: [{block}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [in, out]\n",
        flat.len(),
        n * nout
    );
    let r = run_files(&ptx, &yaml, config, &[("in.bin", &words(&flat))])?;
    let out = r.u32s("out");
    Ok((out.chunks(nout).map(|c| c.to_vec()).collect(), r.report))
}

pub const SM90: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";
pub const SM107A: &str = ".version 9.4\n.target sm_107a\n.address_size 64\n";

/// Deterministic SplitMix64 for test inputs (seed printed by the tests).
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        // The library's generator (`workload::rng`), kept as a bare u64 state.
        let mut g = warpsim::workload::rng::SplitMix64(self.0);
        let v = g.next_u64();
        self.0 = g.0;
        v
    }
    pub fn u32(&mut self) -> u32 {
        self.next() as u32
    }
    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// An AMD lanes kernel (the analogue of [`lanes_kernel`]) for RDNA (wave32) or
/// GFX9/CDNA (wave64): work-item i loads `nin` words of `in[i*nin ..]` into v1..v{nin},
/// runs `body`, and stores `nout` words from v100.. to `out[i*nout ..]`.
/// `desc` adds `.amdhsa_*` lines (e.g. the float modes). Validated with llvm-mc-22.
pub fn amd_lanes_kernel(gfx: &str, body: &str, nin: usize, nout: usize, desc: &str) -> String {
    let rdna = gfx.starts_with("gfx1");
    let (sload, add, gload, gstore) = if gfx.starts_with("gfx10") {
        (
            "s_load_dwordx4",
            "v_add_nc_u32",
            "global_load_dword",
            "global_store_dword",
        )
    } else if rdna {
        (
            "s_load_b128",
            "v_add_nc_u32",
            "global_load_b32",
            "global_store_b32",
        )
    } else {
        (
            "s_load_dwordx4",
            "v_add_u32_e32",
            "global_load_dword",
            "global_store_dword",
        )
    };
    let mut loads = String::new();
    for k in 0..nin {
        loads += &format!("\t{gload} v{}, v10, s[4:5] offset:{}\n", k + 1, 4 * k);
    }
    let mut stores = String::new();
    for k in 0..nout {
        stores += &format!("\t{gstore} v11, v{}, s[6:7] offset:{}\n", 100 + k, 4 * k);
    }
    // GFX12 has a counter per kind of access instead of s_waitcnt.
    let (wait_k, wait_v) = if gfx.starts_with("gfx12") {
        ("s_wait_kmcnt 0x0", "s_wait_loadcnt 0x0")
    } else {
        ("s_waitcnt lgkmcnt(0)", "s_waitcnt vmcnt(0)")
    };
    let (wave_key, wave) = if rdna {
        ("\t\t.amdhsa_wavefront_size32 1\n", 32)
    } else {
        ("\t\t.amdhsa_accum_offset 128\n", 64)
    };
    format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{gfx}\"
\t.amdhsa_code_object_version 6
\t.text
\t.globl\tk
\t.p2align\t8
\t.type\tk,@function
k:
\t{sload} s[4:7], s[0:1], 0x0
\ts_lshl_b32 s8, s2, 8
\t{add} v0, s8, v0
\tv_mul_lo_u32 v10, v0, {inb}
\tv_mul_lo_u32 v11, v0, {outb}
\t{wait_k}
{loads}\t{wait_v}
{body}
{stores}\ts_endpgm
\t.section\t.rodata,\"a\",@progbits
\t.p2align\t6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_kernarg_size 16
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
{wave_key}\t\t.amdhsa_system_sgpr_workgroup_id_x 1
\t\t.amdhsa_next_free_vgpr 128
\t\t.amdhsa_next_free_sgpr 16
{desc}\t.end_amdhsa_kernel
\t.text
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           in
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .symbol:         k.kd
    .vgpr_count:     128
    .wavefront_size: {wave}
amdhsa.target:   amdgcn-amd-amdhsa--{gfx}
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
",
        inb = 4 * nin,
        outb = 4 * nout
    )
}

/// The message of the first statement set aside when `body` is loaded as an AMD lanes
/// kernel for `gfx` (None when everything loads); the file itself must parse.
pub fn amd_set_aside(gfx: &str, body: &str) -> Option<String> {
    let text = amd_lanes_kernel(gfx, body, 1, 1, "");
    let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
    m.first_set_aside().map(|e| e.to_string())
}

/// Run an AMD lanes kernel over `inputs` (one row per work-item) on the target's
/// default config; returns each work-item's `nout` words and the report.
pub fn run_amd_lanes(
    gfx: &str,
    body: &str,
    inputs: &[Vec<u32>],
    nout: usize,
    desc: &str,
) -> Result<(Vec<Vec<u32>>, FuncReport), Error> {
    let nin = inputs[0].len();
    let n = inputs.len();
    let text = amd_lanes_kernel(gfx, body, nin, nout, desc);
    let flat: Vec<u32> = inputs.iter().flatten().copied().collect();
    let (grid, block) = if n <= 1024 { (1, n) } else { (n / 256, 256) };
    assert!(
        n <= 1024 || n.is_multiple_of(256),
        "large inputs must be a multiple of 256 rows"
    );
    let yaml = format!(
        "program: k.s\ngrid: {grid}\nblock: [{block}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [in, out]\n",
        flat.len(),
        n * nout
    );
    let r = run_program("k.s", &text, &yaml, None, &[("in.bin", &words(&flat))])?;
    let out = r.u32s("out");
    Ok((out.chunks(nout).map(|c| c.to_vec()).collect(), r.report))
}

/// A finished timing-mode run of a workload file (see [`run_timed`]).
pub struct Timed {
    pub prepared: Prepared,
    pub report: warpsim::timing::TimingReport,
    pub cfg: warpsim::config::GpuConfig,
    /// Elements that differ from the workload's `expect:` section.
    pub mismatches: u64,
}

impl Timed {
    fn bytes(&self, name: &str) -> Vec<u8> {
        self.prepared
            .buffer_bytes(name)
            .unwrap_or_else(|| panic!("no buffer `{name}`"))
    }

    /// A buffer's final contents as u32 words.
    pub fn u32s(&self, name: &str) -> Vec<u32> {
        self.bytes(name)
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    /// A buffer's final contents as u64 words.
    pub fn u64s(&self, name: &str) -> Vec<u64> {
        self.bytes(name)
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    /// The latency-table entry the timing model uses for the instructions with
    /// opcode key `key` in this program: the same lookup as the engine (the longest
    /// listed opcode prefix, then the instruction's op class).
    pub fn entry(&self, key: &str) -> warpsim::config::LatencyEntry {
        let prog = &self.prepared.prog;
        let k = prog
            .keys
            .iter()
            .position(|x| x == key)
            .unwrap_or_else(|| panic!("the program has no `{key}`"));
        let inst = prog
            .code
            .iter()
            .find(|i| i.key as usize == k)
            .unwrap_or_else(|| panic!("no instruction `{key}` in the kernel"));
        self.cfg
            .latency
            .lookup(key, inst.class, false)
            .unwrap_or_else(|| panic!("no latency entry for `{key}`"))
            .clone()
    }
}

/// `--set` overrides, parsed (a bad one fails the test).
pub fn overrides(sets: &[&str]) -> Vec<warpsim::config::Override> {
    sets.iter()
        .map(|s| warpsim::config::overrides::parse(s).unwrap_or_else(|e| panic!("{s}: {e}")))
        .collect()
}

/// Run workload file `workload` (a path relative to the repository root) in timing
/// mode, as `warpsim run WORKLOAD [--config CONFIG] [--set S]...` does: `config`
/// (relative to the root) or else the workload's own `config:` or else the
/// target's default config, with the `--set` overrides `sets` applied.
pub fn run_timed(workload: &str, config: Option<&str>, sets: &[&str]) -> Result<Timed, Error> {
    use warpsim::config;
    let w = warpsim::workload::load(&root().join(workload))?;
    let module = warpsim::isa::load_program(&w.program, &w.program_display)?;
    let overrides = sets
        .iter()
        .map(|s| config::overrides::parse(s).map_err(Error::Usage))
        .collect::<Result<Vec<_>, _>>()?;
    let path = config.map(|c| root().join(c)).or(w.config.clone());
    let cfg = config::resolve(path.as_deref(), &module.target, &overrides)?;
    let mut prepared = prepare(&w, &module, &cfg)?;
    let opts = warpsim::timing::TimingOptions {
        max_cycles: 100_000_000,
        threads: 1,
        regs_per_thread: None,
    };
    let report = warpsim::timing::run_timing(&mut prepared, &cfg, opts).map_err(|b| b.0)?;
    let mismatches = warpsim::workload::check_expect(&w, &|n| prepared.buffer_bytes(n)).0;
    Ok(Timed {
        prepared,
        report,
        cfg,
        mismatches,
    })
}

/// Run PTX `ptx` (as `k.ptx`) with workload `yaml` and input `files` in both engines:
/// the functional run and the timing run (default config), errors as text.
pub fn run_both(
    ptx: &str,
    yaml: &str,
    files: &[(&str, &[u8])],
) -> (Result<Run, String>, Result<Timed, String>) {
    run_both_with(ptx, yaml, None, files)
}

/// `run_both` with config text `cfg` (default: the target's default config).
pub fn run_both_with(
    ptx: &str,
    yaml: &str,
    cfg: Option<&str>,
    files: &[(&str, &[u8])],
) -> (Result<Run, String>, Result<Timed, String>) {
    let func = run_files(ptx, yaml, cfg, files).map_err(|e| e.to_string());
    let d = tmpdir("both");
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    std::fs::write(d.join("w.yaml"), yaml).unwrap();
    for (n, b) in files {
        std::fs::write(d.join(n), b).unwrap();
    }
    let cfg_path = cfg.map(|c| {
        let p = d.join("cfg.yaml");
        std::fs::write(&p, c).unwrap();
        p.to_str().unwrap().to_string()
    });
    let wl = d.join("w.yaml");
    let timed =
        run_timed(wl.to_str().unwrap(), cfg_path.as_deref(), &[]).map_err(|e| e.to_string());
    (func, timed)
}

/// Run `ptx` (kernel `k`, one u32 buffer `out` of `words`) over `grid` CTAs of `block`
/// threads in clusters of `k`: the functional engine's and the timing engine's `out`.
pub fn cluster_both(
    ptx: &str,
    grid: u32,
    block: u32,
    k: u32,
    words: usize,
) -> (Result<Vec<u32>, String>, Result<Vec<u32>, String>) {
    let yaml = format!(
        "program: k.ptx\ngrid: [{grid}, 1, 1]\nblock: [{block}, 1, 1]\ncluster: [{k}, 1, 1]\nbuffers:\n  out: {{ type: u32, count: {words} }}\nargs: [out]\n"
    );
    let (func, timed) = run_both(ptx, &yaml, &[]);
    (func.map(|r| r.u32s("out")), timed.map(|t| t.u32s("out")))
}

/// A run of the `warpsim` binary under a memory cap.
pub struct Capped {
    /// Exit code (`None` when killed by a signal).
    pub code: Option<i32>,
    /// The signal that ended it, if one did.
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    /// Peak resident memory in bytes: the highest `VmHWM` of /proc/PID/status read
    /// while warpsim ran (polled every millisecond, so growth in its last millisecond
    /// can be missed; the address-space cap is the hard bound). `wait4`'s `ru_maxrss`
    /// cannot be used: it counts the test process's memory that the fork copied.
    pub peak_rss: u64,
    pub timed_out: bool,
}

/// The address-space cap the hostile-input tests run warpsim under: far below this
/// machine's memory, so a run that tries to allocate without bound fails (as an abort the
/// test reports) instead of taking the machine.
pub const AS_CAP: u64 = 3 << 30;

/// Run the `warpsim` binary from the repository root with its address space capped at
/// `cap` bytes (`RLIMIT_AS`), killed after `timeout`; reports its exit and peak memory.
pub fn run_capped(args: &[&str], cap: u64, timeout: std::time::Duration) -> Capped {
    use std::io::Read;
    use std::os::unix::process::{CommandExt, ExitStatusExt};
    use std::process::{Command, Stdio};
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_warpsim"));
    cmd.args(args)
        .current_dir(root())
        .env_remove("RUST_LOG")
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: `setrlimit` is async-signal-safe; nothing else runs between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            let lim = libc::rlimit {
                rlim_cur: cap as libc::rlim_t,
                rlim_max: cap as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    // Reaped below by `waitpid` (polled with its memory), not `Child::wait`.
    #[allow(clippy::zombie_processes)]
    let mut child = cmd.spawn().expect("start warpsim");
    let mut out = child.stdout.take().expect("piped stdout");
    let mut err = child.stderr.take().expect("piped stderr");
    let t_out = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out.read_to_end(&mut v);
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err.read_to_end(&mut v);
        v
    });
    let pid = child.id() as libc::pid_t;
    let start = std::time::Instant::now();
    let mut timed_out = false;
    let mut status: libc::c_int = 0;
    let mut peak = 0u64;
    loop {
        peak = peak.max(vm_hwm(pid).unwrap_or(0));
        // SAFETY: `pid` is our child, not yet reaped; the pointer is to a local.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if r == pid {
            break;
        }
        assert!(r == 0, "waitpid: {}", std::io::Error::last_os_error());
        if start.elapsed() > timeout && !timed_out {
            timed_out = true;
            // SAFETY: signalling our own unreaped child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let st = std::process::ExitStatus::from_raw(status);
    let text = |v: Vec<u8>| String::from_utf8_lossy(&v).into_owned();
    Capped {
        code: st.code(),
        signal: st.signal(),
        stdout: text(t_out.join().unwrap_or_default()),
        stderr: text(t_err.join().unwrap_or_default()),
        peak_rss: peak,
        timed_out,
    }
}

/// `VmHWM` of process `pid` in bytes, once it runs warpsim (before its exec, the forked
/// child's memory is the test process's).
fn vm_hwm(pid: libc::pid_t) -> Option<u64> {
    let comm = std::fs::read_to_string(format!("/proc/{pid}/comm")).ok()?;
    if comm.trim() != "warpsim" {
        return None;
    }
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Start `warpsim args` from the repository root, send it SIG`signal` (`INT`, `TERM`)
/// after `after_ms`, and wait: (exit code, stderr).
#[cfg(unix)]
pub fn signalled(args: &[&str], after_ms: u64, signal: &str) -> (Option<i32>, String) {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_warpsim"))
        .args(args)
        .current_dir(root())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(after_ms));
    // The shell's own `kill` (a POSIX sh builtin: no procps needed).
    let sent = Command::new("sh")
        .args(["-c", &format!("kill -{signal} {}", child.id())])
        .status()
        .unwrap();
    assert!(sent.success());
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (child.wait().unwrap().code(), err)
}

/// PTX: every lane waits for phase 0 of the mbarrier at shared address `bar`, then the
/// warp (thread id in %r1) copies `words` words of shared memory from `smem` to the
/// global address `out`, and returns (labels WAIT, COPY, DONE; registers %p2, %p3,
/// %r20-%r23, %rd5, %rd6).
pub fn wait_and_copy_out(bar: &str, smem: &str, out: &str, words: usize) -> String {
    format!(
        "WAIT:\n\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [{bar}], 0;\n\t@!%p2 bra WAIT;\n\tmov.u32 %r20, %r1;\nCOPY:\n\tsetp.ge.u32 %p3, %r20, {words};\n\t@%p3 bra DONE;\n\tshl.b32 %r21, %r20, 2;\n\tadd.u32 %r22, {smem}, %r21;\n\tld.shared.u32 %r23, [%r22];\n\tcvt.u64.u32 %rd5, %r21;\n\tadd.s64 %rd6, {out}, %rd5;\n\tst.global.u32 [%rd6], %r23;\n\tadd.u32 %r20, %r20, 32;\n\tbra COPY;\nDONE:\n\tret;\n"
    )
}

/// Where byte `o` of a box image lands under a swizzle of `span` bytes: the 16-byte
/// chunk index within each span is XORed with the 128-byte row index modulo the
/// span's chunk count (CUDA C++ Programming Guide, "TMA Swizzle": the 128B pattern
/// repeats every 1024 bytes, 64B every 512, 32B every 256).
pub fn swz(o: usize, span: usize) -> usize {
    if span == 0 {
        return o;
    }
    let n = span / 16;
    let chunk = (o / 16) % n;
    let row = (o / 128) % n;
    o - chunk * 16 + (chunk ^ row) * 16
}

/// The error of a one-thread sm_90-style kernel (params `k_p`, a 4-word buffer) whose
/// body is `line` under the header `hdr`: the line is line 10 of `k.ptx`. Panics if it
/// runs.
pub fn one_line_error(hdr: &str, line: &str) -> String {
    let ptx = format!(
        "{hdr}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .b16 %h<8>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<4>;\n\tld.param.u64 %rd1, [k_p];\n\t{line}\n\tret;\n}}\n"
    );
    let yaml = "program: k.ptx\ngrid: 1\nblock: [1, 1, 1]\nbuffers:\n  p: { type: u32, count: 4 }\nargs: [p]\n";
    match run_files(&ptx, yaml, None, &[]) {
        Ok(_) => panic!("accepted: {line}"),
        Err(e) => e.to_string(),
    }
}

/// Descriptor lines giving the kernel the HSA default MODE (denormals kept, `MODE`).
pub const AMD_DENORMS: &str =
    "\t\t.amdhsa_float_denorm_mode_32 3\n\t\t.amdhsa_float_denorm_mode_16_64 3\n";

/// The lanes kernel for `gfx` (GFX12: the gfx1100 kernel with GFX12 waits) with
/// [`AMD_DENORMS`], 64 SGPRs, `lds` bytes of LDS and 64 bytes of scratch per work-item,
/// run over `rows`; each row's `nout`
/// words and the report.
pub fn lanes_lds(
    gfx: &str,
    body: &str,
    rows: &[Vec<u32>],
    nout: usize,
    lds: u32,
) -> (Vec<Vec<u32>>, warpsim::engine::FuncReport) {
    let gfx12 = gfx.starts_with("gfx12");
    let base = if gfx12 { "gfx1100" } else { gfx };
    let desc = format!(
        "{AMD_DENORMS}\t\t.amdhsa_group_segment_fixed_size {lds}\n\t\t.amdhsa_private_segment_fixed_size 64\n\t\t.amdhsa_enable_private_segment 1\n"
    );
    let text = amd_lanes_kernel(base, body, rows[0].len(), nout, &desc)
        .replace(base, gfx)
        .replace(".amdhsa_next_free_sgpr 16", ".amdhsa_next_free_sgpr 64")
        .replace(".sgpr_count:     16", ".sgpr_count:     64")
        .replace(
            ".group_segment_fixed_size: 0",
            &format!(".group_segment_fixed_size: {lds}"),
        )
        .replace(
            ".private_segment_fixed_size: 0",
            ".private_segment_fixed_size: 64",
        );
    let text = if gfx12 {
        text.replace("s_waitcnt lgkmcnt(0)", "s_wait_kmcnt 0")
            .replace("s_waitcnt vmcnt(0)", "s_wait_loadcnt 0")
    } else {
        text
    };
    run_lanes_text(gfx, &text, rows, nout)
}

/// Run a lanes kernel's text over `rows`: each work-item's `nout` words, and the
/// report.
pub fn run_lanes_text(
    gfx: &str,
    text: &str,
    rows: &[Vec<u32>],
    nout: usize,
) -> (Vec<Vec<u32>>, warpsim::engine::FuncReport) {
    let flat: Vec<u32> = rows.iter().flatten().copied().collect();
    let yaml = format!(
        "program: k.s\ngrid: 1\nblock: [{}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [in, out]\n",
        rows.len(),
        flat.len(),
        rows.len() * nout
    );
    let r = run_program("k.s", text, &yaml, None, &[("in.bin", &words(&flat))])
        .unwrap_or_else(|e| panic!("{gfx}: {e}"));
    let out = r.u32s("out");
    (out.chunks(nout).map(|c| c.to_vec()).collect(), r.report)
}

/// [`lanes_lds`] without LDS.
pub fn lanes(
    gfx: &str,
    body: &str,
    rows: &[Vec<u32>],
    nout: usize,
) -> (Vec<Vec<u32>>, warpsim::engine::FuncReport) {
    lanes_lds(gfx, body, rows, nout, 0)
}

/// One work-item per row: `body` on `gfx` with `lds` bytes of LDS; each row's outputs.
pub fn one_lane_rows(
    gfx: &str,
    body: &str,
    rows: &[Vec<u32>],
    nout: usize,
    lds: u32,
) -> Vec<Vec<u32>> {
    rows.iter()
        .flat_map(|r| lanes_lds(gfx, body, std::slice::from_ref(r), nout, lds).0)
        .collect()
}
