//! The calibration suite on disk: `published.yaml` (measured rows with their exact
//! source) and `suite.yaml` (the warpsim config of each measured GPU, the program per
//! target architecture, the program of result files measured with an older kernel,
//! the fast subset).

use crate::error::{Error, Result};
use crate::yaml::yaml_error;
use indexmap::IndexMap;
use serde::Deserialize;
use serde_yaml::Value;
use std::path::{Path, PathBuf};

/// One published measurement.
#[derive(Debug, Clone, Deserialize)]
pub struct Row {
    pub id: String,
    pub gpu: String,
    pub bench: String,
    pub kernel: String,
    #[serde(default)]
    pub entry: String,
    #[serde(default)]
    pub params: serde_yaml::Mapping,
    pub value: f64,
    pub unit: String,
    pub file: String,
    pub line: u32,
    #[serde(default)]
    pub column: String,
    /// Why the published value does not measure what the row names (a measurement
    /// artefact the benchmark's authors or its own file show); such a row is
    /// simulated and shown, but left out of the error summaries.
    #[serde(default)]
    pub excluded: Option<String>,
}

impl Row {
    /// A numeric parameter.
    pub fn num(&self, k: &str) -> Option<f64> {
        self.params.get(k).and_then(Value::as_f64)
    }

    /// A text parameter.
    pub fn text(&self, k: &str) -> Option<&str> {
        self.params.get(k).and_then(Value::as_str)
    }
}

#[derive(Debug, Deserialize)]
struct Published {
    source: Value,
    #[serde(default)]
    files: IndexMap<String, Value>,
    rows: Vec<Row>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GpuEntry {
    config: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SuiteFile {
    gpus: IndexMap<String, GpuEntry>,
    programs: IndexMap<String, String>,
    #[serde(default)]
    file_programs: IndexMap<String, String>,
    #[serde(default)]
    fast: Vec<String>,
}

/// The loaded suite.
#[derive(Debug)]
pub struct Suite {
    pub dir: PathBuf,
    pub rows: Vec<Row>,
    /// Per result file: how to read it (`produced_by`, notes, ...).
    pub files: IndexMap<String, Value>,
    /// The `source:` block (repository, commit, licence).
    pub source: Value,
    /// GPU name -> config path.
    pub configs: IndexMap<String, PathBuf>,
    /// Target architecture -> program path pattern (`{bench}`).
    pub programs: IndexMap<String, String>,
    /// Result file -> what replaces `{bench}` in the program pattern for its rows (a
    /// file measured with another version of the benchmark's kernel).
    pub file_programs: IndexMap<String, String>,
    pub fast: Vec<String>,
}

fn read_yaml<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T> {
    let display = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| Error::io(&display, e))?;
    serde_yaml::from_str(&text).map_err(|e| yaml_error(&display, &text, &e))
}

impl Suite {
    /// Load `dir/published.yaml` and `dir/suite.yaml`.
    ///
    /// # Errors
    /// Unreadable or malformed files; a fast-subset id that names no row.
    pub fn load(dir: &Path) -> Result<Suite> {
        let p: Published = read_yaml(&dir.join("published.yaml"))?;
        let s: SuiteFile = read_yaml(&dir.join("suite.yaml"))?;
        for file in s.file_programs.keys() {
            if !p.files.contains_key(file) {
                return Err(Error::invalid(
                    dir.join("suite.yaml").display().to_string(),
                    format!("file_programs: `{file}` names no file of published.yaml"),
                ));
            }
        }
        for id in &s.fast {
            if !p.rows.iter().any(|r| &r.id == id) {
                return Err(Error::invalid(
                    dir.join("suite.yaml").display().to_string(),
                    format!("fast: `{id}` names no row of published.yaml"),
                ));
            }
        }
        Ok(Suite {
            dir: dir.to_path_buf(),
            rows: p.rows,
            files: p.files,
            source: p.source,
            configs: s
                .gpus
                .into_iter()
                .map(|(k, v)| (k, dir.join(v.config)))
                .collect(),
            programs: s.programs,
            file_programs: s.file_programs,
            fast: s.fast,
        })
    }

    /// The program file of benchmark `bench` for target `arch`.
    pub fn program(&self, arch: &str, bench: &str) -> Option<PathBuf> {
        self.programs
            .get(arch)
            .map(|p| self.dir.join(p.replace("{bench}", bench)))
    }

    /// The program name (`{bench}` of the program pattern) row `row` runs: its result
    /// file's entry in `file_programs`, else its benchmark.
    pub fn program_name<'a>(&'a self, row: &'a Row) -> &'a str {
        self.file_programs
            .get(&row.file)
            .map_or(row.bench.as_str(), String::as_str)
    }

    /// A field of a result file's description (`produced_by`, ...).
    pub fn file_info(&self, file: &str, key: &str) -> Option<&str> {
        self.files.get(file)?.get(key)?.as_str()
    }
}
