//! Pass one's assembler directives: sections, symbols and their types, data
//! (`.byte` ... `.zero`, `.p2align`), `.set`, the kernel descriptor
//! (`.amdhsa_kernel` ... `.end_amdhsa_kernel`), the target and the code-object
//! metadata block.

use super::*;

impl State {
    pub(super) fn directive(&mut self, name: Text, args: Text) -> Result<(), Err> {
        let n = name.text.as_str();
        if let Some(d) = &mut self.open_desc {
            if n == ".end_amdhsa_kernel" {
                let d = self.open_desc.take().ok_or((name.pos, String::new()))?;
                self.descs.push(d);
                return Ok(());
            }
            let key = n.strip_prefix(".amdhsa_").ok_or_else(|| {
                (name.pos, format!(
                    "`{n}` inside `.amdhsa_kernel {}`: only .amdhsa_* directives belong there (missing `.end_amdhsa_kernel`?)",
                    d.name
                ))
            })?;
            return match eval(&self.sets, &args.text) {
                Some(v) => d.set(key, v, name.pos, args.pos),
                None => {
                    // An expression (clang's register counts refer to symbols set
                    // later in the file): checked now, evaluated in `finish`.
                    d.check_key(key, name.pos)?;
                    if args.text.trim().is_empty() {
                        return Err((args.pos, format!("`{n}` needs a value")));
                    }
                    self.pending_desc.push((
                        self.descs.len(),
                        key.to_string(),
                        args.text.clone(),
                        name.pos,
                        args.pos,
                    ));
                    Ok(())
                }
            };
        }
        let a = args.text.as_str();
        let bad = |m: &str| (args.pos, format!("malformed `{n}`: {m}"));
        match n {
            ".amdgcn_target" => {
                let s = a.trim_matches('"');
                let proc = s.rsplit("--").next().unwrap_or("");
                let g = Gfx::parse(proc).ok_or_else(|| {
                    (
                        args.pos,
                        format!(
                            "unknown AMDGPU target `{s}` (expected amdgcn-amd-amdhsa--gfxNNNN)"
                        ),
                    )
                })?;
                if let Some((old, _)) = &self.gfx {
                    if old.name != g.name {
                        return Err((
                            args.pos,
                            format!("second target `{}` after `{}`", g.name, old.name),
                        ));
                    }
                }
                self.gfx = Some((g, args.pos));
            }
            ".amdhsa_code_object_version" => {
                let v = eval(&self.sets, a).ok_or_else(|| bad("expected a number"))?;
                if !(2..=6).contains(&v) {
                    return Err((
                        args.pos,
                        format!("code object version {v} is not supported (2..6)"),
                    ));
                }
                self.code_object_version = v as u32;
            }
            ".text" => self.section = Some(Section::Text),
            ".data" => self.section = Some(Section::Data { writable: true }),
            ".bss" => self.section = Some(Section::Data { writable: true }),
            ".rodata" => self.section = Some(Section::Data { writable: false }),
            ".section" => {
                let sec = a.split(',').next().unwrap_or("").trim().trim_matches('"');
                self.section = Some(if sec.starts_with(".text") {
                    Section::Text
                } else if sec.starts_with(".rodata") {
                    Section::Data { writable: false }
                } else if sec.starts_with(".data") || sec.starts_with(".bss") {
                    Section::Data { writable: true }
                } else {
                    Section::Ignored
                });
            }
            ".type" => {
                let (sym, kind) = a
                    .split_once(',')
                    .ok_or_else(|| bad("expected `name, @kind`"))?;
                let kind = kind.trim();
                if kind == "@function" || kind == "%function" {
                    self.fn_types.insert(sym.trim().to_string(), name.pos);
                }
            }
            ".size" => {
                // A data object's size bounds its symbol (code sizes are not needed).
                if let Some((sym, val)) = a.split_once(',') {
                    if let Some(v) = eval(&self.sets, val) {
                        self.data_sizes
                            .insert(sym.trim().to_string(), v.max(0) as u64);
                    }
                }
            }
            ".set" | ".equ" => {
                let (sym, val) = a
                    .split_once(',')
                    .ok_or_else(|| bad("expected `name, value`"))?;
                let lead = a.len() - val.len() + (val.len() - val.trim_start().len());
                self.set_defs.insert(
                    sym.trim().to_string(),
                    (
                        val.trim().to_string(),
                        Pos {
                            line: args.pos.line,
                            col: args.pos.col + lead as u32,
                        },
                    ),
                );
                // Values warpsim cannot evaluate (register-count expressions) are
                // only an error where they are used.
                if let Some(v) = eval(&self.sets, val) {
                    self.sets.insert(sym.trim().to_string(), v);
                }
            }
            ".p2align" | ".p2alignl" | ".balign" | ".align" => {
                let first = a.split(',').next().unwrap_or("");
                let v = eval(&self.sets, first).ok_or_else(|| bad("expected a number"))?;
                let bytes = if n == ".balign" || n == ".align" {
                    v
                } else if (0..=16).contains(&v) {
                    1i64 << v
                } else {
                    -1
                };
                if !(1..=MAX_ALIGN as i64).contains(&bytes) || (bytes as u64).count_ones() != 1 {
                    return Err(bad(&format!(
                        "the alignment must be a power of two up to {MAX_ALIGN}"
                    )));
                }
                let bytes = bytes as u64;
                match self.section {
                    Some(Section::Text) => self.code_addr = align_up(self.code_addr, bytes),
                    Some(Section::Data { .. }) => {
                        let len = align_up(self.data.len() as u64, bytes);
                        self.grow_data(len - self.data.len() as u64, &args)?;
                        self.data.resize(len as usize, 0);
                    }
                    _ => {}
                }
            }
            ".fill" | ".zero" | ".space" | ".skip" => {
                let parts: Vec<&str> = a.split(',').collect();
                let count = eval(&self.sets, parts[0]).ok_or_else(|| bad("expected a count"))?;
                let (size, val) = if n == ".fill" {
                    let size = parts.get(1).and_then(|s| eval(&self.sets, s)).unwrap_or(1);
                    if !(0..=8).contains(&size) {
                        return Err(bad("the size must be 0..8 bytes"));
                    }
                    (
                        size as u64,
                        parts.get(2).and_then(|s| eval(&self.sets, s)).unwrap_or(0),
                    )
                } else {
                    (
                        1,
                        parts.get(1).and_then(|s| eval(&self.sets, s)).unwrap_or(0),
                    )
                };
                let total = u64::try_from(count)
                    .ok()
                    .and_then(|c| c.checked_mul(size))
                    .filter(|&t| t <= MAX_SECTION_BYTES)
                    .ok_or_else(|| {
                        bad(&format!("the count must be 0..{MAX_SECTION_BYTES} bytes"))
                    })?;
                match self.section {
                    Some(Section::Text) => {
                        if self.code_addr - CODE_BASE + total > MAX_SECTION_BYTES {
                            return Err(bad(&format!(
                                "the code would exceed {} MiB",
                                MAX_SECTION_BYTES >> 20
                            )));
                        }
                        self.code_addr += total;
                    }
                    Some(Section::Data { .. }) => {
                        self.grow_data(total, &args)?;
                        if size == 1 {
                            self.data
                                .resize(self.data.len() + total as usize, val as u8);
                        } else {
                            for _ in 0..count {
                                self.data.extend_from_slice(
                                    &(val as u64).to_le_bytes()[..size as usize],
                                );
                            }
                        }
                    }
                    _ => {}
                }
            }
            ".byte" | ".short" | ".2byte" | ".hword" | ".long" | ".4byte" | ".int" | ".quad"
            | ".8byte" => {
                let size = match n {
                    ".byte" => 1,
                    ".short" | ".2byte" | ".hword" => 2,
                    ".long" | ".4byte" | ".int" => 4,
                    _ => 8,
                };
                if !matches!(self.section, Some(Section::Data { .. })) {
                    if self.text_section() {
                        return Err((
                            name.pos,
                            format!("data directive `{n}` in a code section is not supported"),
                        ));
                    }
                    return Ok(());
                }
                self.grow_data(size as u64 * 64, &args)?;
                for v in a.split(',') {
                    let v = v.trim();
                    match eval(&self.sets, v) {
                        Some(x) => self
                            .data
                            .extend_from_slice(&(x as u64).to_le_bytes()[..size]),
                        None => {
                            let (sym, addend) = match v.rfind(['+', '-']) {
                                Some(i) if i > 0 => (
                                    v[..i].trim(),
                                    eval(&self.sets, &v[i..].replace('+', ""))
                                        .ok_or_else(|| bad(v))?,
                                ),
                                _ => (v, 0),
                            };
                            self.fixups.push(DataFixup {
                                at: self.data.len(),
                                size,
                                name: sym.to_string(),
                                addend,
                                pos: args.pos,
                            });
                            self.data.extend_from_slice(&[0u8; 8][..size]);
                        }
                    }
                }
            }
            ".ascii" | ".asciz" | ".string" => {
                if let Some(Section::Data { .. }) = self.section {
                    let s = a
                        .trim()
                        .strip_prefix('"')
                        .and_then(|s| s.strip_suffix('"'))
                        .ok_or_else(|| bad("expected a string"))?;
                    self.data.extend_from_slice(s.as_bytes());
                    if n != ".ascii" {
                        self.data.push(0);
                    }
                }
            }
            ".comm" | ".lcomm" => self.common(n, a, &args)?,
            ".amdhsa_kernel" => {
                if a.is_empty() {
                    return Err(bad("expected a kernel name"));
                }
                self.open_desc = Some(Desc::new(a.to_string(), name.pos));
            }
            ".end_amdhsa_kernel" => {
                return Err((
                    name.pos,
                    "`.end_amdhsa_kernel` without `.amdhsa_kernel`".into(),
                ))
            }
            ".amdgpu_metadata" => {
                if self.metadata.is_some() {
                    return Err((name.pos, "a second `.amdgpu_metadata` block".into()));
                }
                self.metadata = Some((Vec::new(), name.pos));
                self.in_metadata = true;
            }
            ".end_amdgpu_metadata" => {
                return Err((
                    name.pos,
                    "`.end_amdgpu_metadata` without `.amdgpu_metadata`".into(),
                ))
            }
            _ if n.starts_with(".amdhsa_") => {
                return Err((name.pos, format!("`{n}` outside an `.amdhsa_kernel` block")));
            }
            _ if IGNORED.contains(&n) || n.starts_with(".cfi_") => {}
            _ => return Err((name.pos, format!("unknown directive `{n}`"))),
        }
        Ok(())
    }

