//! Operands of the sm_100 tensor core (`tcgen05`) in shared memory: this file's own
//! reading of the ISA's canonical layouts (PTX ISA 9.0, 9.7.16.3.3: CuTe layouts plus
//! a `Swizzle<b,4,3>` on byte addresses) and the shared-memory descriptor (Table 40).

/// An operand matrix in shared memory: how it is stored.
#[derive(Clone, Copy)]
pub struct Lay {
    /// M/N-major (the transpose bit) instead of K-major.
    pub mn_major: bool,
    /// Swizzle width in bytes: 0 (none), 32, 64, 128.
    pub swz: u32,
}

/// The layout `mn_major`, `swz`.
pub fn lay(mn_major: bool, swz: u32) -> Lay {
    Lay { mn_major, swz }
}

/// Byte offset of element (mn, k) of an `rows` x `cols` (MN x K) operand of `bits`-bit
/// elements under `lay`, with the LBO and SBO this file chooses; returns (offset,
/// LBO, SBO). Canonical layouts (T = 128 / bits elements per 16 bytes):
/// K-major none ((8,m),(T,2k)):((1T,SBO),(1,LBO)); K-major swizzled
/// ((8,m),(T,2k)):((W/16 T,SBO),(1,T)); MN-major none ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO));
/// MN-major swizzled ((T,W/16,m),(8,k)):((1,T,LBO),(W/16 T,SBO)).
pub fn place(lay: Lay, bits: u32, rows: u32, cols: u32, mn: u32, k: u32) -> (u32, u32, u32) {
    let t = 128 / bits;
    let w16 = lay.swz / 16;
    // Offsets in elements, then bytes.
    let (off, lbo, sbo) = match (lay.mn_major, lay.swz) {
        (false, 0) => {
            // 8 x T cores: K-cores first (LBO apart), then the 8-row groups.
            let lbo = 8 * t;
            let sbo = lbo * (cols / t);
            (
                (mn % 8) * t + (mn / 8) * sbo + (k % t) + (k / t) * lbo,
                lbo,
                sbo,
            )
        }
        (false, _) => {
            // One swizzle atom spans W bytes of K; 8-row groups SBO apart.
            let sbo = 8 * w16 * t;
            assert!(cols <= w16 * t, "K fits one swizzle row");
            ((mn % 8) * w16 * t + (mn / 8) * sbo + k, 1, sbo)
        }
        (true, 0) => {
            // T MN-contiguous, 8 K rows of T elements each; MN blocks SBO apart.
            let lbo = 8 * t * (rows / t);
            let sbo = 8 * t;
            (
                (mn % t) + (mn / t) * sbo + (k % 8) * t + (k / 8) * lbo,
                lbo,
                sbo,
            )
        }
        (true, _) => {
            // W bytes of MN contiguous, 8 K rows; the next W of MN at LBO, the next
            // 8 K at SBO.
            let span = w16 * t;
            let lbo = 8 * span;
            let sbo = lbo * rows.div_ceil(span);
            (
                (mn % span) + (mn / span) * lbo + (k % 8) * span + (k / 8) * sbo,
                lbo,
                sbo,
            )
        }
    };
    let b = off * bits / 8;
    let b = if lay.swz == 0 {
        b
    } else {
        // Swizzle<log2(W/16), 4, 3>: 16-byte chunk bits ^= bits 7.. (the row in the
        // 8-row pattern).
        let n = (lay.swz / 16).trailing_zeros();
        b ^ (((b >> 7) & ((1 << n) - 1)) << 4)
    };
    (b, lbo * bits / 8, sbo * bits / 8)
}

/// A tcgen05 shared-memory descriptor (Table 40) for an operand at byte `start`.
pub fn desc(start: u32, lbo: u32, sbo: u32, swz: u32) -> u64 {
    let mode: u64 = match swz {
        0 => 0,
        128 => 2,
        64 => 4,
        _ => 6,
    };
    (start as u64 >> 4)
        | ((lbo as u64 >> 4) << 16)
        | ((sbo as u64 >> 4) << 32)
        | 1 << 46
        | mode << 61
}

