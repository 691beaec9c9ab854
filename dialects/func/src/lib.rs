//! The func dialect: `func.func`, `func.return`, `func.call`,
//! `func.call_indirect`, `func.constant`, generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`syntax`]: the hand-written custom form of `func.func` (upstream
//!   parses it in C++: `function_interface_impl`) and result-name hints;
//! - [`fold`], [`verify`]: the hooks upstream writes in C++;
//! - [`call`]: the call interfaces of `func.call`, `func.call_indirect`
//!   and `func.func`;
//! - [`inliner`]: the dialect's inliner interface;
//! - [`conversions`]: the type conversion patterns of calls and returns,
//!   for the dialect conversion framework;

pub mod call;
pub mod canonicalize;
pub mod conversions;
pub mod fold;
pub mod inliner;
#[rustfmt::skip]
mod generated;
pub mod syntax;

pub mod verify;

pub use generated::*;
