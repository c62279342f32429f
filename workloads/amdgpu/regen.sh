#!/usr/bin/env bash
# Regenerates the AMDGPU workloads under workloads/amdgpu/ (all outputs are
# committed; warpsim's tests never need clang, LLVM or this script).
#
#   1. compiles every <name>/<name>.cl (OpenCL C 2.0) and <name>/<name>.hip
#      (HIP, device only) to AMDGPU assembly with clang-22, -O2, no device
#      libraries, for the main targets gfx1100 (wave32) and gfx942 (wave64)
#      and the other targets gfx90a, gfx950, gfx1030, gfx1200 and gfx1201:
#        <name>/<name>_<target>.s
#      A workload with a file <name>/targets is compiled only for the targets
#      that file lists (one line, space-separated): mfma_gemm uses an MFMA
#      builtin that exists on CDNA (gfx90a gfx942 gfx950) only, wmma_gemm the
#      RDNA3/RDNA4 WMMA builtins (gfx1100 gfx1201), smfmac_gemm gfx942's sparse
#      SMFMAC (gfx942; gfx950's take other layouts). expected.py
#      reads the same file and writes YAML files for those targets only;
#   2. checks that the assembly still contains what each workload is for
#      (v_cvt_pk_u8_f32, v_bfe_u32 + v_bfe_i32, s_barrier + ds_* LDS ops, the
#      hidden kernel arguments, the IEEE division/sqrt sequences, DPP, ...) and
#      no call to an unresolved library function;
#   3. assembles every .s back with llvm-mc (-filetype=obj, must exit 0), checks
#      that the object has no undefined symbols and links it with ld.lld into a
#      code object (.hsaco, thrown away);
#   4. runs expected.py, which rewrites the YAML files (one per target),
#      the input .bin files and the *_expected.bin files (Python 3 stdlib only);
#   5. runs foldcheck.py: LLVM's constant folder as a second oracle for the
#      v_bfe_u32/v_bfe_i32/v_perm_b32/v_alignbit_b32 results;
#   6. runs hostcheck/run.py: the sources executed natively on the CPU from the
#      YAML files, compared with every expected output it can cover.
#
# Environment: CLANG (default clang-22), LLVM_MC (llvm-mc-22), LLVM_NM
# (llvm-nm-22), LLD (ld.lld-22), PYTHON (python3).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

CLANG="${CLANG:-clang-22}"
LLVM_MC="${LLVM_MC:-llvm-mc-22}"
LLVM_NM="${LLVM_NM:-llvm-nm-22}"
LLD="${LLD:-ld.lld-22}"
PYTHON="${PYTHON:-python3}"

MAIN_TARGETS="gfx1100 gfx942"
EXTRA_TARGETS="gfx90a gfx950 gfx1030 gfx1200 gfx1201"
ALL_TARGETS="$MAIN_TARGETS $EXTRA_TARGETS"

# ---- 1. source -> assembly ---------------------------------------------------
# OpenCL: clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=<t> -nogpulib -S -O2
# HIP:    clang-22 -x hip --cuda-device-only --offload-arch=<t> -nogpuinc -nogpulib -cuid=<name> -S -O2
#         (-cuid fixes the name of the __hip_cuid_<hash> byte that HIP emits, which
#         otherwise depends on the path of the source file)
# (clang prints "warning: local memory global used by non-kernel function" for
# the OpenCL kernels that use __local arrays: it concerns the callable twin
# __clang_ocl_kern_imp_<name> that clang emits next to every OpenCL kernel,
# whose body then traps; the kernel itself is fine.)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# The targets of a workload: <name>/targets if present, else all of them.
targets_of() {  # targets_of DIR
  if [ -f "$1/targets" ]; then cat "$1/targets"; else echo "$ALL_TARGETS"; fi
}
for src in */*.cl */*.hip; do
  base="${src%.*}"
  for t in $(targets_of "${src%/*}"); do
    out="${base}_${t}.s"
    echo "clang: $src -> $out"
    case "$src" in
      *.cl)  "$CLANG" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$t" -nogpulib \
               -S -O2 "$src" -o "$out" 2>"$tmp/err" || { cat "$tmp/err"; exit 1; } ;;
      *.hip) "$CLANG" -x hip --cuda-device-only --offload-arch="$t" -nogpuinc -nogpulib \
               -cuid="${base##*/}" -S -O2 "$src" -o "$out" 2>"$tmp/err" || { cat "$tmp/err"; exit 1; } ;;
    esac
    # show any diagnostic other than the expected twin-function warning
    grep -v -e 'local memory global used by non-kernel function' -e '^ *[0-9]* | ' \
      -e '^ *| *^' -e 'warnings\? generated' "$tmp/err" >&2 || true
  done
