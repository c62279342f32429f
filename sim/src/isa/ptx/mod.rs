//! The PTX front end: lexer, module parser, instruction table and lowering to the IR.

mod inst;
mod lexer;
mod number;
mod parser;
pub mod table;
pub mod target;

pub use parser::parse;
