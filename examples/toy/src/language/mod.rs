//! The Toy language (MLIR's tutorial, chapter 1): its [`lexer`], [`parser`]
//! and [`ast`], and the AST dump `toyc -emit=ast` prints ([`dump`]).
//!
//! Invariants: nothing here knows about IR; the later stages read the
//! [`ast::Module`] the parser returns.

pub mod ast;
pub mod dump;
pub mod lexer;
pub mod parser;

pub use parser::{parse_module, Parsed};
