//! Pass two: the kernel descriptors and metadata become each kernel's launch ABI,
//! data symbols get their addresses, and every instruction is lowered with labels
//! and symbols resolved into an `ir::Module`.

use super::*;

impl State {
    /// Pass two: descriptors and metadata, data symbols, lowering.
    pub(super) fn finish(mut self, file: &str, src: &str) -> Result<Module, Err> {
        let Some((gfx, tpos)) = self.gfx.clone() else {
            return Err((
                Pos { line: 1, col: 1 },
                "missing `.amdgcn_target` (which GPU is this code for?)".into(),
            ));
        };
        // Descriptor values given as expressions, now that every `.set` is known.
        let mut ev = Evaluator::new(&self.set_defs, gfx.packed_fp32());
        for (k, key, text, pos, vpos) in &self.pending_desc {
            let v = ev
                .eval(text, *vpos)
                .map_err(|(p, m)| (p, format!("{m} (in `.amdhsa_{key} {text}`)")))?;
            self.descs[*k].set(key, v, *pos, *vpos)?;
        }
        let meta = match &self.metadata {
            Some((lines, at)) => Some(Metadata::parse(lines, at.line, &gfx)?),
            None => None,
        };
        // Data: one image at GLOBAL_DATA_BASE, a symbol per data label.
        let mut data = self.data.clone();
        let data_addr = |name: &str| -> Option<u64> {
            self.data_labels
                .iter()
                .find(|d| d.0 == name)
                .map(|d| GLOBAL_DATA_BASE + d.1 as u64)
        };
        // A data or code symbol's address.
        let addr_of = |name: &str| data_addr(name).or_else(|| self.code_labels.get(name).copied());
        for fx in &self.fixups {
            let base = addr_of(&fx.name)
                .ok_or_else(|| (fx.pos, format!("undefined symbol `{}`", fx.name)))?;
            let v = base.wrapping_add(fx.addend as u64);
            data[fx.at..fx.at + fx.size].copy_from_slice(&v.to_le_bytes()[..fx.size]);
        }
        // The global offset table: an 8-byte constant slot after the data for each
        // defined symbol some instruction reaches through `@gotpcrel32`, holding its
        // address (in order of first use). An undefined one stays out: the statement
        // that names it fails to lower, naming it.
        let data_end = data.len();
        let mut got: Vec<(String, u64)> = Vec::new();
        let got_off = data_end.next_multiple_of(8);
        for t in self
            .funcs
            .iter()
            .flat_map(|f| &f.insts)
            .flat_map(|i| &i.operands)
        {
            let Some((name, _)) = t.text.split_once("@gotpcrel32@") else {
                continue;
            };
            let name = name.trim_start_matches(['-', '(']);
            if got.iter().any(|g| g.0 == name) {
                continue;
            }
            if let Some(a) = addr_of(name) {
                got.push((name.to_string(), a));
            }
        }
        let got_image: Vec<u8> = got.iter().flat_map(|g| g.1.to_le_bytes()).collect();
        let got_addr = |name: &str| -> Option<u64> {
            let k = got.iter().position(|g| g.0 == name)?;
            Some(GLOBAL_DATA_BASE + (got_off + 8 * k) as u64)
        };
        let mut module = Module {
            sources: Vec::new(),
            file: file.to_string(),
            target: TargetInfo {
                vendor: Vendor::Amd,
                isa_version: (self.code_object_version, 0),
                arch: gfx.id,
                arch_suffix: None,
                arch_name: gfx.name.clone(),
                address_size: 64,
                pos: tpos,
            },
            functions: Vec::new(),
            symbols: Vec::new(),
            keys: vec![String::new()],
        };
        for (k, (name, off, pos, writable)) in self.data_labels.iter().enumerate() {
            let end = self.data_labels.get(k + 1).map_or(data_end, |d| d.1);
            let size = self
                .data_sizes
                .get(name)
                .copied()
                .unwrap_or((end - off) as u64)
                .max(1);
            let mut init = data[*off..end].to_vec();
            init.resize(size as usize, 0);
            module.symbols.push(Symbol {
                linkage: Linkage::Internal,
                source: 0,
                name: name.clone(),
                kind: SymKind::Var,
                space: if *writable {
                    Space::Global
                } else {
                    Space::Const
                },
                ty: Ty::B8,
                size,
                align: 1,
                init: Some(init),
                owner: None,
                dynamic_shared: false,
                ptr_space: None,
                fixed_addr: Some(GLOBAL_DATA_BASE + *off as u64),
                relocs: Vec::new(),
                pos: *pos,
            });
        }
        if !got.is_empty() {
            module.symbols.push(Symbol {
                linkage: Linkage::Internal,
                source: 0,
                name: ".got".into(),
                kind: SymKind::Var,
                space: Space::Const,
                ty: Ty::B8,
                size: got_image.len() as u64,
                align: 8,
                init: Some(got_image),
                owner: None,
                dynamic_shared: false,
                ptr_space: None,
                fixed_addr: Some(GLOBAL_DATA_BASE + got_off as u64),
                relocs: Vec::new(),
                pos: tpos,
            });
        }
        // Kernels: every descriptor names a function and a metadata entry.
        let mut abis = HashMap::new();
        for d in &self.descs {
            if !self.funcs.iter().any(|f| f.name == d.name) {
                return Err((d.pos, format!("kernel descriptor for `{}`, but no function `{}` (`.type {},@function` and its label)", d.name, d.name, d.name)));
            }
            let m = meta.as_ref().ok_or_else(|| {
                (
                    d.pos,
                    format!(
                        "kernel `{}` has a descriptor but the file has no `.amdgpu_metadata` block",
                        d.name
                    ),
                )
            })?;
            let km = m.kernel(&d.name).ok_or_else(|| {
                (
                    d.pos,
                    format!("kernel `{}` is missing from `.amdgpu_metadata`", d.name),
                )
            })?;
            abis.insert(d.name.clone(), (build_abi(d, km, &gfx)?, km));
        }
        if let Some(m) = &meta {
            if let Some(k) = m.kernels.iter().find(|k| !abis.contains_key(&k.name)) {
                return Err((
                    m.pos_of(&k.name),
                    format!(
                        "metadata describes kernel `{}`, which has no `.amdhsa_kernel` descriptor",
                        k.name
                    ),
                ));
            }
        }
        let default_wave64 = self
            .descs
            .first()
            .and_then(|d| abis.get(&d.name))
            .map_or(gfx.default_wave64(), |a| a.0.wave64);
        let mut file_vgprs = 0u32;
        let mut keys: HashMap<String, u16> = HashMap::new();
        // Function addresses each function's code takes, and those the data takes
        // (a function-pointer table makes its entries reachable from every kernel).
        let mut refs_by_name: Vec<Vec<String>> = Vec::with_capacity(self.funcs.len());
        let data_taken: Vec<&str> = self
            .fixups
            .iter()
            .filter(|fx| data_addr(&fx.name).is_none())
            .map(|fx| fx.name.as_str())
            .collect();
        for fb in &self.funcs {
            let abi = abis.get(&fb.name);
            let wave64 = abi.map_or(default_wave64, |a| a.0.wave64);
            let mut func = Function {
                linkage: Linkage::Internal,
                source: 0,
                name: fb.name.clone(),
                is_entry: abi.is_some(),
                params: Vec::new(),
                rets: Vec::new(),
                regs: Vec::new(),
                num_preds: 0,
                code: Vec::new(),
                src: Vec::new(),
                vec_elems: Vec::new(),
                has_body: true,
                perf: PerfHints::default(),
                wave: None,
                pos: fb.pos,
                unsupported: None,
                addr_refs: Vec::new(),
            };
            // Labels resolve to statement indices first; once every statement is
            // lowered (a VOPD statement is two or three instructions) they become pcs.
            let mut stmt_pc = Vec::with_capacity(fb.insts.len() + 1);
            let taken = std::cell::RefCell::new(Vec::<String>::new());
            let resolve = |name: &str| -> Option<Sym> {
                if let Some(sym) = name.strip_suffix(GOT_SUFFIX) {
                    return got_addr(sym).map(Sym::Addr);
                }
                if let Some(&k) = fb.labels.get(name) {
                    return Some(Sym::Label(k as u32));
                }
                if let Some(&a) = self.code_labels.get(name) {
                    taken.borrow_mut().push(name.to_string());
                    return Some(Sym::Addr(a));
                }
                if let Some(a) = data_addr(name) {
                    return Some(Sym::Addr(a));
                }
                self.sets.get(name).map(|&v| Sym::Value(v))
            };
            let label_addrs: Vec<u64> = fb
                .insts
                .iter()
                .map(|i| i.addr)
                .chain(fb.insts.last().map(|i| i.addr + i.size as u64))
                .collect();
            let (mut max_vgpr, mut max_sgpr, mut max_agpr) = (0, 0, 0);
            let mut unsupported = fb.unsupported.clone();
            // GFX9 VGPR index mode: the mode bits while a region is open (program
            // order; LLVM opens and closes one around a single move).
            let mut gpr_mode: Option<u8> = None;
            for ri in &fb.insts {
                stmt_pc.push(func.code.len() as u32);
                let mut env = Env {
                    gfx: &gfx,
                    wave64,
                    addr: ri.addr,
                    size: ri.size,
                    resolve: &resolve,
                    label_addrs: &label_addrs,
                    max_vgpr,
                    max_sgpr,
                    max_agpr,
                    vec_elems: &mut func.vec_elems,
                };
                // DPP on an operation other than a move: a DPP move into the hidden
                // temporary, then the operation (see `Env::lower_dpp_alu`).
                // SDWA: extractions into hidden temporaries, the operation, a merge
                // (see `Env::lower_sdwa`).
                let dpp = ri.row.1 == Form::Dpp && !matches!(ri.row.0.kind, Kind::VMov { .. });
                let permlane = matches!(ri.row.0.kind, Kind::VPermlane16 { .. });
                let swap = matches!(ri.row.0.kind, Kind::VSwap);
                if gpr_mode.is_some() && (dpp || permlane || swap || ri.row.1 == Form::Sdwa) {
                    let e = lower::gpr_idx::refused(&ri.mnemonic);
                    if unsupported.as_ref().is_none_or(|u| e.0.line < u.0.line) {
                        unsupported = Some(e);
                    }
                    continue;
                }
                if dpp || permlane || swap || ri.row.1 == Form::Sdwa {
                    let (row, m, o, x) = (&ri.row.0, &ri.mnemonic, &ri.operands, &ri.modifiers);
                    let seq = if swap {
                        env.lower_swap(m, o, x, DUAL_TEMP).map(Vec::from)
                    } else if dpp {
                        env.lower_dpp_alu(row, m, o, x, DUAL_TEMP)
                    } else if permlane {
                        env.lower_permlane16(row, m, o, x, DUAL_TEMP).map(Vec::from)
                    } else {
                        env.lower_sdwa(row, m, o, x, DUAL_TEMP)
                    };
                    match seq {
                        Ok(pair) => {
                            max_vgpr = env.max_vgpr;
                            max_sgpr = env.max_sgpr;
                            max_agpr = env.max_agpr;
                            let key =
                                intern(&mut keys, &mut module.keys, key_of(&ri.mnemonic.text));
                            for mut i in pair {
                                i.key = key;
                                func.code.push(i);
                                func.src.push(SrcInfo {
                                    pos: ri.mnemonic.pos,
                                    text: ri.full.clone(),
                                    addr: ri.addr,
                                });
                            }
                        }
                        Err(e) => {
                            if unsupported.as_ref().is_none_or(|u| e.0.line < u.0.line) {
                                unsupported = Some(e);
                            }
                        }
                    }
                    continue;
                }
                let lowered = env
                    .lower(
                        &ri.row.0,
                        ri.row.1,
                        &ri.mnemonic,
                        &ri.operands,
                        &ri.modifiers,
                    )
                    .and_then(|a| match &ri.dual {
                        Some(d) => env
                            .lower(&d.row.0, d.row.1, &d.mnemonic, &d.operands, &d.modifiers)
                            .map(|b| (a, Some(b))),
                        None => Ok((a, None)),
                    })
                    .and_then(|(a, b)| match gpr_mode {
                        Some(_) if b.is_some() => Err(lower::gpr_idx::refused(&ri.mnemonic)),
                        Some(m) => {
                            lower::gpr_idx::in_region(m, &ri.row.0, ri.row.1, &ri.mnemonic, a)
                                .map(|a| (a, b))
                        }
                        None => Ok((a, b)),
                    })
                    .inspect(|(a, _)| {
                        gpr_mode = lower::gpr_idx::next_mode(&ri.row.0, a, gpr_mode);
                    });
                // A statement that does not lower sets the function aside, like an
                // unknown mnemonic in pass one (the first one in file order wins).
                let (mut a, b) = match lowered {
                    Ok(x) => x,
                    Err(e) => {
                        if unsupported.as_ref().is_none_or(|u| e.0.line < u.0.line) {
                            unsupported = Some(e);
                        }
                        continue;
                    }
                };
                max_vgpr = env.max_vgpr;
                max_sgpr = env.max_sgpr;
                max_agpr = env.max_agpr;
                a.key = intern(&mut keys, &mut module.keys, inst_key(&a, &ri.mnemonic.text));
                let info = SrcInfo {
                    pos: ri.mnemonic.pos,
                    text: ri.full.clone(),
                    addr: ri.addr,
                };
                match (b, &ri.dual) {
                    (Some(mut b), Some(d)) => {
                        b.key = intern(&mut keys, &mut module.keys, key_of(&d.mnemonic.text));
                        for i in order_dual(a, b) {
                            func.code.push(i);
                            func.src.push(info.clone());
                        }
                    }
                    _ => {
                        func.code.push(a);
                        func.src.push(info);
                    }
                }
            }
            stmt_pc.push(func.code.len() as u32);
            for i in &mut func.code {
                for o in i.src.iter_mut() {
                    if let Operand::Label(k) = o {
                        *k = stmt_pc[*k as usize];
                    }
                }
            }
            file_vgprs = file_vgprs.max(max_vgpr);
            if max_agpr > 0 {
                file_vgprs = file_vgprs.max(AGPR_BASE + max_agpr);
            }
            if let Some((abi, km)) = abi {
                // A kernel that names more registers than its descriptor grants cannot
                // run; the file's other kernels can.
                if max_vgpr > abi.next_free_vgpr {
                    unsupported.get_or_insert((fb.pos, format!(
                        "kernel `{}` uses v{} but its descriptor declares .amdhsa_next_free_vgpr {}",
                        fb.name,
                        max_vgpr - 1,
                        abi.next_free_vgpr
                    )));
                }
                // AGPRs follow the architectural VGPRs in the unified file of gfx90a
                // and later (`.amdhsa_accum_offset`); gfx908 has a separate file.
                if max_agpr > 0 {
                    let (first, limit) = match abi.accum_offset {
                        Some(off) => (off, off + max_agpr),
                        None => (0, max_agpr),
                    };
                    if max_vgpr > first && abi.accum_offset.is_some() {
                        unsupported.get_or_insert((fb.pos, format!(
                            "kernel `{}` uses v{} but its descriptor puts the accumulation registers at .amdhsa_accum_offset {first}",
                            fb.name,
                            max_vgpr - 1,
                        )));
                    }
                    if limit > abi.next_free_vgpr {
                        unsupported.get_or_insert((fb.pos, format!(
                            "kernel `{}` uses a{} but its descriptor declares .amdhsa_next_free_vgpr {}{}",
                            fb.name,
                            max_agpr - 1,
                            abi.next_free_vgpr,
                            if first > 0 { format!(" with .amdhsa_accum_offset {first}") } else { String::new() }
                        )));
                    }
                }
                let mpos = meta.as_ref().map_or(fb.pos, |m| m.pos_of(&fb.name));
                if max_sgpr > abi.next_free_sgpr {
                    unsupported.get_or_insert((fb.pos, format!(
                        "kernel `{}` uses s{} but its descriptor declares .amdhsa_next_free_sgpr {}",
                        fb.name,
                        max_sgpr - 1,
                        abi.next_free_sgpr
                    )));
                }
                func.params = kernel_params(
                    km,
                    &fb.name,
                    &mut module.symbols,
                    module.functions.len() as u32,
                    mpos,
                )?;
                func.perf.reqntid = abi.reqd_workgroup_size;
                func.perf.maxntid = abi.max_flat_workgroup_size.map(|n| [n, 1, 1]);
                func.wave = Some(Box::new(abi.clone()));
            }
            func.unsupported = unsupported
                .map(|(pos, msg)| Box::new(crate::error::ParseError::at(file, src, pos, msg)));
            refs_by_name.push(taken.into_inner());
            module.functions.push(func);
        }
        let index: HashMap<String, u32> = module
            .functions
            .iter()
            .enumerate()
            .map(|(k, f)| (f.name.clone(), k as u32))
            .collect();
        let look = |n: &str| index.get(n).copied();
        let from_data: Vec<u32> = data_taken.iter().filter_map(|n| look(n)).collect();
        for (f, names) in module.functions.iter_mut().zip(refs_by_name) {
            let mut r: Vec<u32> = names.iter().filter_map(|n| look(n)).collect();
            r.extend(&from_data);
            r.sort_unstable();
            r.dedup();
            f.addr_refs = r;
        }
        // The register file holds every VGPR any function of the file names (callees
        // share the caller's registers), plus a hidden pair for VOPD swaps; only
        // kernels own the file.
        let temp = file_vgprs.max(
            self.descs
                .iter()
                .filter_map(|d| abis.get(&d.name))
                .map(|a| a.0.next_free_vgpr)
                .max()
                .unwrap_or(0),
        );
        for f in module.functions.iter_mut() {
            for i in f.code.iter_mut() {
                for o in i.dst.iter_mut().chain(i.src.iter_mut()) {
                    if let Operand::VRegs { idx, .. } | Operand::VHalf { idx, .. } = o {
                        // The hidden pair: DUAL_TEMP and DUAL_TEMP + 1 (SDWA's second
                        // extracted source).
                        if (DUAL_TEMP..DUAL_TEMP + 2).contains(idx) {
                            *idx = temp + (*idx - DUAL_TEMP);
                        }
                    }
                }
            }
        }
        for f in module.functions.iter_mut().filter(|f| f.is_entry) {
            f.regs = vec![32; temp as usize + 2];
        }
        if module.functions.iter().all(|f| !f.is_entry)
            && !self.funcs.is_empty()
            && self.descs.is_empty()
        {
            return Err((
                Pos { line: 1, col: 1 },
                "the file defines no kernel (no `.amdhsa_kernel` descriptor)".into(),
            ));
        }
        Ok(module)
    }
}
