//! The AMDGPU front end: LLVM AMDGPU assembly (as clang emits it for GCN/CDNA/RDNA)
//! parsed statement by statement, its kernel descriptors and metadata read, and its
//! instructions lowered to the vendor-neutral IR through the mnemonic table. The
//! VOP3 encoder/decoder behind `warpsim asm`/`disasm` lives here too.

mod abi;
pub mod encode;
mod expr;
mod lower;
pub mod operand;
mod parser;
mod swizzle;
pub mod syntax;
pub mod table;
pub mod target;

pub use parser::parse;