done

# ---- 2. feature checks -------------------------------------------------------
fail=0
need() {  # need FILE REGEX WHAT
  if ! grep -Eq -- "$2" "$1"; then echo "feature check FAILED: $1 lacks $3"; fail=1; fi
}
need_not() {
  if grep -Eq -- "$2" "$1"; then echo "feature check FAILED: $1 has $3"; fail=1; fi
}
for t in $ALL_TARGETS; do
  need pack_rgba8/pack_rgba8_$t.s '^\s*v_cvt_pk_u8_f32\s' 'v_cvt_pk_u8_f32'
  need bitfield/bitfield_$t.s '^\s*v_bfe_u32\s' 'v_bfe_u32'
  need bitfield/bitfield_$t.s '^\s*v_bfe_i32\s' 'v_bfe_i32'
  need lds_reduce/lds_reduce_$t.s '^\s*s_barrier(_signal -1)?$' 's_barrier (gfx12: s_barrier_signal -1)'
  need lds_reduce/lds_reduce_$t.s '^\s*ds_(store|write)_b32\s' 'an LDS store (ds_store_b32/ds_write_b32)'
  need lds_reduce/lds_reduce_$t.s '^\s*ds_(load_2addr|read2)' 'an LDS double load (ds_load_2addr*/ds_read2*)'
  need lds_reduce/lds_reduce_$t.s '^\s*global_atomic_add' 'a global atomic add'
  need atomics/atomics_$t.s '^\s*ds_add_u32\s' 'ds_add_u32'
  need atomics/atomics_$t.s '^\s*global_atomic_(cmpswap|max_f32|max_num_f32)\s' 'a float max (cmpswap loop or native)'
  need atomics/atomics_$t.s '^\s*global_atomic_add(_u32)? .* (glc|sc0|th:TH_ATOMIC_RETURN)' 'an atomic add that returns'
  need transpose2d/transpose2d_$t.s '\.value_kind:\s+hidden_block_count_y' 'hidden_block_count_y in the metadata'
  need transpose2d/transpose2d_$t.s '\.value_kind:\s+hidden_group_size_y' 'hidden_group_size_y in the metadata'
  need transpose2d/transpose2d_$t.s '\.amdhsa_system_vgpr_workitem_id 1' 'workitem id y'
  need transpose2d/transpose2d_$t.s '^\s*v_mad(_co)?_u64_u32\s' 'v_mad_u64_u32 (gfx12: v_mad_co_u64_u32)'
  need int_math/int_math_$t.s '^\s*v_mul_hi_u32\s' 'v_mul_hi_u32'
  need int_math/int_math_$t.s '^\s*v_mul_hi_i32\s' 'v_mul_hi_i32'
  need int_math/int_math_$t.s '^\s*v_perm_b32\s' 'v_perm_b32'
  need int_math/int_math_$t.s '^\s*v_alignbit_b32\s' 'v_alignbit_b32'
  need int_math/int_math_$t.s '^\s*v_sad_u8\s' 'v_sad_u8'
  need int_math/int_math_$t.s '^\s*v_rcp_iflag_f32' 'the u32 division sequence'
  need fp_math/fp_math_$t.s '^\s*v_div_scale_f32\s' 'v_div_scale_f32'
  need fp_math/fp_math_$t.s '^\s*v_div_fmas_f32\s' 'v_div_fmas_f32'
  need fp_math/fp_math_$t.s '^\s*v_div_fixup_f32\s' 'v_div_fixup_f32'
  need fp_math/fp_math_$t.s '^\s*v_div_fixup_f64\s' 'v_div_fixup_f64'
  need fp_math/fp_math_$t.s '^\s*v_sqrt_f32' 'v_sqrt_f32'
  need fp_math/fp_math_$t.s '^\s*v_cmp_class_f32' 'the sqrt fix-up (v_cmp_class_f32)'
  need fp_math/fp_math_$t.s '^\s*v_fma(c)?_f64' 'v_fma_f64'
  need wave_ops/wave_ops_$t.s '^\s*ds_bpermute_b32\s' 'ds_bpermute_b32'
  need wave_ops/wave_ops_$t.s '^\s*ds_swizzle_b32\s' 'ds_swizzle_b32'
  need wave_ops/wave_ops_$t.s 'row_shr:1 .*bound_ctrl:1' 'DPP row_shr:1 with bound_ctrl:1'
  need wave_ops/wave_ops_$t.s 'quad_perm:\[3,2,1,0\]' 'DPP quad_perm'
  need wave_ops/wave_ops_$t.s '^\s*v_readfirstlane_b32\s' 'v_readfirstlane_b32'
