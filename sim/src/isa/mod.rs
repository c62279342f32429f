//! Front ends: each ISA's text format is parsed and lowered into `ir::Module` here,
//! and nothing past this module sees source text. Front ends depend on `ir` (where
//! the vocabulary they share with the executor lives: lane-function names, the
//! `spdecompress` form rules, f16/bf16 rounding) and never on `func`, outside tests.

pub mod amdgpu;
pub mod ptx;

use crate::error::{Error, ParseError, Pos, Result};
use crate::ir::Module;
use std::path::{Path, PathBuf};

/// Read and parse a program file; the extension selects the front end
/// (`.ptx` = PTX, `.s` = AMDGPU assembly).
///
/// # Errors
/// Unreadable file, unknown extension, or the front end's located parse error.
pub fn load_program(path: &Path, display: &str) -> Result<Module> {
    let bytes = crate::input::read_file(path, display, "a program", crate::input::PROGRAM_CAP)?;
    match path.extension().and_then(|e| e.to_str()) {
        Some("ptx") => Ok(ptx::parse(display, &bytes)?),
        Some("s") => Ok(amdgpu::parse(display, &bytes)?),
        _ => Err(Error::invalid(
            display,
            "unknown program type: expected a .ptx (PTX) or .s (AMDGPU assembly) file",
        )),
    }
}

/// Read and parse a program: `path` and the files linked with it (`link`: path and
/// display name each; relocatable device code, PTX only), linked into one module
/// (`ir::merge`). With no `link` this is [`load_program`].
///
/// # Errors
/// As [`load_program`] for each file; a link error located in the file it is about.
pub fn load_linked(path: &Path, display: &str, link: &[(PathBuf, String)]) -> Result<Module> {
    let first = load_program(path, display)?;
    if link.is_empty() {
        return Ok(first);
    }
    let mut mods = vec![first];
    for (p, d) in link {
        mods.push(load_program(p, d)?);
    }
    let files = linked_files(path, display, link);
    let names: Vec<String> = files.iter().map(|f| f.1.clone()).collect();
    crate::ir::merge::merge(mods, &names).map_err(|e| located(&files, e.source, Some(e.pos), e.msg))
}

/// The files of a linked program, the first first.
pub fn linked_files(
    path: &Path,
    display: &str,
    link: &[(PathBuf, String)],
) -> Vec<(PathBuf, String)> {
    std::iter::once((path.to_path_buf(), display.to_string()))
        .chain(link.iter().cloned())
        .collect()
}

/// An error about file `source` of `files` (path, display): at `pos` with a snippet
/// (the file is read again), or naming the file.
pub fn located(files: &[(PathBuf, String)], source: usize, pos: Option<Pos>, msg: String) -> Error {
    let Some((p, d)) = files.get(source).or_else(|| files.first()) else {
        return Error::invalid("<program>", msg);
    };
    match pos {
        Some(pos) => {
            let text = std::fs::read_to_string(p).unwrap_or_default();
            Error::Parse(ParseError::at(d, &text, pos, msg))
        }
        None => Error::invalid(d, msg),
    }
}

/// Reject binary or non-UTF-8 input with a located message.
pub(crate) fn check_text<'a>(
    file: &str,
    bytes: &'a [u8],
    what: &str,
) -> std::result::Result<&'a str, ParseError> {
    let fail = |off: usize, msg: String| ParseError {
        file: file.to_string(),
        pos: Pos::of_offset(bytes, off),
        msg,
        line_text: String::new(),
    };
    if let Some(off) = bytes.iter().position(|&b| b == 0) {
        return Err(fail(
            off,
            format!("binary input: NUL byte (is this a compiled object, not {what} text?)"),
        ));
    }
    match std::str::from_utf8(bytes) {
        // A UTF-8 byte-order mark is not text; skip it.
        Ok(s) => Ok(s.strip_prefix('\u{feff}').unwrap_or(s)),
        Err(e) => {
            let off = e.valid_up_to();
            Err(fail(
                off,
                format!("binary input: byte {:#04x} is not UTF-8 text", bytes[off]),
            ))
        }
    }
}
