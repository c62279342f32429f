//! A run's output files (stats, the resolved config next to them, the trace, buffer
//! dumps): every path is resolved before the run, and two outputs on one file, or an
//! output on one of the run's inputs, is exit 2 then. Each file is written under a
//! temporary name beside it and renamed into place when complete, so an output path
//! never holds a half-written file, and a run that is killed leaves the old file (if
//! any) untouched.

use crate::error::{Error, Result};
use std::fs::File;
use std::path::{Path, PathBuf};

/// The path as the file system will resolve it: absolute, its directory canonical
/// (symbolic links and `..` resolved) when it exists, so that two spellings of one
/// file compare equal.
pub fn resolved(p: &Path) -> PathBuf {
    if let Ok(c) = p.canonicalize() {
        return c;
    }
    let abs = if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(p)
    };
    match (abs.parent(), abs.file_name()) {
        (Some(dir), Some(name)) => dir
            .canonicalize()
            .map_or_else(|_| abs.clone(), |d| d.join(name)),
        _ => abs,
    }
}

/// The first pair of `outputs` that name one file, or an output that is one of
/// `inputs` (each `(what it is, path)`), as a usage error naming both.
///
/// # Errors
/// The collision.
pub fn check_collisions(outputs: &[(String, PathBuf)], inputs: &[(String, PathBuf)]) -> Result<()> {
    let outs: Vec<PathBuf> = outputs.iter().map(|(_, p)| resolved(p)).collect();
    for (i, (what, p)) in outputs.iter().enumerate() {
        if let Some(j) = outs[..i].iter().position(|o| *o == outs[i]) {
            return Err(Error::Usage(format!(
                "{what} and {} are the same file ({}): give each output its own path",
                outputs[j].0,
                p.display()
            )));
        }
        if let Some((iw, _)) = inputs.iter().find(|(_, ip)| resolved(ip) == outs[i]) {
            return Err(Error::Usage(format!(
                "{what} would overwrite {iw} ({}): give the output another path",
                p.display()
            )));
        }
    }
    Ok(())
}

/// The temporary name a file is written under: beside it (a rename within one
/// directory is atomic), hidden, and unique to this process.
pub fn temp_name(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.warpsim-{}.tmp", std::process::id()))
}

/// An output file being written: created under its temporary name; [`Pending::commit`]
/// moves it into place. Dropped without a commit, it removes its temporary file.
pub struct Pending {
    pub path: PathBuf,
    tmp: PathBuf,
    file: Option<File>,
}

impl Pending {
    /// Create the temporary file now (an unwritable directory fails before the run).
    ///
    /// # Errors
    /// The file cannot be created (the error names `path`).
    pub fn create(path: &Path) -> Result<Pending> {
        let tmp = temp_name(path);
        let file = File::create(&tmp).map_err(|e| Error::io(path, e))?;
        Ok(Pending {
            path: path.to_path_buf(),
            tmp,
            file: Some(file),
        })
    }

    /// Write all of `data`, flush it, and rename the file into place.
    ///
    /// # Errors
    /// A write or rename error naming the path.
    pub fn commit(mut self, data: &[u8]) -> Result<()> {
        if let Some(f) = self.file.as_mut() {
            std::io::Write::write_all(f, data).map_err(|e| Error::io(&self.path, e))?;
        }
        self.finish()
    }

    /// The temporary file, to write an output that is streamed out piece by piece.
    pub fn file(&mut self) -> &mut File {
        self.file
            .as_mut()
            .expect("a pending file is open until committed")
    }

    /// Flush what was written through [`Pending::file`] and rename the file into place.
    ///
    /// # Errors
    /// A flush or rename error naming the path.
    pub fn finish(mut self) -> Result<()> {
        let res = match self.file.take() {
            Some(f) => f.sync_data(),
            None => Ok(()),
        }
        .and_then(|()| std::fs::rename(&self.tmp, &self.path));
        if res.is_err() {
            let _ = std::fs::remove_file(&self.tmp);
        }
        res.map_err(|e| Error::io(&self.path, e))
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if self.file.is_some() {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_spellings_of_one_file_collide() {
        let d = std::env::temp_dir();
        let a = d.join("warpsim-out-x.json");
        let b = d.join(".").join("warpsim-out-x.json");
        let outs = vec![("--stats".to_string(), a), ("--trace".to_string(), b)];
        let e = check_collisions(&outs, &[]).unwrap_err().to_string();
        assert!(e.contains("--trace and --stats are the same file"), "{e}");
        let outs = vec![("--stats".to_string(), d.join("warpsim-out-y.json"))];
        let ins = vec![("the workload".to_string(), d.join("warpsim-out-y.json"))];
        let e = check_collisions(&outs, &ins).unwrap_err().to_string();
        assert!(e.contains("--stats would overwrite the workload"), "{e}");
        let outs = vec![
            ("--stats".to_string(), d.join("warpsim-out-a.json")),
            ("--trace".to_string(), d.join("warpsim-out-b.json")),
        ];
        check_collisions(&outs, &ins).unwrap();
    }

    #[test]
    fn a_pending_file_appears_only_when_committed() {
        let d = std::env::temp_dir().join(format!("warpsim-pending-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        let p = d.join("s.json");
        std::fs::write(&p, "old").unwrap();
        let w = Pending::create(&p).unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "old");
        w.commit(b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "new");
        let w = Pending::create(&p).unwrap();
        drop(w);
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "new");
        assert_eq!(
            std::fs::read_dir(&d).unwrap().count(),
            1,
            "temporary file left"
        );
    }
}
