//! The scf dialect. `syntax.rs` holds the hand-written custom forms
//! upstream parses in C++ (`scf.for`, `scf.if`); the op registrations come
//! from ODS codegen.

pub mod syntax;
