#!/usr/bin/env python3
"""Access to the pinned HeCBench tree, the benchmark selection and each
benchmark's build description (shared by select.py, build.py, inventory.py).

A HeCBench source is either a git repository that has the pinned commit (a
checkout, or a bare mirror such as the `fetch` tool's; objects of large data
files may be missing there: they are skipped, only sources are needed) or a
plain directory holding the tree of that commit (e.g. an unpacked
`git archive`).
"""
import json
import os
import re
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
HECBENCH_COMMIT = "f27000a5188f8ac79bd43fc95a1b3f890c18823d"
HECBENCH_URL = "https://github.com/zjin-lcf/HeCBench"
TARGET_COUNT = 48
# Source files larger than this are data, not code; they are not extracted.
MAX_BLOB = 4 << 20


class Tree:
    def __init__(self, path, commit=HECBENCH_COMMIT):
        self.commit = commit
        self.gitdir = None
        path = os.path.abspath(path)
        for g in (os.path.join(path, ".git"), path):
            if os.path.exists(g) and subprocess.run(
                    ["git", "--git-dir", g, "cat-file", "-e", commit + "^{commit}"],
                    capture_output=True).returncode == 0:
                self.gitdir = g
                break
        self.root = path
        if self.gitdir is None and not os.path.isdir(os.path.join(path, "src")):
            raise SystemExit(f"{path}: neither a git repository with {commit} nor a HeCBench tree")

    def git(self, *args, **kw):
        return subprocess.run(["git", "--git-dir", self.gitdir, *args], check=True,
                              capture_output=True, **kw).stdout

    def src_dirs(self):
        """Names of the entries of src/ (e.g. 'nbody-cuda')."""
        if self.gitdir:
            out = self.git("ls-tree", "--name-only", f"{self.commit}:src", text=True)
            return sorted(out.split("\n")[:-1])
        return sorted(os.listdir(os.path.join(self.root, "src")))

    def tree_id(self, rel):
        if not self.gitdir:
            return None
        try:
            return self.git("rev-parse", f"{self.commit}:{rel}", text=True).strip()
        except subprocess.CalledProcessError:
            return None

    def read(self, rel):
        """Text of a file at the commit, or None."""
        if self.gitdir:
            p = subprocess.run(["git", "--git-dir", self.gitdir, "cat-file", "blob", f"{self.commit}:{rel}"],
                               capture_output=True)
            return p.stdout.decode("utf-8", "replace") if p.returncode == 0 else None
        f = os.path.join(self.root, rel)
        if os.path.isfile(f):
            with open(f, encoding="utf-8", errors="replace") as fh:
                return fh.read()
        return None

    def extract(self, rel_dir, dest_root):
        """Copy directory rel_dir (e.g. 'src/nbody-cuda') to dest_root/rel_dir.
        Returns the list of files skipped (missing object or > MAX_BLOB)."""
        skipped = []
        dest = os.path.join(dest_root, rel_dir)
        if self.gitdir:
            out = self.git("ls-tree", "-r", "-l", "-z", self.commit, "--", rel_dir + "/")
            entries = []
            for rec in out.split(b"\0"):
                if not rec:
                    continue
                meta, name = rec.split(b"\t", 1)
                mode, typ, sha, size = meta.split()
                if typ != b"blob":
                    continue
                entries.append((name.decode(), sha.decode(), int(size) if size.isdigit() else -1, mode))
            for name, sha, size, mode in entries:
                if size < 0 or size > MAX_BLOB or mode == b"120000":   # size 'BAD': object missing
                    skipped.append(name)
                    continue
                p = subprocess.run(["git", "--git-dir", self.gitdir, "cat-file", "blob", sha], capture_output=True)
                if p.returncode != 0:
                    skipped.append(name)
                    continue
                f = os.path.join(dest_root, name)
                os.makedirs(os.path.dirname(f), exist_ok=True)
                with open(f, "wb") as fh:
                    fh.write(p.stdout)
        else:
            src = os.path.join(self.root, rel_dir)
            for dp, _, files in os.walk(src):
                for fn in files:
                    s = os.path.join(dp, fn)
                    rel = os.path.relpath(s, self.root)
                    if os.path.islink(s) or os.path.getsize(s) > MAX_BLOB:
                        skipped.append(rel)
                        continue
                    d = os.path.join(dest_root, rel)
                    os.makedirs(os.path.dirname(d), exist_ok=True)
                    shutil.copyfile(s, d)
        return skipped


# ---- selection ---------------------------------------------------------------------

