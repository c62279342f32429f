//! Serde types of the workload file (the public format documented in the README).

use serde::Deserialize;
use serde_yaml::Value;

/// Element type of a buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ElemType {
    U8,
    S8,
    U16,
    S16,
    U32,
    S32,
    U64,
    S64,
    F32,
    F64,
}

impl ElemType {
    pub fn size(self) -> usize {
        match self {
            ElemType::U8 | ElemType::S8 => 1,
            ElemType::U16 | ElemType::S16 => 2,
            ElemType::U32 | ElemType::S32 | ElemType::F32 => 4,
            ElemType::U64 | ElemType::S64 | ElemType::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F32 | ElemType::F64)
    }

    pub fn is_signed(self) -> bool {
        matches!(
            self,
            ElemType::S8 | ElemType::S16 | ElemType::S32 | ElemType::S64
        )
    }

    pub fn name(self) -> &'static str {
        match self {
            ElemType::U8 => "u8",
            ElemType::S8 => "s8",
            ElemType::U16 => "u16",
            ElemType::S16 => "s16",
            ElemType::U32 => "u32",
            ElemType::S32 => "s32",
            ElemType::U64 => "u64",
            ElemType::S64 => "s64",
            ElemType::F32 => "f32",
            ElemType::F64 => "f64",
        }
    }
}

/// Grid or block dimensions: `n` or `[x]`, `[x, y]`, `[x, y, z]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Dim {
    One(u32),
    List(Vec<u32>),
}

/// Random initialisation parameters.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RandomSpec {
    pub seed: u64,
    pub min: Value,
    pub max: Value,
}

/// `init:` forms: `zero`, `iota`, `{fill: v}`, `{values: [...]}`,
/// `{random: {seed, min, max}}`, `{file: path}`.
#[derive(Debug, Clone)]
pub enum InitSpec {
    Zero,
    Iota,
    Fill(Value),
    Values(Vec<Value>),
    Random(RandomSpec),
    File(String),
}

/// The mapping form of `init:` as written (exactly one key).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct InitMap {
    #[serde(default)]
    fill: Option<Value>,
    #[serde(default)]
    values: Option<Vec<Value>>,
    #[serde(default)]
    random: Option<RandomSpec>,
    #[serde(default)]
    file: Option<String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum InitRaw {
    Word(String),
    Map(InitMap),
}

impl<'de> Deserialize<'de> for InitSpec {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        match InitRaw::deserialize(d).map_err(|_| {
            D::Error::custom("expected `zero`, `iota`, or one of {fill: v}, {values: [...]}, {random: {seed, min, max}}, {file: path}")
        })? {
            InitRaw::Word(w) => match w.as_str() {
                "zero" => Ok(InitSpec::Zero),
                "iota" => Ok(InitSpec::Iota),
                other => Err(D::Error::custom(format!("unknown init `{other}` (expected zero, iota, fill, values, random or file)"))),
            },
            InitRaw::Map(m) => {
                let n = m.fill.is_some() as u8 + m.values.is_some() as u8 + m.random.is_some() as u8 + m.file.is_some() as u8;
                if n != 1 {
                    return Err(D::Error::custom("init needs exactly one of fill, values, random, file"));
                }
                Ok(if let Some(v) = m.fill {
                    InitSpec::Fill(v)
                } else if let Some(v) = m.values {
                    InitSpec::Values(v)
                } else if let Some(r) = m.random {
                    InitSpec::Random(r)
                } else {
                    InitSpec::File(m.file.unwrap_or_default())
                })
            }
        }
    }
}

/// One `buffers:` entry.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BufferSpec {
    #[serde(rename = "type")]
    pub ty: ElemType,
    pub count: u64,
    #[serde(default)]
    pub init: Option<InitSpec>,
}

/// One `expect:` entry.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectSpec {
    #[serde(default)]
    pub file: Option<String>,
    #[serde(default)]
    pub values: Option<Vec<Value>>,
    #[serde(default)]
    pub ulp: Option<u64>,
    #[serde(default)]
    pub abs: Option<f64>,
}

/// The whole file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WorkloadFile {
    pub program: String,
    #[serde(default)]
    pub kernel: Option<String>,
    /// Config used when the command line gives none (path relative to this file).
    #[serde(default)]
    pub config: Option<String>,
    pub grid: Dim,
    pub block: Dim,
    #[serde(default)]
    pub dynamic_shared_bytes: u32,
    /// Buffers in the order listed (allocation order).
    #[serde(default)]
    pub buffers: indexmap::IndexMap<String, BufferSpec>,
    #[serde(default)]
    pub args: Vec<Value>,
    #[serde(default)]
    pub expect: indexmap::IndexMap<String, ExpectSpec>,
}