/// The start of a tensor-core test kernel (PTX lines): thread
/// %r1 of the CTA of cluster rank %r40 copies `p_nbytes` bytes of image number %r40 at
/// `p_img` to the dynamic shared memory `smem` (%r5); warp 0 (%r7 = warp, %p2 = not
/// warp 0) allocates `cols` tensor-memory columns with `.cta_group::g` into `slot`;
/// %r9 is their address and %r10 the address of the warp's lane quarter.
pub fn prologue(g: u32, cols: u32) -> String {
    format!(
        r#"	mov.u32 %r1, %tid.x;
	ld.param.u64 %rd1, [p_img];
	cvta.to.global.u64 %rd1, %rd1;
	ld.param.u32 %r2, [p_nbytes];
	mov.u32 %r40, %cluster_ctarank;
	mul.wide.u32 %rd20, %r40, %r2;
	add.s64 %rd1, %rd1, %rd20;
	shl.b32 %r3, %r1, 2;
	mov.u32 %r5, smem;
COPY:
	setp.ge.u32 %p1, %r3, %r2;
	@%p1 bra COPIED;
	cvt.u64.u32 %rd2, %r3;
	add.s64 %rd3, %rd1, %rd2;
	ld.global.u32 %r4, [%rd3];
	add.u32 %r6, %r5, %r3;
	st.shared.u32 [%r6], %r4;
	add.u32 %r3, %r3, 512;
	bra COPY;
COPIED:
	shr.u32 %r7, %r1, 5;
	setp.ne.u32 %p2, %r7, 0;
	@%p2 bra ALLOCATED;
	mov.u32 %r8, slot;
	tcgen05.alloc.cta_group::{g}.sync.aligned.shared::cta.b32 [%r8], {cols};
ALLOCATED:
	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	tcgen05.fence::after_thread_sync;
	ld.shared.u32 %r9, [slot];
	shl.b32 %r10, %r7, 21;
	add.u32 %r10, %r10, %r9;
"#
    )
}

/// After [`prologue`]: each warp fills columns 0..`p_n` of its lanes with `p_pre`
/// (%r11 = n, %r12 = pre).
pub const FILL: &str = r#"	ld.param.u32 %r11, [p_n];
	ld.param.u32 %r12, [p_pre];
	mov.u32 %r13, 0;
FILL:
	add.u32 %r14, %r10, %r13;
	tcgen05.st.sync.aligned.32x32b.x2.b32 [%r14], {%r12, %r12};
	add.u32 %r13, %r13, 2;
	setp.lt.u32 %p3, %r13, %r11;
	@%p3 bra FILL;
	tcgen05.wait::st.sync.aligned;
"#;

/// Thread 0 initializes the mbarrier `bar` (%r15) for one arrival (%p4 = not thread
/// 0), seen by the CTA and ordered after its tensor-memory stores.
pub const INIT_BAR: &str = r#"	tcgen05.fence::before_thread_sync;
	setp.ne.u32 %p4, %r1, 0;
	mov.u32 %r15, bar;
	@%p4 bra INITED;
	mbarrier.init.shared::cta.b64 [%r15], 1;
INITED:
	bar.sync 0;
"#;

/// Each thread reads columns 0..n (%r11) of its lane (the warp's quarter, %r10) to
/// `out` (%rd8) from word %r21 on, four at a time.
pub const READ_D: &str = r#"	mov.u32 %r13, 0;
READ_LOOP:
	add.u32 %r14, %r10, %r13;
	tcgen05.ld.sync.aligned.32x32b.x4.b32 {%r22, %r23, %r24, %r25}, [%r14];
	tcgen05.wait::ld.sync.aligned;
	add.u32 %r26, %r21, %r13;
	mul.wide.u32 %rd11, %r26, 4;
	add.s64 %rd12, %rd8, %rd11;
	st.global.v4.u32 [%rd12], {%r22, %r23, %r24, %r25};
	add.u32 %r13, %r13, 4;
	setp.lt.u32 %p3, %r13, %r11;
	@%p3 bra READ_LOOP;
"#;