# A selected benchmark may be replaced by the next one in sorted order only for a
# reason about the compile environment (a library's headers that cannot be had,
# MPI, ...). name -> reason. Nothing needed replacing at the pinned commit with the
# toolchains of toolchains.sh (cuBLAS/cuRAND/cuSPARSE headers from NVIDIA's wheels,
# hipBLAS/hipBLASLt/hipCUB/rocThrust/hipRAND/hipSPARSE headers from Debian sid).
REPLACEMENTS = {}


# Benchmarks whose generated files are built by regen.sh but not committed
# (workloads/real/.gitignore): their sources carry NVIDIA notices that restrict
# reproduction (see README.md, Licences). They stay in the selection and in
# inventory.json; loadrate.py measures them when the files are present.
NOT_COMMITTED = {
    "base64e": "NVIDIA SDK notice in main.cu: use under NVIDIA's EULA, other use 'strictly prohibited'",
    "complex": "src/complex-*/LICENSE: NVIDIA 'PROPRIETARY and CONFIDENTIAL' notice, reproduction prohibited",
    "dct8x8": "NVIDIA SDK notice in the sources: use under NVIDIA's EULA, other use 'strictly prohibited'",
    "spaxpby": "NVIDIA 'PROPRIETARY and CONFIDENTIAL' notice in main.cu, reproduction prohibited",
    "sps2d": "NVIDIA 'PROPRIETARY and CONFIDENTIAL' notice in main.cu, reproduction prohibited",
}
# Benchmarks whose AMDGPU .s files are built by regen.sh but not committed, for
# size only: these four make 60 MB of the 79 MB of .s files (everything would
# be ~93 MB against a ~50 MB aim). Their PTX is committed.
NOT_COMMITTED_AMDGPU = {
    "attention-paged": "size: 15.7 MB of .s (7 targets)",
    "hadamard": "size: 12.6 MB of .s (7 targets)",
    "kurtosis": "size: 24.2 MB of .s (6 targets)",
    "xlqc": "size: 7.5 MB of .s (7 targets)",
}


def pairs(tree):
    d = set(tree.src_dirs())
    return sorted({x[:-5] for x in d if x.endswith("-cuda")} & {x[:-4] for x in d if x.endswith("-hip")})


def selection(tree):
    names = pairs(tree)
    k = len(names) // TARGET_COUNT
    picked, replaced = [], []
    for i in range(0, len(names), k):
        j = i
        while names[j] in REPLACEMENTS:
            j += 1
        if j != i:
            replaced.append({"selected": names[i], "by": names[j],
                             "reasons": {n: REPLACEMENTS[n] for n in names[i:j]}})
        picked.append(names[j])
    return {"hecbench_commit": tree.commit, "pairs": len(names), "k": k,
            "rule": "sorted names with both src/<name>-cuda and src/<name>-hip; every k-th from index 0, "
                    "k = floor(pairs / 48)",
            "benchmarks": picked, "replacements": replaced}


# ---- build description ---------------------------------------------------------------

DEVICE_EXT = (".cu", ".hip")
RDC_TOKENS = {"-dc", "-rdc=true", "--relocatable-device-code=true", "-fgpu-rdc"}
LAMBDA_TOKENS = {"--extended-lambda", "--expt-extended-lambda"}


def _cmake_args(text, func):
    m = re.search(r"\b" + func + r"\s*\((.*?)\)", text, re.S)
    return m.group(1) if m else None


def _strip_comments(text, ch="#"):
    return "\n".join(l.split(ch, 1)[0] for l in text.split("\n"))


