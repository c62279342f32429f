//! Reading the files a run is given (workload, config, program, buffer data, `disasm`
//! input): regular files only, their size checked before any byte is read, and the read
//! itself capped. A FIFO would block the run forever and `/dev/zero` would grow memory
//! until the machine kills it; a regular file larger than what its role can use is
//! refused by its size alone.

use std::io::Read;
use std::path::Path;

/// Largest workload file (YAML): far beyond any launch description.
pub const WORKLOAD_CAP: u64 = 64 << 20;
/// Largest GPU config file (YAML).
pub const CONFIG_CAP: u64 = 16 << 20;
/// Largest program file (PTX or AMDGPU assembly). The biggest files compilers emit for
/// real suites are tens of MB.
pub const PROGRAM_CAP: u64 = 1 << 30;
/// Largest raw AMDGPU machine-code file for `disasm`.
pub const BINARY_CAP: u64 = 256 << 20;

/// The default memory budget of a run's simulated memory: three quarters of the memory
/// this process may use: the least of the machine's (`MemTotal` of /proc/meminfo), its
/// cgroup's limit (`memory.max`, cgroup v2) and its address-space limit (`ulimit -v`);
/// 16 GiB where none can be read.
pub fn default_memory_budget() -> u64 {
    let total = std::fs::read_to_string("/proc/meminfo").ok().and_then(|t| {
        let line = t.lines().find(|l| l.starts_with("MemTotal:"))?;
        let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kb * 1024)
    });
    // "max" (no limit) does not parse and is skipped.
    let cgroup = std::fs::read_to_string("/sys/fs/cgroup/memory.max")
        .ok()
        .and_then(|t| t.trim().parse::<u64>().ok());
    let limit = [total, cgroup, address_space_limit()]
        .into_iter()
        .flatten()
        .min();
    limit.map_or(16 << 30, |b| b / 4 * 3)
}

/// The soft `RLIMIT_AS` of this process, when one is set.
fn address_space_limit() -> Option<u64> {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the struct it is given, nothing else.
    let ok = unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut lim) } == 0;
    (ok && lim.rlim_cur != libc::RLIM_INFINITY).then_some(lim.rlim_cur)
}

/// A size as the command line writes it: bytes, or with a K/M/G/T suffix (powers of
/// 1024; `8G`, `512M`, `1.5G`).
///
/// # Errors
/// The message: not a size.
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (num, mul) = match t.char_indices().last() {
        Some((i, c)) if "KMGTkmgt".contains(c) => {
            let m: u64 = match c.to_ascii_uppercase() {
                'K' => 1 << 10,
                'M' => 1 << 20,
                'G' => 1 << 30,
                _ => 1 << 40,
            };
            (&t[..i], m)
        }
        _ => (t, 1),
    };
    let x: f64 = num
        .parse()
        .map_err(|_| format!("`{s}` is not a size (bytes, or a number with K/M/G/T)"))?;
    if !x.is_finite() || x < 1.0 || x * mul as f64 >= u64::MAX as f64 {
        return Err(format!("`{s}` is not a size of at least 1 byte"));
    }
    Ok((x * mul as f64) as u64)
}

/// A byte count for messages: `70000000 bytes (66.8 MiB)`.
pub fn bytes_text(n: u64) -> String {
    if n < 1 << 20 {
        format!("{n} bytes")
    } else {
        if n < 1 << 30 {
            format!("{n} bytes ({:.1} MiB)", n as f64 / (1u64 << 20) as f64)
        } else {
            format!("{n} bytes ({:.1} GiB)", n as f64 / (1u64 << 30) as f64)
        }
    }
}

/// What a path is when it is not a regular file.
fn kind(m: &std::fs::Metadata) -> &'static str {
    let t = m.file_type();
    if t.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// The size of regular file `path`, without opening it (opening a FIFO blocks).
///
/// # Errors
/// The message: it cannot be examined, or it is not a regular file.
pub fn regular_size(path: &Path) -> Result<u64, String> {
    // `metadata` follows symbolic links: a link to a regular file is fine.
    let m = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if !m.is_file() {
        return Err(format!(
            "it is {}: warpsim reads only regular files",
            kind(&m)
        ));
    }
    Ok(m.len())
}

/// Read regular file `path`, `what` it is for messages (`a workload`), at most `cap`
/// bytes.
///
/// # Errors
/// The message: not a regular file, larger than `cap`, or unreadable.
pub fn read(path: &Path, what: &str, cap: u64) -> Result<Vec<u8>, String> {
    let size = regular_size(path)?;
    if size > cap {
        return Err(format!(
            "it is {}; the limit for {what} is {}",
            bytes_text(size),
            bytes_text(cap)
        ));
    }
    let f = std::fs::File::open(path).map_err(|e| e.to_string())?;
    // The file may have been replaced or grown since it was examined: read one byte
    // more than the cap to notice.
    let mut out = Vec::with_capacity(size as usize);
    f.take(cap + 1)
        .read_to_end(&mut out)
        .map_err(|e| e.to_string())?;
    if out.len() as u64 > cap {
        return Err(format!(
            "it grew past the limit for {what} ({}) while it was read",
            bytes_text(cap)
        ));
    }
    Ok(out)
}

/// [`read`], its error located at `display` (the path as the user wrote it).
///
/// # Errors
/// As [`read`], as an I/O error of `display`.
pub fn read_file(path: &Path, display: &str, what: &str, cap: u64) -> crate::Result<Vec<u8>> {
    read(path, what, cap).map_err(|msg| crate::Error::Io {
        path: display.to_string(),
        msg,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmp(name: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("warpsim-input-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        d.join(name)
    }

    #[test]
    fn regular_files_are_read_whole_up_to_the_cap() {
        let p = tmp("ten.txt");
        std::fs::write(&p, b"0123456789").unwrap();
        assert_eq!(read(&p, "a test", 10).unwrap(), b"0123456789");
        let e = read(&p, "a test", 9).unwrap_err();
        assert!(
            e.contains("it is 10 bytes; the limit for a test is 9 bytes"),
            "{e}"
        );
        let e = read(&tmp("absent"), "a test", 9).unwrap_err();
        assert!(e.contains("No such file"), "{e}");
    }

    #[cfg(unix)]
    #[test]
    fn special_files_are_refused_without_opening_them() {
        let e = read(Path::new("/dev/zero"), "a workload", WORKLOAD_CAP).unwrap_err();
        assert!(e.contains("it is a character device"), "{e}");
        let e = read(&std::env::temp_dir(), "a workload", WORKLOAD_CAP).unwrap_err();
        assert!(e.contains("is a directory"), "{e}");
        // A FIFO with no writer: opening it would block forever.
        let fifo = tmp("fifo");
        let _ = std::fs::remove_file(&fifo);
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let e = read(&fifo, "a workload", WORKLOAD_CAP).unwrap_err();
            assert!(e.contains("is a FIFO"), "{e}");
        }
    }

    #[test]
    fn sizes_parse() {
        assert_eq!(parse_size("1000").unwrap(), 1000);
        assert_eq!(parse_size("8G").unwrap(), 8 << 30);
        assert_eq!(parse_size("1.5k").unwrap(), 1536);
        assert!(parse_size("8X").is_err());
        assert!(parse_size("0").is_err());
        assert!(parse_size("-3M").is_err());
        assert!(parse_size("nanG").is_err());
        assert!(default_memory_budget() > 0);
    }

    #[test]
    fn sizes_read_well() {
        assert_eq!(bytes_text(1000), "1000 bytes");
        assert_eq!(bytes_text(70_000_000), "70000000 bytes (66.8 MiB)");
    }
}
