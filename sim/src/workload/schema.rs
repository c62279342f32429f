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
#[derive(Debug, Clone)]
pub enum Dim {
    One(u32),
    List(Vec<u32>),
}

impl<'de> Deserialize<'de> for Dim {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Dim;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an integer or a list of 1 to 3 integers")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Dim, E> {
                u32::try_from(v)
                    .map(Dim::One)
                    .map_err(|_| E::custom(format!("dimension {v} is too large")))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Dim, E> {
                u32::try_from(v)
                    .map(Dim::One)
                    .map_err(|_| E::custom(format!("dimension {v} is out of range")))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Dim, A::Error> {
                let mut v = Vec::new();
                while let Some(x) = seq.next_element::<u32>()? {
                    v.push(x);
                }
                Ok(Dim::List(v))
            }
        }
        d.deserialize_any(V)
    }
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

impl<'de> Deserialize<'de> for InitSpec {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = InitSpec;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("`zero`, `iota`, or one of {fill: v}, {values: [...]}, {random: {seed, min, max}}, {file: path}")
            }
            fn visit_str<E: serde::de::Error>(self, w: &str) -> Result<InitSpec, E> {
                match w {
                    "zero" => Ok(InitSpec::Zero),
                    "iota" => Ok(InitSpec::Iota),
                    other => Err(E::custom(format!(
                        "unknown init `{other}` (expected zero, iota, or a mapping with fill, values, random or file)"
                    ))),
                }
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<InitSpec, A::Error> {
                use serde::de::Error;
                let Some(key) = map.next_key::<String>()? else {
                    return Err(A::Error::custom(
                        "empty init mapping (expected fill, values, random or file)",
                    ));
                };
                let spec = match key.as_str() {
                    "fill" => InitSpec::Fill(map.next_value()?),
                    "values" => InitSpec::Values(map.next_value()?),
                    "random" => InitSpec::Random(map.next_value()?),
                    "file" => InitSpec::File(map.next_value()?),
                    other => {
                        return Err(A::Error::custom(format!(
                            "unknown init form `{other}` (expected fill, values, random or file)"
                        )))
                    }
                };
                if let Some(extra) = map.next_key::<String>()? {
                    return Err(A::Error::custom(format!(
                        "init takes one form; `{extra}` is one too many"
                    )));
                }
                Ok(spec)
            }
        }
        d.deserialize_any(V)
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

/// One step of an application's `launches:` list: a kernel launch, a host step
/// (`fill`, `copy`, `swap`), or a `loop` of steps with its `until` condition. Which
/// one is decided by the keys present (checked in `workload::steps`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepSpec {
    #[serde(default)]
    pub program: Option<String>,
    #[serde(default)]
    pub kernel: Option<String>,
    #[serde(default)]
    pub grid: Option<Dim>,
    #[serde(default)]
    pub block: Option<Dim>,
    #[serde(default)]
    pub dynamic_shared_bytes: Option<u32>,
    /// The thread-block cluster shape, as a single launch's `cluster`.
    #[serde(default)]
    pub cluster: Option<Dim>,
    #[serde(default)]
    pub args: Option<Vec<Value>>,
    /// Run the launch this many times in a row.
    #[serde(default)]
    pub repeat: Option<u32>,
    /// Buffer names that trade places in `args` after each repetition (ping-pong).
    #[serde(default)]
    pub rotate: Option<Vec<String>>,
    /// A programmatic dependent launch (CUDA's
    /// `cudaLaunchAttributeProgrammaticStreamSerialization`): it may start while the
    /// kernel launched just before it is still running (see `timing::run_group`).
    #[serde(default)]
    pub programmatic: Option<bool>,
    /// `{buffer: B, value: V}`: every element of B becomes V.
    #[serde(default)]
    pub fill: Option<FillSpec>,
    /// `{from: A, to: B}`: B's bytes become A's (same size).
    #[serde(default)]
    pub copy: Option<CopySpec>,
    /// `[A, B]`: the two buffers' contents trade places (same size).
    #[serde(default)]
    pub swap: Option<Vec<String>>,
    /// `{symbol: S, buffer: B, ...}`: a module variable's bytes become (part of)
    /// B's, as `cudaMemcpyToSymbol` (see [`SymbolCopySpec`]).
    #[serde(default)]
    pub to_symbol: Option<SymbolCopySpec>,
    /// `{symbol: S, buffer: B, ...}`: (part of) B's bytes become a module variable's,
    /// as `cudaMemcpyFromSymbol`.
    #[serde(default)]
    pub from_symbol: Option<SymbolCopySpec>,
    /// Steps repeated until `until` holds.
    #[serde(default, rename = "loop")]
    pub loop_steps: Option<Vec<StepSpec>>,
    #[serde(default)]
    pub until: Option<UntilSpec>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FillSpec {
    pub buffer: String,
    pub value: Value,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CopySpec {
    pub from: String,
    pub to: String,
}

/// A host copy between a buffer and a module variable (`__constant__`/`__device__`
/// in CUDA and HIP, `.const`/`.global` in PTX): `count` elements of `buffer` from
/// element `offset` (default: the whole buffer), at byte `symbol_offset` of the
/// variable (the offset argument of `cudaMemcpyToSymbol`). `program` names the
/// program whose variable it is (default: the top-level `program:`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SymbolCopySpec {
    pub symbol: String,
    pub buffer: String,
    #[serde(default)]
    pub offset: u64,
    #[serde(default)]
    pub count: Option<u64>,
    #[serde(default)]
    pub symbol_offset: u64,
    #[serde(default)]
    pub program: Option<String>,
}