def build_plan(tree, bench, model):
    """How HeCBench builds src/<bench>-<model>: device sources, include dirs,
    defines, rdc, options. Paths are relative to the HeCBench root."""
    d = f"src/{bench}-{model}"
    cm = tree.read(f"{d}/CMakeLists.txt")
    mk_texts = [(os.path.dirname(f"{d}/{m}"), t) for m, t in
                ((m, tree.read(f"{d}/{m}")) for m in ("Makefile", "bin/Makefile", "src/Makefile")) if t]
    sources, options, incs, libs, notes = [], [], [], [], []
    lang = "CUDA" if model == "cuda" else "HIP"
    if cm:
        text = _strip_comments(cm)
        var = {"CMAKE_CURRENT_LIST_DIR": "@/" + d, "CMAKE_CURRENT_SOURCE_DIR": "@/" + d}
        for m in re.finditer(r"\bset\s*\(\s*(\w+)\s+\"?([^\")]*)\"?\s*\)", text):
            var[m.group(1)] = m.group(2)

        def subst(s):
            for _ in range(4):
                s = re.sub(r"\$\{(\w+)\}", lambda m: var.get(m.group(1), ""), s)
            return s
        for k in list(var):
            var[k] = subst(var[k])
        args = _cmake_args(text, "add_hecbench_benchmark") or ""
        key = None
        lists = {"SOURCES": sources, "COMPILE_OPTIONS": options, "INCLUDE_DIRS": incs, "LINK_LIBRARIES": libs}
        for tok in args.split():
            if tok in ("NAME", "MODEL", "CATEGORIES", "TEST_ARGS", "SOURCES", "COMPILE_OPTIONS",
                       "INCLUDE_DIRS", "LINK_LIBRARIES"):
                key = tok
                continue
            if key in lists:
                v = subst(tok)
                if v:
                    lists[key].append(v)
        for m in re.finditer(r"set_source_files_properties\s*\(\s*(\S+)\s+PROPERTIES\s+LANGUAGE\s+(\w+)", text):
            if m.group(2) == lang:
                notes.append(f"{m.group(1)} is compiled as {lang} (set_source_files_properties)")
                sources.append(m.group(1))
        sources = [s_ for s_ in sources if s_.endswith(DEVICE_EXT) or any(n.startswith(s_ + " ") for n in notes)]
        build_file = "CMakeLists.txt"
    else:
        build_file = "Makefile"
        mk = mk_texts[0][1] if mk_texts else ""
        m = re.search(r"^source\s*=\s*(.*)$", mk, re.M)
        sources = [s for s in (m.group(1).split() if m else []) if s.endswith(DEVICE_EXT)]

    def norm(p):
        # "@/" marks a path already relative to the HeCBench root; others are
        # relative to the benchmark directory
        p = p.strip()
        if not p:
            return None
        return os.path.normpath(p[2:] if p.startswith("@/") else os.path.join(d, p))
    inc_dirs = [d]
    if model != "cuda":
        inc_dirs.append(f"src/{bench}-cuda")   # BenchmarkMacros.cmake: non-CUDA models see the -cuda dir
    for i in incs:
        q = norm(i)
        if q and q not in inc_dirs:
            inc_dirs.append(q)
    defines, applied, not_applied = [], [], []
    rdc = lam = False
    mk_tokens, tok_dir = [], {}
    for mdir, t in mk_texts:
        for line in _strip_comments(t).split("\n"):
            for tok in line.replace("\\", " ").split():
                mk_tokens.append(tok)
                tok_dir.setdefault(tok, mdir)
    for tok in options + mk_tokens:
        if tok.startswith("-D") and len(tok) > 2 and tok != "-DDEBUG":
            if tok not in defines:
                defines.append(tok)
        elif tok in RDC_TOKENS:
            rdc = True
        elif tok in LAMBDA_TOKENS:
            lam = True
        elif tok.startswith("-I") and len(tok) > 2 and "$" not in tok:
            q = os.path.normpath(os.path.join(tok_dir.get(tok, d), tok[2:]))
            exists = (tree.tree_id(q) is not None) if tree.gitdir else os.path.isdir(os.path.join(tree.root, q))
            if exists and q not in inc_dirs:
                inc_dirs.append(q)
    for tok in options:
        if not (tok.startswith("-D") or tok in RDC_TOKENS or tok in LAMBDA_TOKENS or tok.startswith("-I")):
            not_applied.append(tok)
    mk_fast = sorted({t for t in mk_tokens if t in ("-use_fast_math", "--use_fast_math", "-ffast-math",
                                                    "-munsafe-fp-atomics")})
    for t in mk_fast:
        if t not in not_applied:
            not_applied.append(t)
    srcs = []
    for s_ in sources:
        q = norm(s_)
        if q and q not in srcs:
            srcs.append(q)
    return {"dir": d, "build_file": build_file, "sources": srcs, "include_dirs": inc_dirs,
            "defines": defines, "rdc": rdc, "extended_lambda": lam, "link_libraries": libs,
            "options_not_applied": not_applied, "notes": notes}


def needed_dirs(plan):
    """src/<x> directories a plan reads (sources and include dirs)."""
    out = []
    for p in [plan["dir"]] + plan["include_dirs"] + [os.path.dirname(s) for s in plan["sources"]]:
        parts = p.split("/")
        if len(parts) >= 2 and parts[0] == "src":
            top = "/".join(parts[:2])
            if top not in out:
                out.append(top)
    return out


if __name__ == "__main__":
    import sys
    t = Tree(sys.argv[1])
    sel = selection(t)
    print(json.dumps(sel, indent=1))
    for b in sel["benchmarks"]:
        for m in ("cuda", "hip"):
            print(b, m, json.dumps(build_plan(t, b, m)))
