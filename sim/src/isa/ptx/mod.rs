//! The PTX front end: lexer, module parser, instruction table and lowering to the IR.
//!
//! Dependencies run one way. The parser reads the text: `cursor.rs` (parser state,
//! token steps) under `decl.rs` (variables, parameters), `body.rs` (function bodies,
//! statements, operands as written in `ast.rs`) and `parser.rs` (directives,
//! functions, call resolution). `body.rs` hands each statement to `lower.rs`, which
//! builds the IR instruction through `form.rs` (the mnemonic's row, types and
//! modifiers), `rules.rs` (form legality the table cannot express, with each row's own
//! rule in `row_rules.rs`, named next to the row) and `operand.rs` (operands against
//! their slots). The lowering reads the table (`table.rs`), the
//! targets (`target.rs`) and the names (`scope.rs`), never the parser.

mod ast;
mod body;
mod cursor;
mod decl;
mod form;
mod lexer;
mod lower;
mod lower_async;
mod lower_clc;
mod lower_mma;
mod lower_policy;
mod lower_tcgen05;
mod lower_tma;
mod lower_wgmma;
mod number;
mod operand;
mod parser;
mod row_rules;
mod rules;
mod scope;
pub mod table;
pub mod target;

pub use parser::parse;