/// `{buffer: B, equals: V, max: N}`: after each pass of a loop, stop when element 0
/// of B equals V; more than N passes is an error.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UntilSpec {
    pub buffer: String,
    pub equals: Value,
    pub max: u32,
}

/// A program: one file, or a list of files linked together as relocatable device
/// code (`nvcc -rdc=true`, clang `-fgpu-rdc`; PTX only), the first holding the kernels
/// the workload launches or any of them.
#[derive(Debug, Clone)]
pub enum ProgramFiles {
    One(String),
    Linked(Vec<String>),
}

impl<'de> Deserialize<'de> for ProgramFiles {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        match Value::deserialize(d)? {
            Value::String(s) => Ok(ProgramFiles::One(s)),
            Value::Sequence(items) => items
                .into_iter()
                .map(|v| match v {
                    Value::String(s) => Ok(s),
                    _ => Err(D::Error::custom(
                        "a program list holds file names (relocatable device code linked together)",
                    )),
                })
                .collect::<Result<_, _>>()
                .map(ProgramFiles::Linked),
            _ => Err(D::Error::custom(
                "a program is a file name, or a list of file names linked together (relocatable device code)",
            )),
        }
    }
}

impl ProgramFiles {
    pub fn files(&self) -> &[String] {
        match self {
            ProgramFiles::One(f) => std::slice::from_ref(f),
            ProgramFiles::Linked(v) => v,
        }
    }
}

/// The whole file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WorkloadFile {
    /// The program (the default one of an application's launches).
    #[serde(default)]
    pub program: Option<ProgramFiles>,
    /// More programs of an application, by name (`program: NAME` in a launch).
    #[serde(default, deserialize_with = "crate::yaml::unique_keys")]
    pub programs: indexmap::IndexMap<String, ProgramFiles>,
    #[serde(default)]
    pub kernel: Option<String>,
    /// Config used when the command line gives none (path relative to this file).
    #[serde(default)]
    pub config: Option<String>,
    /// The single launch's shape (absent when `launches:` describes an application).
    #[serde(default)]
    pub grid: Option<Dim>,
    #[serde(default)]
    pub block: Option<Dim>,
    #[serde(default)]
    pub dynamic_shared_bytes: u32,
    /// The thread-block cluster shape (CUDA's `cudaLaunchAttributeClusterDimension`).
    #[serde(default)]
    pub cluster: Option<Dim>,
    /// Buffers in the order listed (allocation order).
    #[serde(default, deserialize_with = "crate::yaml::unique_keys")]
    pub buffers: indexmap::IndexMap<String, BufferSpec>,
    #[serde(default)]
    pub args: Vec<Value>,
    #[serde(default, deserialize_with = "crate::yaml::unique_keys")]
    pub expect: indexmap::IndexMap<String, ExpectSpec>,
    /// An application: kernel launches and host steps, in order, over `buffers`.
    #[serde(default)]
    pub launches: Option<Vec<StepSpec>>,
}