done
need transpose2d/transpose2d_gfx942.s '^\s*v_lshl_add_u64\s' 'v_lshl_add_u64'
for t in $(targets_of dot_q8); do
  need dot_q8/dot_q8_$t.s '^\s*v_dot4c?_i32_i(u)?8' 'an int8 dot (v_dot4_i32_i8, v_dot4c_i32_i8 or v_dot4_i32_iu8)'
  need dot_q8/dot_q8_$t.s '^\s*v_dot2(c|acc)?_f32_f16' 'an f16 dot (v_dot2_f32_f16, v_dot2c_f32_f16 or v_dot2acc_f32_f16)'
done
for t in $(targets_of mfma_gemm); do
  need mfma_gemm/mfma_gemm_$t.s '^\s*v_mfma_f32_16x16x16_?f16\s' 'v_mfma_f32_16x16x16f16 (gfx94x+: _f16)'
done
need smfmac_gemm/smfmac_gemm_gfx942.s '^\s*v_smfmac_f32_16x16x32_f16\s' 'v_smfmac_f32_16x16x32_f16'
for t in $(targets_of wmma_gemm); do
  need wmma_gemm/wmma_gemm_$t.s '^\s*v_wmma_f32_16x16x16_f16\s' 'v_wmma_f32_16x16x16_f16'
done
for s in */*_gfx*.s; do
  name="${s%%/*}"
  t="${s##*_}"; t="${t%.s}"
  need "$s" "^\s*\.amdgcn_target \"amdgcn-amd-amdhsa--$t\"" ".amdgcn_target for $t"
  need "$s" "^\s*\.amdhsa_kernel $name\$" ".amdhsa_kernel $name"
  need "$s" "^\s*\.amdhsa_code_object_version 6" 'code object v6'
  # no call to anything (the kernels use builtins only, no device libraries)
  need_not "$s" '^\s*s_swappc_b64\s' 'a call (s_swappc_b64)'
  need_not "$s" '__ocml_|__ockl_|get_global_id|get_local_id|get_group_id|get_local_size' 'a device library call'
  need_not "$s" '@(rel32|gotpcrel)' 'a relocated symbol reference'
  need_not "$s" '\.amdhsa_private_segment_fixed_size [1-9]' 'scratch (private segment) use'
done
[ "$fail" -eq 0 ] || exit 1
echo "feature checks: ok"

# ---- 3. assemble, check symbols, link ------------------------------------------
for s in */*_gfx*.s; do
  t="${s##*_}"; t="${t%.s}"
  o="$tmp/$(basename "${s%.s}").o"
  if ! "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$t" -filetype=obj "$s" -o "$o"; then
    echo "llvm-mc -mcpu=$t $s: FAILED"; fail=1; continue
  fi
  undef="$("$LLVM_NM" -u "$o")"
  if [ -n "$undef" ]; then echo "$s: undefined symbols: $undef"; fail=1; fi
  if ! "$LLD" -shared "$o" -o "${o%.o}.hsaco"; then echo "ld.lld $s: FAILED"; fail=1; fi
done
[ "$fail" -eq 0 ] || exit 1
echo "llvm-mc / llvm-nm / ld.lld: ok ($(ls */*_gfx*.s | wc -l) files)"

# ---- 4. inputs, YAML and expected outputs -------------------------------------
"$PYTHON" expected.py

# ---- 5./6. second oracles ------------------------------------------------------
CLANG="$CLANG" "$PYTHON" foldcheck.py
CLANG_HOST="$CLANG" "$PYTHON" hostcheck/run.py