    /// `.comm name, size, log2-align` and `.lcomm name, size`: a zero-filled
    /// variable in the writable data image. AMDGPU's assembler reads the
    /// `.comm` alignment as a power of two (llvm-mc-22 gives `.comm x,8,3` an
    /// 8-byte alignment) and refuses one on `.lcomm`.
    fn common(&mut self, n: &str, a: &str, args: &Text) -> Result<(), Err> {
        let bad = |m: &str| (args.pos, format!("malformed `{n}`: {m}"));
        let parts: Vec<&str> = a.split(',').map(str::trim).collect();
        let (sym, size) = match parts.as_slice() {
            [sym, size, ..] if !sym.is_empty() => (*sym, *size),
            _ => return Err(bad("expected `name, size[, log2 alignment]`")),
        };
        let size = eval(&self.sets, size)
            .and_then(|v| u64::try_from(v).ok())
            .filter(|&v| v <= MAX_SECTION_BYTES)
            .ok_or_else(|| bad("the size must be a number of bytes"))?;
        let align = match parts.get(2) {
            None => 1,
            Some(_) if n == ".lcomm" => {
                return Err(bad("AMDGPU's `.lcomm` takes no alignment"));
            }
            Some(v) => eval(&self.sets, v)
                .filter(|v| (0..=MAX_ALIGN.trailing_zeros() as i64).contains(v))
                .map(|v| 1u64 << v)
                .ok_or_else(|| {
                    bad(&format!(
                        "the alignment is a power of two's exponent, 0..{}",
                        MAX_ALIGN.trailing_zeros()
                    ))
                })?,
        };
        if parts.len() > 3 {
            return Err(bad("expected `name, size[, log2 alignment]`"));
        }
        if self.data_labels.iter().any(|d| d.0 == sym) {
            return Err((args.pos, format!("symbol `{sym}` is defined twice")));
        }
        let at = align_up(self.data.len() as u64, align);
        self.grow_data(at - self.data.len() as u64 + size, args)?;
        self.data.resize(at as usize, 0);
        self.data_labels
            .push((sym.to_string(), at as usize, args.pos, true));
        self.data.resize((at + size) as usize, 0);
        self.data_sizes.insert(sym.to_string(), size);
        Ok(())
    }
}
